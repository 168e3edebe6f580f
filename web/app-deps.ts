import type { ShopDataCache } from './catalog/shop-data-cache.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import type { StaticFiles } from './http/static-files.ts'
import type { SchemaWatch } from './upgrade/schema-watch.ts'

/** Everything the routes use, passed in so tests can choose the database, the clock and the files. */
export interface AppDeps {
  config: Config
  db: Database
  shopData: ShopDataCache
  /** Milliseconds since the epoch; tests move it. */
  now: () => number
  staticFiles?: StaticFiles
  /** True once the host is stopping (SIGTERM): /readyz answers 503. */
  draining?: () => boolean
  /** Whether the database runs a newer release (upgrade/schema-watch.ts): 503 « mise à jour en cours ». */
  schema?: Pick<SchemaWatch, 'unknownMigrations' | 'recheck'>
}

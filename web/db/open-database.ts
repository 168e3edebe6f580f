import { join } from 'node:path'

import type { Config } from '../config.ts'
import type { Database } from './database.ts'
import { keepDataDirOwnerOnly } from './owner-only.ts'
import { openPgliteDatabase } from './pglite-database.ts'
import { openPostgresDatabase } from './postgres-database.ts'

/**
 * A PostgreSQL server when DATABASE_URL is set, otherwise the embedded one in DATA_DIR, made owner-only first
 * (the host and every command that opens it).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, config.databasePoolSize)
  await keepDataDirOwnerOnly(config.dataDir)
  const db = await openPgliteDatabase(join(config.dataDir, 'pglite'))
  // PGlite gives its files 0666 whatever the umask (its folders do follow it): closed again once it has made them.
  await keepDataDirOwnerOnly(config.dataDir)
  return db
}

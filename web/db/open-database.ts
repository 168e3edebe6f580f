import { join } from 'node:path'

import type { Config } from '../config.ts'
import type { Database } from './database.ts'
import { openPgliteDatabase } from './pglite-database.ts'
import { openPostgresDatabase } from './postgres-database.ts'

/** A PostgreSQL server when DATABASE_URL is set, otherwise the embedded one in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl)
  return openPgliteDatabase(join(config.dataDir, 'pglite'))
}

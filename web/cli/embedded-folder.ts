import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** The embedded database's own folder inside DATA_DIR (web/db/open-database.ts). */
export function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'pglite')
}

/** Whether DATA_DIR holds an embedded database already (PostgreSQL writes PG_VERSION first). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'))
}

import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

import { inject } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { pgliteTemplate } from './database-templates.ts'
import { createDatabase } from './postgres-cluster.ts'

export type DatabaseKind = 'pglite' | 'postgres'
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres']

/**
 * A fresh database of `kind`, migrated and holding the demo catalogue (or not, with `demo: false`):
 * a copy of the template the run's global setup prepared.
 */
export async function freshDatabase(kind: DatabaseKind, options: { demo?: boolean } = {}): Promise<Database> {
  const variant = (options.demo ?? true) ? 'demo' : 'empty'
  const templates = inject('databaseTemplates')
  if (kind === 'pglite') return openPgliteDatabase(undefined, await pgliteTemplate(templates.pglite[variant]))
  return openPostgresDatabase(await freshPostgresUrl(options))
}

/** The address of a fresh PostgreSQL database (a copy of the template), for tests that open several pools on it. */
export async function freshPostgresUrl(options: { demo?: boolean } = {}): Promise<string> {
  const variant = (options.demo ?? true) ? 'demo' : 'empty'
  const name = `test_${randomBytes(6).toString('hex')}`
  return createDatabase(inject('postgresUrl'), name, inject('databaseTemplates').postgres[variant])
}

/**
 * A host's DATA_DIR holding a copy of a PGlite template (web/db/open-database.ts keeps PGlite in `pglite/`):
 * a host or command started on it skips PGlite's first start and the migrations (seconds, tens under load).
 */
export async function pgliteDataDirFrom(dataDir: string, options: { demo?: boolean } = {}): Promise<string> {
  const variant = (options.demo ?? true) ? 'demo' : 'empty'
  const db = await openPgliteDatabase(join(dataDir, 'pglite'), await pgliteTemplate(inject('databaseTemplates').pglite[variant]))
  await db.close()
  return dataDir
}

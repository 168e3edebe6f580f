import { randomBytes } from 'node:crypto'

import { inject } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { prepareDatabase } from '../../web/prepare-database.ts'
import { createDatabase } from './postgres-cluster.ts'

export type DatabaseKind = 'pglite' | 'postgres'
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres']

let pgliteTemplate: Promise<Blob> | undefined

/**
 * A fresh database of `kind`, migrated and holding the demo catalogue. PGlite takes
 * about 2 s to start empty, so every one is cloned from one prepared template.
 */
export async function freshDatabase(kind: DatabaseKind, options: { demo?: boolean } = {}): Promise<Database> {
  const demo = options.demo ?? true
  if (kind === 'pglite') {
    if (!demo) return preparedPglite(false)
    pgliteTemplate ??= makePgliteTemplate()
    return openPgliteDatabase(undefined, await pgliteTemplate)
  }
  const name = `test_${randomBytes(6).toString('hex')}`
  const db = openPostgresDatabase(await createDatabase(inject('postgresUrl'), name))
  await prepareDatabase(db, { demo }, new Date())
  return db
}

async function makePgliteTemplate(): Promise<Blob> {
  const db = await openPgliteDatabase(undefined)
  await prepareDatabase(db, { demo: true }, new Date())
  const dump = await db.dump()
  await db.close()
  return dump
}

async function preparedPglite(demo: boolean): Promise<Database> {
  const db = await openPgliteDatabase(undefined)
  await prepareDatabase(db, { demo }, new Date())
  return db
}

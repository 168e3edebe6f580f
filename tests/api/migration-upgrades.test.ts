import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { migrate } from '../../web/db/migrate.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { applyState, migrationStates, type MigrationState } from '../support/migration-history.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { schemaDifferences, schemaSnapshot, type SchemaSnapshot } from '../support/schema-snapshot.ts'
import type { DatabaseKind } from '../support/test-databases.ts'

/**
 * A database made by each earlier state of the migrations (tests/fixtures/migration-history: the texts at each
 * commit that changed web/db/migrations), upgraded by today's runner, ends with the schema of a fresh one:
 * functions with their bodies, triggers, columns, indexes, constraints and views, read from the catalogs.
 */
const STATES = migrationStates()

/**
 * Branch states no database on main ever was, which today's runner cannot upgrade, with the error it stops on:
 * 806d97c (work-p21 before 08a28bc) ran 015 without 013 and without the index today's 017 drops by name.
 */
const CANNOT_UPGRADE: Record<string, RegExp> = { '21-806d97c': /index "store_transactions_reversed" does not exist/ }
const UPGRADABLE = STATES.filter((state) => !CANNOT_UPGRADE[state.folder])

let blankPglite: Promise<Blob> | undefined

/** An empty PGlite data folder, made once: loading it spares each database PGlite's first start. */
async function makeBlankPglite(): Promise<Blob> {
  const db = await openPgliteDatabase(undefined)
  try {
    return await db.dump()
  } finally {
    await db.close()
  }
}

async function blankDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openPgliteDatabase(undefined, await (blankPglite ??= makeBlankPglite()))
  return openPostgresDatabase(await createDatabase(inject('postgresUrl'), `test_${randomBytes(6).toString('hex')}`))
}

async function upgradedSnapshot(kind: DatabaseKind, state: MigrationState | undefined): Promise<SchemaSnapshot> {
  const db = await blankDatabase(kind)
  try {
    if (state) await applyState(db, state)
    await migrate(db)
    return await schemaSnapshot(db)
  } finally {
    await db.close()
  }
}

describe.each<DatabaseKind>(['postgres', 'pglite'])('upgrades from every earlier state of the migrations (%s)', (kind) => {
  let fresh: SchemaSnapshot
  beforeAll(async () => {
    fresh = await upgradedSnapshot(kind, undefined)
  })

  it('reads a schema worth comparing', () => {
    expect(fresh.functions.length).toBeGreaterThan(20)
    expect(fresh.triggers.length).toBeGreaterThan(5)
  })

  it.each(UPGRADABLE.map((state) => [state.folder, state] as const))(
    '%s ends as a fresh database',
    async (_folder, state) => {
      const differences = schemaDifferences(await upgradedSnapshot(kind, state), fresh)
      expect(differences, `${state.subject}\n${JSON.stringify(differences, null, 2)}`).toEqual({})
    },
    120_000
  )

  it.each(Object.entries(CANNOT_UPGRADE))(
    '%s stops with an error, nothing half applied',
    async (folder, error) => {
      const state = STATES.find((candidate) => candidate.folder === folder)
      expect(state).toBeDefined()
      const db = await blankDatabase(kind)
      try {
        await applyState(db, state!)
        await expect(migrate(db)).rejects.toThrow(error)
        const { rows } = await db.query<{ version: number }>('select max(version)::int as version from schema_migrations')
        expect(rows[0]?.version).toBeLessThan(17)
      } finally {
        await db.close()
      }
    },
    120_000
  )
})

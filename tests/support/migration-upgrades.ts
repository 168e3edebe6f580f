import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { migrate } from '../../web/db/migrate.ts'
import { stateDatabases } from './migration-checkpoints.ts'
import { migrationStates } from './migration-history.ts'
import { schemaDifferences, schemaSnapshot, type SchemaSnapshot } from './schema-snapshot.ts'
import type { DatabaseKind } from './test-databases.ts'

/**
 * A database made by each earlier state of the migrations (tests/fixtures/migration-history: the texts at each
 * commit that changed web/db/migrations), upgraded by today's runner, ends with the schema of a fresh one:
 * functions with their bodies, triggers, columns, indexes, constraints and views, read from the catalogs.
 * A file per kind of database (tests/api/migration-upgrades*.test.ts), so that the two run side by side.
 */
const STATES = migrationStates()

/**
 * Branch states no database on main ever was, which today's runner cannot upgrade, with the error it stops on:
 * 806d97c (work-p21 before 08a28bc) ran 015 without 013 and without the index today's 017 drops by name.
 */
const CANNOT_UPGRADE: Record<string, RegExp> = { '21-806d97c': /index "store_transactions_reversed" does not exist/ }
const UPGRADABLE = STATES.filter((state) => !CANNOT_UPGRADE[state.folder])

async function upgradedSnapshot(db: Database): Promise<SchemaSnapshot> {
  await migrate(db)
  return schemaSnapshot(db)
}

export function describeUpgrades(kind: DatabaseKind): void {
  describe(`upgrades from every earlier state of the migrations (${kind})`, () => {
    const databases = stateDatabases(kind, STATES)
    let fresh: SchemaSnapshot
    beforeAll(async () => {
      fresh = await databases.at(undefined, upgradedSnapshot)
    })
    afterAll(() => databases.close())

    it('reads a schema worth comparing', () => {
      expect(fresh.functions.length).toBeGreaterThan(20)
      expect(fresh.triggers.length).toBeGreaterThan(5)
    })

    it.each(UPGRADABLE.map((state) => [state.folder, state] as const))(
      '%s ends as a fresh database',
      async (_folder, state) => {
        const upgraded = await databases.at(state, upgradedSnapshot)
        const differences = schemaDifferences(upgraded, fresh)
        expect(differences, `${state.subject}\n${JSON.stringify(differences, null, 2)}`).toEqual({})
      },
      120_000
    )

    it.each(Object.entries(CANNOT_UPGRADE))(
      '%s stops with an error, nothing half applied',
      async (folder, error) => {
        const state = STATES.find((candidate) => candidate.folder === folder)
        expect(state).toBeDefined()
        await databases.at(state, async (db) => {
          await expect(migrate(db)).rejects.toThrow(error)
          const { rows } = await db.query<{ version: number }>('select max(version)::int as version from schema_migrations')
          expect(rows[0]?.version).toBeLessThan(17)
        })
      },
      120_000
    )
  })
}

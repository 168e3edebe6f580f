import { randomBytes } from 'node:crypto'

import { inject } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { applyMigrations, applyState, createMigrationsTable, type MigrationState } from './migration-history.ts'
import { createDatabase } from './postgres-cluster.ts'
import type { DatabaseKind } from './test-databases.ts'

type Migration = MigrationState['migrations'][number]

/** Databases holding an earlier state's migrations (support/migration-history.ts), each as that state's runner left it. */
export interface StateDatabases {
  /** Runs `work` on a database holding `state`'s migrations (none: a blank database), then lets the database go. */
  at<Result>(state: MigrationState | undefined, work: (db: Database) => Promise<Result>): Promise<Result>
  close(): Promise<void>
}

export function stateDatabases(kind: DatabaseKind, states: readonly MigrationState[]): StateDatabases {
  return kind === 'postgres' ? postgresStateDatabases(states) : pgliteStateDatabases()
}

/**
 * PGlite: one instance for every state, its schema emptied before each (PGlite's start from a tarball cost more
 * than all the rest). Every object the migrations make lives in the current schema (nothing creates a role, a
 * schema or an extension, and the migrations name no schema): an empty `public` is a blank database to them, and
 * `at` checks that nothing was made elsewhere.
 */
function pgliteStateDatabases(): StateDatabases {
  let opened: Promise<Database> | undefined
  const schemasOf = async (db: Database) =>
    (await db.query<{ name: string }>('select nspname as name from pg_namespace order by nspname')).rows.map((row) => row.name)
  return {
    async at(state, work) {
      const db = await (opened ??= openPgliteDatabase(undefined))
      await db.exec('drop schema public cascade; create schema public')
      const schemas = await schemasOf(db)
      if (state) await applyState(db, state)
      const result = await work(db)
      const after = await schemasOf(db)
      if (after.join() !== schemas.join()) throw new Error(`a migration made a schema: ${after.join(', ')} (was ${schemas.join(', ')})`)
      return result
    },
    close: async () => (await opened)?.close()
  }
}

const key = (migrations: readonly Migration[]) => migrations.map((migration) => `${migration.version}:${migration.sql}`).join('\u0000')

/**
 * PostgreSQL: a database per state, copied (CREATE DATABASE … TEMPLATE) from the deepest prefix of migrations it
 * shares with another state, so each shared prefix is applied once: the states are a tree of migration lists
 * (most begin with the same early files). The copy is the database applyState would make on a blank one.
 */
function postgresStateDatabases(states: readonly MigrationState[]): StateDatabases {
  const shared = sharedPrefixes(states.map((state) => state.migrations))
  const templates = new Map<string, Promise<string>>()

  /** A new database holding `migrations`, built on the deepest shared prefix shorter than them. */
  async function build(migrations: readonly Migration[]): Promise<{ name: string; db: Database }> {
    let parent = migrations.length - 1
    while (parent > 0 && !shared.has(key(migrations.slice(0, parent)))) parent--
    const { name, url } = await newDatabase(parent > 0 ? await template(migrations.slice(0, parent)) : undefined)
    const db = openPostgresDatabase(url)
    if (parent === 0) await createMigrationsTable(db)
    await applyMigrations(db, migrations.slice(parent))
    return { name, db }
  }

  /** The name of a database holding `migrations`, made once, which nobody stays connected to (a template). */
  function template(migrations: readonly Migration[]): Promise<string> {
    let made = templates.get(key(migrations))
    if (!made) {
      made = build(migrations).then(async ({ name, db }) => (await db.close(), name))
      templates.set(key(migrations), made)
    }
    return made
  }

  return {
    async at(state, work) {
      let db: Database
      if (!state) db = openPostgresDatabase((await newDatabase()).url)
      else if (shared.has(key(state.migrations))) db = openPostgresDatabase((await newDatabase(await template(state.migrations))).url)
      else db = (await build(state.migrations)).db
      try {
        return await work(db)
      } finally {
        await db.close()
      }
    },
    close: async () => undefined
  }
}

/** The prefixes worth keeping: the longest one each pair of states shares. */
function sharedPrefixes(lists: readonly (readonly Migration[])[]): Set<string> {
  const prefixes = new Set<string>()
  const keys = lists.map((list) => list.map((migration) => key([migration])))
  keys.forEach((a, first) =>
    keys.slice(first + 1).forEach((b) => {
      let common = 0
      while (common < a.length && common < b.length && a[common] === b[common]) common++
      if (common > 0) prefixes.add(key(lists[first]!.slice(0, common)))
    })
  )
  return prefixes
}

/** A new database of the run's cluster, empty or a copy of `template`. */
async function newDatabase(template?: string): Promise<{ name: string; url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  return { name, url: await createDatabase(inject('postgresUrl'), name, template) }
}

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Database } from '../../web/db/database.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'

const HISTORY = join(import.meta.dirname, '../fixtures/migration-history')

/** The migrations as they were at one commit (scripts/migration-history.mjs wrote them). */
export interface MigrationState {
  folder: string
  commit: string
  subject: string
  gap: boolean
  migrations: { version: number; name: string; sql: string }[]
}

export function migrationStates(): MigrationState[] {
  return readdirSync(HISTORY, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'texts')
    .map((entry) => readState(entry.name))
    .sort((a, b) => a.folder.localeCompare(b.folder))
}

function readState(folder: string): MigrationState {
  const state = JSON.parse(readFileSync(join(HISTORY, folder, 'state.json'), 'utf8')) as {
    commit: string
    subject: string
    gap: boolean
    files: string[]
    /** Each file whose text differs from today's → its text under texts/ (one copy shared by the states). */
    changed: Record<string, string>
  }
  const migrations = state.files.map((file) => {
    const version = Number(file.slice(0, 3))
    const today = MIGRATIONS.find((migration) => migration.version === version)
    if (!today) throw new Error(`${folder}: ${file} is not a migration of today`)
    const text = state.changed[file]
    const sql = text ? readFileSync(join(HISTORY, text), 'utf8') : today.sql
    return { version, name: today.name, sql }
  })
  return { folder, commit: state.commit, subject: state.subject, gap: state.gap, migrations }
}

/**
 * A database as the runner of that time left it: schema_migrations without checksums, no function records, each
 * migration in its transaction (with today's step for 8, which existed since 8 did: it folds no name on an empty
 * database and sets username_key not null).
 */
export async function applyState(db: Database, state: MigrationState): Promise<void> {
  await createMigrationsTable(db)
  await applyMigrations(db, state.migrations)
}

/** The runner's table as the earliest runners made it (no checksum column). */
export async function createMigrationsTable(db: Database): Promise<void> {
  await db.exec(`create table schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`)
}

/** `migrations` applied as that time's runner did, each in its transaction (applyState). */
export async function applyMigrations(db: Database, migrations: readonly MigrationState['migrations'][number][]): Promise<void> {
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await MIGRATIONS.find((today) => today.version === migration.version)?.after?.(tx)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
    })
  }
}

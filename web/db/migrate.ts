import type { Database, Queryable } from './database.ts'
import { MIGRATIONS, type Migration } from './migrations/index.ts'

/** Any constant works, as long as every web host uses the same one. */
const MIGRATION_LOCK_KEY = 72_201_001

/**
 * Applies the missing migrations; several hosts starting at once apply each exactly once. With nothing to apply
 * it only reads, so a role that may not change the schema (README, "Two PostgreSQL roles") starts.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (session) => {
    if (await allApplied(session, migrations)) return []
    await session.query(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const applied = await appliedVersions(session)
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of pending) {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql)
        await migration.after?.(tx)
        await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
      })
    }
    return pending.map((migration) => migration.version)
  })
}

async function allApplied(session: Queryable, migrations: readonly Migration[]): Promise<boolean> {
  const { rows } = await session.query<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present")
  if (!rows[0]?.present) return false
  const applied = await appliedVersions(session)
  return migrations.every((migration) => applied.has(migration.version))
}

async function appliedVersions(session: Queryable): Promise<Set<number>> {
  const { rows } = await session.query<{ version: number }>('select version from schema_migrations')
  return new Set(rows.map((row) => row.version))
}

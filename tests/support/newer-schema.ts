import type { Database } from '../../web/db/database.ts'

/** Above every real migration: what a newer release's migration looks like to this code. */
export const NEWER_VERSION = 999

/**
 * A test-only migration "from a newer release", recorded as the runner records one (web/db/migrate.ts): like the
 * issue's 008, it adds a column every new account must fill, which this code's insert does not (a NOT NULL refusal).
 */
export async function applyNewerMigration(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`alter table accounts add column region text;
      update accounts set region = 'fr';
      alter table accounts alter column region set not null`)
    await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [NEWER_VERSION, 'test_newer_release'])
  })
}

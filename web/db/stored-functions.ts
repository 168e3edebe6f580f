import type { Database } from './database.ts'
import type { StoredFunction } from './functions/index.ts'
import type { MigrationRecords } from './migration-records.ts'
import { sqlChecksum } from './sql-checksum.ts'

/**
 * Applies the function files whose text differs from the one last applied (all of them after a migration ran:
 * an old migration may have defined a function again), each in its own transaction with its checksum.
 * `create or replace` keeps the triggers and indexes that use a function. Returns the names applied.
 */
export async function applyStoredFunctions(
  db: Database,
  records: MigrationRecords,
  functions: readonly StoredFunction[],
  all: boolean
): Promise<string[]> {
  const pending = functions.filter((fn) => all || records.functions.get(fn.name) !== sqlChecksum(fn.sql))
  for (const fn of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(fn.sql)
      await tx.query(
        `insert into schema_functions (name, checksum) values ($1, $2)
           on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [fn.name, sqlChecksum(fn.sql)]
      )
    })
  }
  return pending.map((fn) => fn.name)
}

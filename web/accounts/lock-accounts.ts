import type { Queryable } from '../db/database.ts'

/**
 * Locks accounts in id order, first thing in a transaction that may change several: the project's lock
 * order (web/README.md "Lock order") starts with accounts by id, so two such transactions wait for each
 * other instead of deadlocking.
 */
export async function lockAccounts(tx: Queryable, ids: readonly (number | null | undefined)[]): Promise<void> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (unique.length === 0) return
  await tx.query('select id from accounts where id = any($1::int[]) order by id for update', [unique])
}

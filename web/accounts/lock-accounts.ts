import type { Queryable } from '../db/database.ts'

/**
 * The accounts a transaction locked (lockAccounts), with the rank each wears as the transaction left it:
 * what comes after (a Grade settled, a subscription ended) reads and keeps the rank here instead of locking
 * the account a second time.
 */
export class LockedAccounts {
  readonly #asked: ReadonlySet<number>
  readonly #ranks: Map<number, string>

  constructor(asked: ReadonlySet<number>, ranks: Map<number, string>) {
    this.#asked = asked
    this.#ranks = ranks
  }

  /** Whether this transaction asked for the account's lock. */
  holds(accountId: number): boolean {
    return this.#asked.has(accountId)
  }

  /** The account's rank now; undefined: no such account. Asking for one never locked is a mistake in the code. */
  rank(accountId: number): string | undefined {
    if (!this.#asked.has(accountId)) throw new Error(`account ${accountId} read without its lock`)
    return this.#ranks.get(accountId)
  }

  setRank(accountId: number, rank: string): void {
    if (this.#ranks.has(accountId)) this.#ranks.set(accountId, rank)
  }
}

/**
 * Locks accounts in id order, first thing in a transaction that may change several: the project's lock
 * order (web/README.md "Lock order") starts with accounts by id, so two such transactions wait for each
 * other instead of deadlocking. One statement for all of them; the rows it returns are the ones that exist.
 */
export async function lockAccounts(tx: Queryable, ids: readonly (number | null | undefined)[]): Promise<LockedAccounts> {
  const unique = new Set(ids.filter((id): id is number => typeof id === 'number'))
  if (unique.size === 0) return new LockedAccounts(unique, new Map())
  const { rows } = await tx.query<{ id: number; rank: string }>(
    'select id, rank from accounts where id = any($1::int[]) order by id for update',
    [[...unique]]
  )
  return new LockedAccounts(unique, new Map(rows.map((row) => [row.id, row.rank])))
}

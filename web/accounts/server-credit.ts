import type { Database } from '../db/database.ts'
import { changeBalance } from './ledger.ts'

export interface ServerCredit {
  accountId: number
  amount: number
  reason: string
  /** The ledger reference that makes a retried credit a no-op; undefined: never deduplicated. */
  reference: string | undefined
  at: Date
}

/**
 * A game server's credit, once per reference. Returns the new balance, or undefined when the
 * reference was already credited (or the change would go below zero): nothing changed.
 */
export async function creditOnce(db: Database, credit: ServerCredit): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // The account row's lock makes the reference check and the credit one step for concurrent retries.
    await tx.query('select 1 from accounts where id = $1 for update', [credit.accountId])
    if (credit.reference) {
      const done = await tx.query('select 1 from ledger where account_id = $1 and reference = $2', [credit.accountId, credit.reference])
      if (done.rows.length > 0) return undefined
    }
    const { accountId, amount: delta, reason, reference, at } = credit
    return changeBalance(tx, { accountId, delta, reason, reference, at })
  })
}

import type { Queryable } from '../db/database.ts'

export interface BalanceChange {
  accountId: number
  delta: number
  reason: string
  reference?: string
  at: Date
  /**
   * Only a reversal (refund, lost dispute) takes back what it credited even below zero: the negative
   * balance is a debt, repaid by the next credits. Anything else never drives a balance below zero.
   */
  allowDebt?: boolean
}

/**
 * Moves a balance and writes its ledger row, inside the caller's transaction.
 * Returns the new balance, or undefined when it would go below zero (nothing changed). A credit
 * to an account in debt repays the debt first, simply because it adds to a negative balance.
 */
export async function changeBalance(tx: Queryable, change: BalanceChange): Promise<number | undefined> {
  const { rows } = await tx.query<{ shop_tokens: number }>(
    `update accounts set shop_tokens = shop_tokens + $2, updated_at = $3
      where id = $1 and ($4 or $2 >= 0 or shop_tokens + $2 >= 0) returning shop_tokens`,
    [change.accountId, change.delta, change.at, change.allowDebt === true]
  )
  const balance = rows[0]?.shop_tokens
  if (balance === undefined) return undefined
  await tx.query(
    `insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [change.accountId, change.delta, balance, change.reason, change.reference ?? null, change.at]
  )
  return balance
}

import type { LedgerEntry } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { iso } from './player-rows.ts'

export const LEDGER_PAGE_SIZE = 25

/** One page of a player's ledger, newest first, with the total count for the pager. */
export async function readLedgerPage(db: Queryable, accountId: number, page: number): Promise<{ entries: LedgerEntry[]; total: number }> {
  const { rows } = await db.query<{
    id: string
    delta: number
    balance_after: number
    reason: string
    reference: string | null
    created_at: Date
  }>(
    `select id::text as id, delta, balance_after, reason, reference, created_at from ledger
      where account_id = $1 order by ledger.id desc limit $2 offset $3`,
    [accountId, LEDGER_PAGE_SIZE, (page - 1) * LEDGER_PAGE_SIZE]
  )
  const count = await db.query<{ total: number }>('select count(*)::int as total from ledger where account_id = $1', [accountId])
  return {
    entries: rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      balanceAfter: row.balance_after,
      reason: row.reason,
      reference: row.reference,
      at: iso(row.created_at)
    })),
    total: count.rows[0]?.total ?? 0
  }
}

import type { Queryable } from '../db/database.ts'

export interface LedgerTotal {
  /** Where the Unions came from or went (ledger reference's kind). */
  source: 'purchase' | 'pack' | 'payment' | 'subscription' | 'reversal' | 'game_server' | 'staff' | 'other'
  credited: number
  spent: number
}

/**
 * Unions credited and taken out since the shop began, by source, from the ledger (append-only: the
 * totals only grow). One aggregate over the whole table: cheap for a shop's ledger, read at each scrape.
 */
export async function ledgerTotals(db: Queryable): Promise<LedgerTotal[]> {
  const { rows } = await db.query<{ source: LedgerTotal['source']; credited: string | null; spent: string | null }>(
    `select case
              when reference like 'order:%' then 'purchase'
              when reference like 'order-line:%' then 'pack'
              when reference like 'tebex-reversal:%' or reference like 'tebex-subscription-reversal:%' then 'reversal'
              when reference like 'tebex-subscription:%' then 'subscription'
              when reference like 'tebex:%' then 'payment'
              when reference like 'server-credit:%' then 'game_server'
              -- Credits and debits made in the back-office (web/admin/players/player-actions.ts: staff:<form key>).
              when reference like 'staff:%' then 'staff'
              else 'other'
            end as source,
            sum(delta) filter (where delta > 0) as credited,
            sum(-delta) filter (where delta < 0) as spent
       from ledger group by 1`
  )
  return rows.map((row) => ({ source: row.source, credited: Number(row.credited ?? 0), spent: Number(row.spent ?? 0) }))
}

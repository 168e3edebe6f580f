import type { Debt, StorePayment, WebhookEvent } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { paymentFromRow, paymentSelect, readEventsAbout } from '../players/player-payments.ts'
import { isoOrNull } from '../players/player-rows.ts'

export const PAYMENT_PAGE_SIZE = 30

export interface PaymentFilter {
  status?: string
  q?: string
  page: number
}

/** Store payment lines, newest first: by state, and by payment id or player name when `q` is given. */
export async function readPayments(db: Queryable, filter: PaymentFilter): Promise<{ payments: StorePayment[]; total: number }> {
  const where = `($1::text is null or s.status = $1)
    and ($2::text is null or s.payment_id = $2 or lower(buyer.username) = lower($2) or lower(recipient.username) = lower($2))`
  const params = [filter.status ?? null, filter.q?.trim() || null]
  const { rows } = await db.query<Parameters<typeof paymentFromRow>[0]>(
    `${paymentSelect(where)} order by s.created_at desc, s.txn_id limit $3 offset $4`,
    [...params, PAYMENT_PAGE_SIZE, (filter.page - 1) * PAYMENT_PAGE_SIZE]
  )
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from store_transactions s left join accounts buyer on buyer.id = s.account_id
       left join accounts recipient on recipient.id = s.gift_to_account_id where ${where}`,
    params
  )
  return { payments: rows.map(paymentFromRow), total: count.rows[0]?.total ?? 0 }
}

export async function readPayment(db: Queryable, txnId: string): Promise<{ payment: StorePayment; events: WebhookEvent[] } | undefined> {
  const { rows } = await db.query<Parameters<typeof paymentFromRow>[0]>(paymentSelect('s.txn_id = $1'), [txnId])
  const row = rows[0]
  if (!row) return undefined
  return { payment: paymentFromRow(row), events: await readEventsAbout(db, [row.txn_id], row.payment_id ? [row.payment_id] : []) }
}

/** Players below zero after a refund, a lost dispute or a subscription's month taken back, with what the store took back. */
export async function readDebts(db: Queryable): Promise<Debt[]> {
  const { rows } = await db.query<{ id: number; username: string; shop_tokens: number; reversed: number; last_at: Date | null }>(
    `select a.id, a.username, a.shop_tokens, coalesce(-sum(l.delta), 0)::int as reversed, max(l.created_at) as last_at
       from accounts a left join ledger l on l.account_id = a.id and l.delta < 0 and l.reference like 'tebex%'
      where a.shop_tokens < 0 group by a.id order by a.shop_tokens, a.id limit 500`
  )
  return rows.map((row) => ({
    accountId: row.id,
    username: row.username,
    debt: -row.shop_tokens,
    reversed: row.reversed,
    lastReversalAt: isoOrNull(row.last_at)
  }))
}

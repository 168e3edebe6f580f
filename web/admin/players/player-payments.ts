import type { CashAmount } from '../../../src/core/contract/cash-amount.ts'
import { CASH_AMOUNT_SQL } from '../../tebex/cash-amount.ts'
import type { PlayerDetail, StorePayment, WebhookEvent } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { iso } from './player-rows.ts'
import { EVENT_COLUMNS, eventFromRow, type EventRow } from '../payments/unresolved-events.ts'

interface PaymentRow {
  txn_id: string
  payment_id: string | null
  username: string | null
  recipient: string | null
  package_name: string
  quantity: number
  amount: CashAmount | null
  status: string
  review_reason: string | null
  created_at: Date
  account_id: number | null
  gift_to_account_id: number | null
}

/** The store payment columns the back-office shows; `where` filters `s` (store_transactions). */
export function paymentSelect(where: string): string {
  return `select s.txn_id, s.payment_id, buyer.username, recipient.username as recipient, s.package_name, s.quantity, ${CASH_AMOUNT_SQL},
                 s.status, s.review_reason, s.created_at, s.account_id, s.gift_to_account_id
            from store_transactions s
            left join accounts buyer on buyer.id = s.account_id
            left join accounts recipient on recipient.id = s.gift_to_account_id
           where ${where}`
}

export function paymentFromRow(row: PaymentRow): StorePayment {
  return {
    txnId: row.txn_id,
    paymentId: row.payment_id,
    username: row.username,
    recipient: row.recipient,
    packageName: row.package_name,
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    reviewReason: row.review_reason,
    at: iso(row.created_at)
  }
}

/** The player's store-provider payments (own, gifts both ways) and every webhook event about them. */
export async function readPlayerPayments(
  db: Queryable,
  accountId: number
): Promise<Pick<PlayerDetail, 'payments' | 'events' | 'giftsSent' | 'giftsReceived'>> {
  const { rows } = await db.query<PaymentRow>(
    `${paymentSelect('s.account_id = $1 or s.gift_to_account_id = $1')} order by s.created_at desc, s.txn_id limit 200`,
    [accountId]
  )
  const gift = (row: PaymentRow) => row.gift_to_account_id !== null && row.gift_to_account_id !== row.account_id
  return {
    payments: rows.filter((row) => !gift(row)).map(paymentFromRow),
    giftsSent: rows.filter((row) => gift(row) && row.account_id === accountId).map(paymentFromRow),
    giftsReceived: rows.filter((row) => gift(row) && row.gift_to_account_id === accountId).map(paymentFromRow),
    events: await readEventsAbout(
      db,
      rows.map((row) => row.txn_id),
      [...new Set(rows.flatMap((row) => row.payment_id ?? []))],
      accountId
    )
  }
}

/**
 * The webhook events naming these store transactions or payments, newest first, as they were received (no signature is
 * stored). With `accountId`, also those that recorded no store transaction but were for that account: a package the
 * catalogue does not know (a line's accountId, or the basket's custom.accountId for events stored before lines said who).
 */
export async function readEventsAbout(db: Queryable, txnIds: string[], paymentIds: string[], accountId?: number): Promise<WebhookEvent[]> {
  if (txnIds.length === 0 && paymentIds.length === 0 && accountId === undefined) return []
  const { rows } = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from tebex_events e
      where e.body->'subject'->>'transaction_id' = any($2::text[])
         or exists (select 1 from jsonb_array_elements(e.detail) d where d->>'txnId' = any($1::text[]))
         or ($3::int is not null and e.outcome = 'unknown_package' and (
              exists (select 1 from jsonb_array_elements(e.detail) d where d->>'accountId' = $3::text)
              or e.body->'subject'->'custom'->>'accountId' = $3::text))
      order by e.received_at desc limit 200`,
    [txnIds, paymentIds, accountId ?? null]
  )
  return rows.map(eventFromRow)
}

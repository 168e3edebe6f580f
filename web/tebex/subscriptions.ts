import { tebexMessages } from '../../src/core/messages/tebex.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { lockAccounts } from '../accounts/lock-accounts.ts'
import type { Queryable } from '../db/database.ts'
import { expireSubscriptions } from './subscription-expiry.ts'
import { recordPayment } from './record-payment.ts'
import { tebexDate, type RecurringSubject } from './recurring-schema.ts'
import type { LineOutcome, WebhookContext } from './webhook-outcomes.ts'
import type { PaymentSubject } from './webhook-schema.ts'

const LATER_PERIOD = "excluded.paid_until > coalesce(subscriptions.paid_until, excluded.paid_until - interval '1 second')"

interface SubscribedLine {
  productId: number
  label: string
  monthlyUnions: number
  accountId: number
  txnId: string
}

/** recurring-payment.started and .renewed pay one period: the Grade, and that period's Unions once. */
export async function paidPeriod(
  tx: Queryable,
  type: 'recurring-payment.started' | 'recurring-payment.renewed',
  subject: RecurringSubject,
  context: WebhookContext
): Promise<LineOutcome[]> {
  const payment = subject.last_payment ?? subject.initial_payment
  if (!payment) return [{ outcome: 'unknown_payment' }]
  // The same store transactions as payment.completed: whichever of the two comes first records and grants the payment.
  const recorded = await recordPayment(tx, payment, context)
  const line = await subscribedLine(tx, payment)
  if (!line) return recorded
  if (type === 'recurring-payment.renewed') {
    // Whichever event recorded it, a renewal's payment shows as one in the history.
    await tx.query('update store_transactions set package_name = $2 where txn_id = $1', [line.txnId, tebexMessages.renewalName(line.label)])
  }
  await tx.query(
    `insert into subscriptions (reference, account_id, product_id, status, paid_until, created_at, updated_at)
     values ($1, $2, $3, 'active', $4, $5, $5)
     on conflict (reference) do update set updated_at = excluded.updated_at,
       paid_until = greatest(subscriptions.paid_until, excluded.paid_until),
       -- Only a later period paid undoes a pending end: the same period told again changes nothing.
       status = case when ${LATER_PERIOD} then 'active' else subscriptions.status end,
       ends_at = case when ${LATER_PERIOD} then null else subscriptions.ends_at end`,
    [subject.reference, line.accountId, line.productId, tebexDate(subject.next_payment_at) ?? null, context.at]
  )
  await tx.query('update store_transactions set subscription_reference = $1 where payment_id = $2', [
    subject.reference,
    payment.transaction_id
  ])
  const credited = await creditMonth(tx, subject.reference, payment, line, context.at)
  return [...recorded, { txnId: line.txnId, accountId: line.accountId, outcome: credited ? 'month_credited' : 'month_already_credited' }]
}

/** The subscribed product of the payment (a Grade sold as a subscription) and who received it; none once the payment was taken back. */
async function subscribedLine(tx: Queryable, payment: PaymentSubject): Promise<SubscribedLine | undefined> {
  const { rows } = await tx.query<{ product_id: number; label: string; monthly: number; account_id: number; txn_id: string }>(
    `select p.id as product_id, p.label, p.subscription_monthly_unions as monthly,
            coalesce(s.gift_to_account_id, s.account_id) as account_id, s.txn_id
       from store_transactions s join products p on p.id = s.product_id
      where s.payment_id = $1 and p.subscription_monthly_unions is not null and s.account_id is not null
        and s.status not in ('unknown_recipient', 'refunded', 'dispute_lost')
      order by s.txn_id limit 1`,
    [payment.transaction_id]
  )
  const row = rows[0]
  return row && { productId: row.product_id, label: row.label, monthlyUnions: row.monthly, accountId: row.account_id, txnId: row.txn_id }
}

/** Once per paid period: the period is the subscription's payment, so the same renewal told twice credits once. */
async function creditMonth(tx: Queryable, reference: string, payment: PaymentSubject, line: SubscribedLine, at: Date): Promise<boolean> {
  if (line.monthlyUnions <= 0) return false
  const ledgerReference = `tebex-subscription:${reference}:${payment.transaction_id}`
  const seen = await tx.query('select 1 from ledger where account_id = $1 and reference = $2', [line.accountId, ledgerReference])
  if (seen.rows.length > 0) return false
  const reason = tebexMessages.subscriptionUnions(line.label, reference)
  await changeBalance(tx, { accountId: line.accountId, delta: line.monthlyUnions, reason, reference: ledgerReference, at })
  return true
}

/**
 * A cancellation, a lapse or the end: the Grade stays until the end of the period paid for, Tebex's
 * next_payment_at when it sends one, else the end of the last period recorded, else now. Past already,
 * it goes at once (subscription-expiry.ts, under the account lock taken here).
 */
export async function endAtPeriodEnd(tx: Queryable, subject: RecurringSubject, context: WebhookContext): Promise<LineOutcome[]> {
  const { rows } = await tx.query<{ account_id: number; paid_until: Date | string | null }>(
    'select account_id, paid_until from subscriptions where reference = $1',
    [subject.reference]
  )
  const row = rows[0]
  if (!row) return [{ outcome: 'unknown_subscription' }]
  // Accounts before subscriptions, as the scheduled check takes them.
  const locked = await lockAccounts(tx, [row.account_id])
  const endsAt = tebexDate(subject.next_payment_at) ?? (row.paid_until ? new Date(row.paid_until) : context.at)
  await tx.query(`update subscriptions set status = 'ending', ends_at = $2, updated_at = $3 where reference = $1 and status <> 'ended'`, [
    subject.reference,
    endsAt,
    context.at
  ])
  const ended = await expireSubscriptions(tx, context, { reference: subject.reference, locked })
  return [{ accountId: row.account_id, outcome: ended.length > 0 ? 'subscription_ended' : 'subscription_ending' }]
}

/** An aborted cancellation, or an active status again: the Grade stays. */
export async function resume(tx: Queryable, subject: RecurringSubject, context: WebhookContext): Promise<LineOutcome[]> {
  const { rows } = await tx.query<{ account_id: number }>(
    `update subscriptions set status = 'active', ends_at = null, updated_at = $2
      where reference = $1 and status = 'ending' returning account_id`,
    [subject.reference, context.at]
  )
  if (rows.length > 0) return rows.map((row) => ({ accountId: row.account_id, outcome: 'subscription_resumed' }))
  // Not started yet: the event waits for its subscription (waiting-events.ts), so it undoes a cancellation told before it.
  const known = await tx.query('select 1 from subscriptions where reference = $1', [subject.reference])
  return known.rows.length > 0 ? [] : [{ outcome: 'unknown_subscription' }]
}

/**
 * payment.refunded and payment.dispute.lost of a subscription's payment: the Unions that month
 * credited go back too, once (`tebex-subscription-reversal:…`), as a Unions pack's do: even when
 * they were spent (the balance goes below zero: a debt, repaid by later credits).
 */
export async function reverseMonthCredits(tx: Queryable, transactionId: string, context: WebhookContext): Promise<LineOutcome[]> {
  const { rows } = await tx.query<{ account_id: number; delta: number; reference: string }>(
    `select account_id, delta, reference from ledger
      where reference like 'tebex-subscription:%' and split_part(reference, ':', 3) = $1 order by id`,
    [transactionId]
  )
  const outcomes: LineOutcome[] = []
  for (const row of rows) {
    const reference = row.reference.replace(/^tebex-subscription:/, 'tebex-subscription-reversal:')
    const seen = await tx.query('select 1 from ledger where account_id = $1 and reference = $2', [row.account_id, reference])
    if (seen.rows.length > 0) continue
    const reason = tebexMessages.subscriptionUnionsReversal(transactionId)
    const balance = await changeBalance(tx, {
      accountId: row.account_id,
      delta: -row.delta,
      reason,
      reference,
      at: context.at,
      allowDebt: true
    })
    outcomes.push({ accountId: row.account_id, outcome: 'reversed', ...(balance !== undefined && balance < 0 ? { debt: -balance } : {}) })
  }
  return outcomes
}

import type { Queryable } from '../db/database.ts'
import { recordPayment } from './record-payment.ts'
import { flagDispute, reversePayment } from './reverse-payment.ts'
import { ACTIVE_STATUS_ID } from './recurring-schema.ts'
import { endAtPeriodEnd, paidPeriod, resume, reverseMonthCredits } from './subscriptions.ts'
import type { HandledEvent, PaymentEvent } from './webhook-event.ts'
import type { LineOutcome, WebhookContext } from './webhook-outcomes.ts'

/**
 * One handler per event type (research/tebex.md §2.2); undefined for one the shop stores and leaves alone
 * (validation.webhook, payment.declined: nothing was paid). The switch is exhaustive over the types
 * webhook-event.ts reads, so a type added there without a handler does not compile.
 */
export function actOnEvent(tx: Queryable, event: HandledEvent, context: WebhookContext): Promise<LineOutcome[]> | undefined {
  switch (event.type) {
    case 'validation.webhook':
    case 'payment.declined':
      return undefined
    case 'payment.completed':
      return recordPayment(tx, event.subject, context)
    case 'payment.refunded':
      return takeBack(tx, event, 'refunded', context)
    case 'payment.dispute.lost':
      return takeBack(tx, event, 'dispute_lost', context)
    case 'payment.dispute.opened':
      return flagDispute(tx, event.subject.transaction_id, 'complete', 'dispute_opened', context.at)
    case 'payment.dispute.won':
    case 'payment.dispute.closed':
      return flagDispute(tx, event.subject.transaction_id, 'dispute_opened', 'complete', context.at)
    case 'recurring-payment.started':
    case 'recurring-payment.renewed':
      return paidPeriod(tx, event.type, event.subject, context)
    case 'recurring-payment.cancellation.requested':
    case 'recurring-payment.ended':
      return endAtPeriodEnd(tx, event.subject, context)
    case 'recurring-payment.cancellation.aborted':
      return resume(tx, event.subject, context)
    case 'recurring-payment.status-changed':
      return event.subject.status?.id === ACTIVE_STATUS_ID ? resume(tx, event.subject, context) : endAtPeriodEnd(tx, event.subject, context)
  }
}

/** A payment taken back (refund, lost dispute): its lines, then the month's Unions a subscription's payment credited. */
async function takeBack(
  tx: Queryable,
  event: PaymentEvent,
  finalStatus: 'refunded' | 'dispute_lost',
  context: WebhookContext
): Promise<LineOutcome[]> {
  const id = event.subject.transaction_id
  const lines = await reversePayment(tx, id, finalStatus, context)
  if (lines.some((line) => line.outcome === 'unknown_payment')) return lines
  return [...lines, ...(await reverseMonthCredits(tx, id, context))]
}

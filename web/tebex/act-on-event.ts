import type { Queryable } from '../db/database.ts'
import { recordPayment } from './record-payment.ts'
import type { RecurringSubject } from './recurring-schema.ts'
import { isRecurringEvent } from './recurring-schema.ts'
import { flagDispute, reversePayment } from './reverse-payment.ts'
import { actOnRecurring, reverseMonthCredits } from './subscriptions.ts'
import type { LineOutcome, WebhookContext } from './webhook-outcomes.ts'
import type { PaymentSubject } from './webhook-schema.ts'

/** What one event does, line by line; undefined for a type the shop does not act on. */
export async function actOnEvent(
  tx: Queryable,
  type: string,
  subject: { payment?: PaymentSubject | undefined; recurring?: RecurringSubject | undefined },
  context: WebhookContext
): Promise<LineOutcome[] | undefined> {
  const { payment, recurring } = subject
  if (!payment) return recurring && isRecurringEvent(type) ? actOnRecurring(tx, type, recurring, context) : undefined
  const lines = await actOnPayment(tx, type, payment, context)
  // A subscription's payment taken back takes back the month's Unions it credited as well.
  const reversed = type === 'payment.refunded' || type === 'payment.dispute.lost'
  if (lines && reversed && !lines.some((line) => line.outcome === 'unknown_payment')) {
    lines.push(...(await reverseMonthCredits(tx, payment.transaction_id, context)))
  }
  return lines
}

function actOnPayment(tx: Queryable, type: string, payment: PaymentSubject, context: WebhookContext): Promise<LineOutcome[]> | undefined {
  const id = payment.transaction_id
  switch (type) {
    case 'payment.completed':
      return recordPayment(tx, payment, context)
    case 'payment.refunded':
      return reversePayment(tx, id, 'refunded', context)
    case 'payment.dispute.lost':
      return reversePayment(tx, id, 'dispute_lost', context)
    case 'payment.dispute.opened':
      return flagDispute(tx, id, 'complete', 'dispute_opened', context.at)
    case 'payment.dispute.won':
    case 'payment.dispute.closed':
      return flagDispute(tx, id, 'dispute_opened', 'complete', context.at)
    default:
      return undefined
  }
}

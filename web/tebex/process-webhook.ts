import type { Database, Queryable } from '../db/database.ts'
import { recordPayment } from './record-payment.ts'
import type { RecurringSubject } from './recurring-schema.ts'
import { isRecurringEvent } from './recurring-schema.ts'
import { actOnRecurring, reverseMonthCredits } from './subscriptions.ts'
import { flagDispute, reversePayment } from './reverse-payment.ts'
import { recordEvent, setEventOutcome } from './tebex-events.ts'
import { eventOutcome, type LineOutcome, type WebhookContext } from './webhook-outcomes.ts'
import type { PaymentSubject, WebhookEnvelope } from './webhook-schema.ts'

export interface WebhookResult {
  /** The event id was seen before: nothing was done again. */
  replay: boolean
  outcome: string
}

/**
 * Stores the event and acts on it in one transaction, so an event is either stored and done or
 * neither; a second delivery of the same id finds it stored and changes nothing.
 */
export async function processWebhook(
  db: Database,
  envelope: WebhookEnvelope,
  body: unknown,
  payment: PaymentSubject | undefined,
  context: WebhookContext,
  recurring?: RecurringSubject
): Promise<WebhookResult> {
  return db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, { id: envelope.id, type: envelope.type, body, receivedAt: context.at })
    if (!fresh) {
      const { rows } = await tx.query<{ outcome: string }>('select outcome from tebex_events where id = $1', [envelope.id])
      return { replay: true, outcome: rows[0]?.outcome ?? 'received' }
    }
    const lines = payment
      ? await actOnPayment(tx, envelope.type, payment, context)
      : recurring && isRecurringEvent(envelope.type)
        ? await actOnRecurring(tx, envelope.type, recurring, context)
        : undefined
    // A subscription's payment taken back takes back the month's Unions it credited as well.
    if (payment && lines && (envelope.type === 'payment.refunded' || envelope.type === 'payment.dispute.lost')) {
      lines.push(...(await reverseMonthCredits(tx, payment.transaction_id, context)))
    }
    const outcome = eventOutcome(envelope.type, lines)
    await setEventOutcome(tx, envelope.id, outcome, lines ?? [])
    return { replay: false, outcome }
  })
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

import type { Queryable } from '../db/database.ts'
import { actOnEvent } from './act-on-event.ts'
import { readTebexEvent, type HandledEvent } from './webhook-event.ts'
import { eventOutcome, type WebhookContext } from './webhook-outcomes.ts'

/*
 * Tebex documents no delivery order and retries an event answered with an error later (research/tebex.md §2.6),
 * so a refund or a dispute may come before the payment.completed of its payment (one whose first try failed), and a
 * recurring-payment.ended before its started. Such an event is kept with the outcome `unknown_payment` or `unknown_subscription` (it waits), shown
 * to staff, and applied by the transaction that records its subject, in the order the events were received.
 */

/** The payment and the subscription an event may have recorded: the ones whose waiting events may now apply. */
export interface RecordedSubjects {
  paymentId?: string | undefined
  reference?: string | undefined
}

export function subjectsRecordedBy(event: HandledEvent | undefined): RecordedSubjects {
  if (event?.type === 'payment.completed') return { paymentId: event.subject.transaction_id }
  if (event?.type !== 'recurring-payment.started' && event?.type !== 'recurring-payment.renewed') return {}
  const paid = event.subject.last_payment ?? event.subject.initial_payment
  return { paymentId: paid?.transaction_id, reference: event.subject.reference }
}

const WAITING = [
  { outcome: 'unknown_payment', key: `body->'subject'->>'transaction_id'` },
  { outcome: 'unknown_subscription', key: `body->'subject'->>'reference'` }
] as const

/** Applies the events waiting for these subjects, oldest first; one whose subject is still unknown keeps waiting. */
export async function applyWaitingEvents(tx: Queryable, subjects: RecordedSubjects, context: WebhookContext): Promise<void> {
  const values = [subjects.paymentId, subjects.reference]
  for (const [index, waiting] of WAITING.entries()) {
    const value = values[index]
    if (!value) continue
    const { rows } = await tx.query<{ id: string; type: string; body: unknown }>(
      `select id, type, body from tebex_events where outcome = $1 and ${waiting.key} = $2 order by received_at, id for update`,
      [waiting.outcome, value]
    )
    for (const row of rows) await applyWaitingEvent(tx, row, waiting.outcome, context)
  }
}

async function applyWaitingEvent(
  tx: Queryable,
  event: { id: string; type: string; body: unknown },
  waitingOutcome: string,
  context: WebhookContext
): Promise<void> {
  // Read again by the reader the route used: the event was stored only once it read.
  const read = readTebexEvent(event.body)
  const handled = read.ok ? read.event.handled : undefined
  const lines = handled && (await actOnEvent(tx, handled, context))
  const outcome = eventOutcome(event.type, lines)
  if (outcome === waitingOutcome) return
  await tx.query('update tebex_events set outcome = $2, detail = $3, applied_at = $4 where id = $1', [
    event.id,
    outcome,
    JSON.stringify(lines ?? []),
    context.at
  ])
}

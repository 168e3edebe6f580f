import type { Database } from '../db/database.ts'
import { actOnEvent } from './act-on-event.ts'
import { recordEvent, setEventOutcome } from './tebex-events.ts'
import { applyWaitingEvents, subjectsRecordedBy } from './waiting-events.ts'
import type { TebexEvent } from './webhook-event.ts'
import { eventOutcome, type WebhookContext } from './webhook-outcomes.ts'

export interface WebhookResult {
  /** The event id was seen before: nothing was done again. */
  replay: boolean
  outcome: string
}

/**
 * Stores the event and acts on it in one transaction, so an event is either stored and done or
 * neither; a second delivery of the same id finds it stored and changes nothing. An event that
 * recorded a payment or a subscription then applies, in the same transaction, the events that
 * arrived before it and waited for that subject (waiting-events.ts).
 */
export async function processWebhook(db: Database, event: TebexEvent, context: WebhookContext): Promise<WebhookResult> {
  const { id, type } = event.envelope
  return db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, { id, type, body: event.body, receivedAt: context.at })
    if (!fresh) {
      const { rows } = await tx.query<{ outcome: string }>('select outcome from tebex_events where id = $1', [id])
      return { replay: true, outcome: rows[0]?.outcome ?? 'received' }
    }
    const lines = event.handled && (await actOnEvent(tx, event.handled, context))
    const outcome = eventOutcome(type, lines)
    await setEventOutcome(tx, id, outcome, lines ?? [])
    await applyWaitingEvents(tx, subjectsRecordedBy(event.handled), context)
    return { replay: false, outcome }
  })
}

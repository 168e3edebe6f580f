import * as z from 'zod/mini'

import { RECURRING_EVENT_TYPES, recurringSubjectSchema } from './recurring-schema.ts'
import { PAYMENT_EVENT_TYPES, paymentSubjectSchema, webhookEnvelopeSchema, type WebhookEnvelope } from './webhook-schema.ts'

/*
 * Every webhook the shop handles, read whole in one step by the schema its `type` names (research/tebex.md
 * §2.1–2.3: the types of Tebex's PHP SDK). A type the shop does not handle (basket.abandoned, one Tebex adds
 * later) is read by its envelope alone: stored, answered 200 and left alone, so Tebex stops sending it.
 */

const head = { id: webhookEnvelopeSchema.shape.id, date: webhookEnvelopeSchema.shape.date }

const handledEventSchema = z.discriminatedUnion('type', [
  // research/tebex.md §2.6: its subject is `{}`, and nothing of it is read.
  z.object({ ...head, type: z.literal('validation.webhook'), subject: z.optional(z.unknown()) }),
  // A payment we cannot read is refused, not stored: Tebex sends it again, and a fixed reader then takes it.
  z.object({ ...head, type: z.enum(PAYMENT_EVENT_TYPES), subject: paymentSubjectSchema }),
  z.object({ ...head, type: z.enum(RECURRING_EVENT_TYPES), subject: recurringSubjectSchema })
])
/** An event of a type the shop handles, its subject read as that type documents it. */
export type HandledEvent = z.infer<typeof handledEventSchema>
export type PaymentEvent = Extract<HandledEvent, { subject: z.infer<typeof paymentSubjectSchema> }>

const HANDLED_TYPES: ReadonlySet<string> = new Set(['validation.webhook', ...PAYMENT_EVENT_TYPES, ...RECURRING_EVENT_TYPES])

/** A webhook as read: its envelope (what is stored) and, for a type the shop handles, the whole event. */
export interface TebexEvent {
  envelope: WebhookEnvelope
  /** The JSON body as it came, stored with the event. */
  body: unknown
  /** Undefined: a type the shop does not handle. */
  handled: HandledEvent | undefined
}

type EventReading = { ok: true; event: TebexEvent } | { ok: false; error: z.core.$ZodError }

/** The one reader of a webhook body: the route's, and the one that reads again an event that waited (waiting-events.ts). */
export function readTebexEvent(body: unknown): EventReading {
  const envelope = webhookEnvelopeSchema.safeParse(body)
  if (!envelope.success) return { ok: false, error: envelope.error }
  if (!HANDLED_TYPES.has(envelope.data.type)) return { ok: true, event: { envelope: envelope.data, body, handled: undefined } }
  const handled = handledEventSchema.safeParse(body)
  if (!handled.success) return { ok: false, error: handled.error }
  return { ok: true, event: { envelope: envelope.data, body, handled: handled.data } }
}

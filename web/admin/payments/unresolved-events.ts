import type { WebhookEvent } from '../../../src/core/contract/back-office-players.ts'
import { paymentResolutionTexts } from '../../../src/core/messages/payment-resolution.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { paymentSubjectSchema, webhookEnvelopeSchema, type PaymentSubject, type WebhookProduct } from '../../tebex/webhook-schema.ts'
import { iso } from '../players/player-rows.ts'
import type { StaffActor } from '../staff-actions.ts'

/** The columns eventFromRow reads, for a select of tebex_events aliased `e`. */
export const EVENT_COLUMNS =
  'e.id, e.type, e.outcome, e.received_at, e.detail, e.body, e.resolved_at, e.resolved_by, e.resolved_reason, e.applied_at'

export interface EventRow {
  id: string
  type: string
  outcome: string
  received_at: Date
  detail: unknown
  body: unknown
  resolved_at: Date | null
  resolved_by: string | null
  resolved_reason: string | null
  applied_at: Date | null
}

export function eventFromRow(row: EventRow): WebhookEvent {
  const resolved = row.resolved_at ? { at: iso(row.resolved_at), by: row.resolved_by ?? '', reason: row.resolved_reason ?? '' } : null
  return {
    id: row.id,
    type: row.type,
    outcome: row.outcome,
    receivedAt: iso(row.received_at),
    detail: row.detail,
    body: row.body,
    resolved,
    appliedAt: row.applied_at ? iso(row.applied_at) : null
  }
}

/** The payment and its line `index`, when that line is a package the webhook did not know and nobody has settled yet. */
export async function unknownPackageLine(
  tx: Queryable,
  eventId: string,
  index: number
): Promise<{ subject: PaymentSubject; line: WebhookProduct }> {
  const { rows } = await tx.query<{ type: string; body: unknown; detail: unknown }>(
    'select type, body, detail from tebex_events where id = $1',
    [eventId]
  )
  const event = rows[0]
  if (!event) throw new HttpError(404, paymentResolutionTexts.unknownEvent)
  const envelope = webhookEnvelopeSchema.safeParse(event.body)
  const subject = paymentSubjectSchema.safeParse(envelope.success ? envelope.data.subject : undefined)
  if (event.type !== 'payment.completed' || !subject.success) throw new HttpError(409, paymentResolutionTexts.notAPayment)
  const line = subject.data.products[index]
  if (!line) throw new HttpError(404, paymentResolutionTexts.unknownLine)
  const outcome = Array.isArray(event.detail) ? (event.detail[index] as { outcome?: unknown } | undefined)?.outcome : undefined
  if (outcome !== 'unknown_package') throw new HttpError(409, paymentResolutionTexts.notUnknownPackage)
  return { subject: subject.data, line }
}

/** Where the webhook event of a payment left `txnId` without a recipient: its id and the line's position, if any. */
export async function recipientLineOf(
  tx: Queryable,
  paymentId: string,
  txnId: string
): Promise<{ eventId: string; line: number } | undefined> {
  const { rows } = await tx.query<{ id: string; detail: unknown }>(
    `select e.id, e.detail from tebex_events e
      where e.body->'subject'->>'transaction_id' = $1 and e.outcome = 'unknown_recipient' order by e.received_at`,
    [paymentId]
  )
  for (const row of rows) {
    const lines = Array.isArray(row.detail) ? (row.detail as { txnId?: unknown; outcome?: unknown }[]) : []
    const line = lines.findIndex((entry) => entry.txnId === txnId && entry.outcome === 'unknown_recipient')
    if (line >= 0) return { eventId: row.id, line }
  }
  return undefined
}

/**
 * Writes what became of the line into the event's detail (one element, so two lines settled at once both stay), and marks
 * the event resolved — by whom, when, why — once no unknown package or recipient is left in it.
 */
export async function markLineResolved(
  tx: Queryable,
  resolution: { eventId: string; line: number; actor: StaffActor; at: Date; reason: string },
  outcome: Record<string, unknown>
): Promise<void> {
  await tx.query('update tebex_events set detail = jsonb_set(detail, array[$2::text], $3::jsonb) where id = $1', [
    resolution.eventId,
    String(resolution.line),
    JSON.stringify({ ...outcome, by: resolution.actor.name, at: resolution.at.toISOString(), reason: resolution.reason })
  ])
  await tx.query(
    `update tebex_events set resolved_at = $2, resolved_by = $3, resolved_reason = $4
      where id = $1 and not exists (
        select 1 from jsonb_array_elements(detail) line where line->>'outcome' in ('unknown_package', 'unknown_recipient'))`,
    [resolution.eventId, resolution.at, resolution.actor.name, resolution.reason]
  )
}

/**
 * Events that left something for staff — an unknown package (nothing recorded), an unknown recipient (recorded, not
 * granted), or an event still waiting for its payment or subscription (web/tebex/waiting-events.ts) — still open first.
 */
export async function readUnresolvedEvents(db: Queryable): Promise<WebhookEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select ${EVENT_COLUMNS} from tebex_events e
      where e.outcome in ('unknown_package', 'unknown_recipient', 'unknown_payment', 'unknown_subscription')
      order by e.resolved_at is not null, e.received_at desc limit 100`
  )
  return rows.map(eventFromRow)
}

/** A payment the store provider took back (a refund or a lost dispute, applied or still waiting) is never given by hand: 409. */
export async function refuseTakenBack(tx: Queryable, paymentId: string): Promise<void> {
  const { rows } = await tx.query(
    `select 1 from tebex_events where body->'subject'->>'transaction_id' = $1
        and type in ('payment.refunded', 'payment.dispute.lost') limit 1`,
    [paymentId]
  )
  if (rows.length > 0) throw new HttpError(409, paymentResolutionTexts.takenBack)
}

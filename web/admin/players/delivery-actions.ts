import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AuditedChange } from '../staff-actions.ts'
import { cancellable, requeueable, type DeliveryFacts } from './delivery-rules.ts'

interface DeliveryRow extends DeliveryFacts {
  id: number
  attempts: number
}

async function lockDelivery(tx: Queryable, deliveryId: number): Promise<DeliveryRow> {
  const { rows } = await tx.query<DeliveryRow>(
    'select id::int as id, status, attempts, failures, flagged_at is not null as flagged, claimed_until as "claimedUntil" from deliveries where id = $1 for update',
    [deliveryId]
  )
  if (!rows[0]) throw new HttpError(404, backOfficePlayerErrors.unknownDelivery)
  return rows[0]
}

/**
 * A failed or cancelled delivery goes back to pending with its failures forgotten (no delay, no longer
 * « À revoir »): the game server's next claim hands it out if its player is online.
 */
export async function requeueDelivery(
  tx: Queryable,
  deliveryId: number,
  now: Date,
  reason: string
): Promise<AuditedChange<{ status: string }>> {
  const row = await lockDelivery(tx, deliveryId)
  if (!requeueable(row, now)) throw new HttpError(409, backOfficePlayerErrors.notRequeueable)
  await tx.query(
    `update deliveries set status = 'pending', claimed_until = null, failures = 0, retry_at = null, flagged_at = null where id = $1`,
    [deliveryId]
  )
  return {
    before: { delivery: deliveryId, status: row.status, attempts: row.attempts, failures: row.failures },
    after: { delivery: deliveryId, status: 'pending', reason },
    result: { status: 'pending' }
  }
}

/**
 * A delivery that must not happen: pending, or failed. One the game server holds a live claim on may be
 * granted at this very moment, and a delivered one happened: neither is cancelled.
 */
export async function cancelDelivery(
  tx: Queryable,
  deliveryId: number,
  now: Date,
  reason: string
): Promise<AuditedChange<{ status: string }>> {
  const row = await lockDelivery(tx, deliveryId)
  if (!cancellable(row, now)) throw new HttpError(409, backOfficePlayerErrors.notCancellable)
  await tx.query(`update deliveries set status = 'cancelled', claimed_until = null where id = $1`, [deliveryId])
  return {
    before: { delivery: deliveryId, status: row.status, attempts: row.attempts },
    after: { delivery: deliveryId, status: 'cancelled', reason },
    result: { status: 'cancelled' }
  }
}

/** `account:<username>` of the delivery's player, for the audit. */
export async function deliveryTarget(db: Queryable, deliveryId: number): Promise<string> {
  const { rows } = await db.query<{ username: string }>(
    'select a.username from deliveries d join accounts a on a.id = d.account_id where d.id = $1',
    [deliveryId]
  )
  if (!rows[0]) throw new HttpError(404, backOfficePlayerErrors.unknownDelivery)
  return `account:${rows[0].username}`
}

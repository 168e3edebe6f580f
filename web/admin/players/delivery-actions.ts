import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AuditedChange } from '../staff-actions.ts'

interface DeliveryRow {
  id: number
  status: string
  attempts: number
  claimed_until: Date | null
}

async function lockDelivery(tx: Queryable, deliveryId: number): Promise<DeliveryRow> {
  const { rows } = await tx.query<DeliveryRow>(
    'select id::int as id, status, attempts, claimed_until from deliveries where id = $1 for update',
    [deliveryId]
  )
  if (!rows[0]) throw new HttpError(404, backOfficePlayerErrors.unknownDelivery)
  return rows[0]
}

const failed = (row: DeliveryRow, now: Date) => row.status === 'claimed' && row.claimed_until !== null && new Date(row.claimed_until) <= now

/** A failed (claim ran out) or cancelled delivery goes back to pending: the game server's next poll claims it. */
export async function requeueDelivery(
  tx: Queryable,
  deliveryId: number,
  now: Date,
  reason: string
): Promise<AuditedChange<{ status: string }>> {
  const row = await lockDelivery(tx, deliveryId)
  if (!failed(row, now) && row.status !== 'cancelled') throw new HttpError(409, backOfficePlayerErrors.notRequeueable)
  await tx.query(`update deliveries set status = 'pending', claimed_until = null where id = $1`, [deliveryId])
  return {
    before: { delivery: deliveryId, status: row.status, attempts: row.attempts },
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
  if (row.status !== 'pending' && !failed(row, now)) throw new HttpError(409, backOfficePlayerErrors.notCancellable)
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

import type { Queryable } from '../db/database.ts'
import type { GradeGrant } from './grade-ranks.ts'

export interface Revocation {
  /** Deliveries of the line that never reached the game: cancelled, never handed out. */
  cancelled: number
  /** Revocation deliveries written for goods or a Grade the game had (or may have) handed out. */
  revocations: number
  /** Something of the line reached the game: staff should check the revocation went through. */
  reachedGame: boolean
}

interface LineDelivery {
  id: number
  account_id: number
  character_id: number | null
  server_name: string
  quantity: number
  grants: { kind?: string }[]
  status: string
  store_transaction_id: string
}

const isGrade = (delivery: LineDelivery) => delivery.grants.some((grant) => grant.kind === 'grade')

/**
 * Takes back through the game server what a reversed payment line handed out. A pending delivery is
 * cancelled. A delivered one gets a 'revoke' delivery with the same grants; one claimed right now
 * may be granted as we speak, so it is cancelled (never handed out again) and revoked too. A Grade is
 * revoked on each server that had it by a 'revoke' delivery of the Grade that remains (tier 0: none);
 * without a remaining Grade (none sold, or already taken back at a subscription's end) Grade deliveries are left alone.
 */
export async function revokeDeliveries(
  tx: Queryable,
  line: { txnId: string; remainingGrade: GradeGrant | undefined; at: Date }
): Promise<Revocation> {
  const rows = (await lineDeliveries(tx, [line.txnId])).filter((row) => line.remainingGrade !== undefined || !isGrade(row))
  const reached = await cancelUndelivered(tx, rows)
  let revocations = 0
  for (const delivery of reached.filter((row) => !isGrade(row))) {
    await insertRevocation(tx, delivery, delivery.grants, line.at)
    revocations += 1
  }
  revocations += await revokeGradeOnServers(tx, reached, line.remainingGrade, line.at)
  return { cancelled: rows.length - reached.length, revocations, reachedGame: reached.length > 0 }
}

/**
 * A subscription's end takes back its Grade only (anything else its payments gave was paid for and
 * stays): the Grade deliveries of its payments not handed out yet are cancelled, and each server that
 * had (or may have) the Grade gets a 'revoke' delivery of the Grade that remains (tier 0: none).
 */
export async function revokeGrade(tx: Queryable, lines: { txnIds: string[]; remainingGrade: GradeGrant; at: Date }): Promise<Revocation> {
  const rows = (await lineDeliveries(tx, lines.txnIds)).filter(isGrade)
  const reached = await cancelUndelivered(tx, rows)
  const revocations = await revokeGradeOnServers(tx, reached, lines.remainingGrade, lines.at)
  return { cancelled: rows.length - reached.length, revocations, reachedGame: reached.length > 0 }
}

async function lineDeliveries(tx: Queryable, txnIds: string[]): Promise<LineDelivery[]> {
  const { rows } = await tx.query<LineDelivery>(
    `select id::int as id, account_id, character_id, server_name, quantity, grants, status, store_transaction_id from deliveries
      where store_transaction_id = any($1::text[]) and kind = 'grant' and status <> 'cancelled' order by id for update`,
    [txnIds]
  )
  return rows
}

/** Cancels what is not delivered (pending, or claimed right now); returns what reached (or may have reached) the game. */
async function cancelUndelivered(tx: Queryable, rows: LineDelivery[]): Promise<LineDelivery[]> {
  const toCancel = rows.filter((delivery) => delivery.status !== 'delivered').map((delivery) => delivery.id)
  if (toCancel.length > 0) {
    await tx.query(`update deliveries set status = 'cancelled', claimed_until = null where id = any($1::bigint[])`, [toCancel])
  }
  return rows.filter((delivery) => delivery.status !== 'pending')
}

/** One revocation per server that had the Grade, revoking its latest Grade delivery there. */
async function revokeGradeOnServers(tx: Queryable, reached: LineDelivery[], remaining: GradeGrant | undefined, at: Date): Promise<number> {
  if (!remaining) return 0
  const servers = new Map(reached.filter(isGrade).map((delivery) => [delivery.server_name, delivery]))
  for (const delivery of servers.values()) await insertRevocation(tx, { ...delivery, quantity: 1 }, [remaining], at)
  return servers.size
}

async function insertRevocation(tx: Queryable, of: LineDelivery, grants: unknown[], at: Date): Promise<void> {
  await tx.query(
    `insert into deliveries (account_id, character_id, server_name, quantity, grants, store_transaction_id, created_at, kind, revokes_delivery_id)
     values ($1, $2, $3, $4, $5, $6, $7, 'revoke', $8)`,
    [of.account_id, of.character_id, of.server_name, of.quantity, JSON.stringify(grants), of.store_transaction_id, at, of.id]
  )
}

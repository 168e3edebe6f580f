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
}

const isGrade = (delivery: LineDelivery) => delivery.grants.some((grant) => grant.kind === 'grade')

/**
 * Takes back through the game server what a reversed payment line handed out. A pending delivery is
 * cancelled. A delivered one gets a 'revoke' delivery with the same grants; one claimed right now
 * may be granted as we speak, so it is cancelled (never handed out again) and revoked too. A Grade is
 * revoked on each server that had it by a 'revoke' delivery of the Grade that remains (tier 0: none).
 */
export async function revokeDeliveries(
  tx: Queryable,
  line: { txnId: string; remainingGrade: GradeGrant | undefined; at: Date }
): Promise<Revocation> {
  const { rows } = await tx.query<LineDelivery>(
    `select id::int as id, account_id, character_id, server_name, quantity, grants, status from deliveries
      where store_transaction_id = $1 and kind = 'grant' and status <> 'cancelled' order by id for update`,
    [line.txnId]
  )
  const reached = rows.filter((delivery) => delivery.status !== 'pending')
  const toCancel = rows.filter((delivery) => delivery.status !== 'delivered').map((delivery) => delivery.id)
  if (toCancel.length > 0) {
    await tx.query(`update deliveries set status = 'cancelled', claimed_until = null where id = any($1::bigint[])`, [toCancel])
  }
  let revocations = 0
  for (const delivery of reached.filter((row) => !isGrade(row))) {
    await insertRevocation(tx, delivery, delivery.grants, line)
    revocations += 1
  }
  const gradeServers = new Map(reached.filter(isGrade).map((delivery) => [delivery.server_name, delivery]))
  for (const delivery of gradeServers.values()) {
    if (!line.remainingGrade) break
    await insertRevocation(tx, { ...delivery, quantity: 1 }, [line.remainingGrade], line)
    revocations += 1
  }
  return { cancelled: toCancel.length - reached.filter((row) => row.status === 'claimed').length, revocations, reachedGame: reached.length > 0 }
}

async function insertRevocation(tx: Queryable, of: LineDelivery, grants: unknown[], line: { txnId: string; at: Date }): Promise<void> {
  await tx.query(
    `insert into deliveries (account_id, character_id, server_name, quantity, grants, store_transaction_id, created_at, kind, revokes_delivery_id)
     values ($1, $2, $3, $4, $5, $6, $7, 'revoke', $8)`,
    [of.account_id, of.character_id, of.server_name, of.quantity, JSON.stringify(grants), line.txnId, line.at, of.id]
  )
}

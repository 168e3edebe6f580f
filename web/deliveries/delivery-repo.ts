import type { Delivery } from '../../src/core/contract/game-server.ts'
import type { Database } from '../db/database.ts'
import { readClaimed } from './claimed-deliveries.ts'

export interface ClaimRequest {
  serverName: string
  limit: number
  now: Date
  claimedUntil: Date
}

/**
 * The claim of resources before 1.1, which do not say who is online: the server's open deliveries in id
 * order, whoever they are for. SKIP LOCKED lets concurrent callers take disjoint sets. Deliveries failing
 * for an online player wait out their delay here too. See owner-claim.ts for the claim that cannot starve.
 */
export async function claimDeliveries(db: Database, claim: ClaimRequest): Promise<Delivery[]> {
  return readClaimed(
    db,
    `claimed as (
       update deliveries set status = 'claimed', claimed_until = $3, attempts = attempts + 1
        where id in (
          select id from deliveries
           where server_name = $1 and (status = 'pending' or (status = 'claimed' and claimed_until <= $2))
             and (retry_at is null or retry_at <= $2)
           order by id limit $4 for update skip locked)
       returning *)`,
    [claim.serverName, claim.now, claim.claimedUntil, claim.limit]
  )
}

/**
 * Marks claimed deliveries delivered, even when their claim ran out meanwhile (the game did grant
 * them). Pending, delivered and unknown ids are left alone and not answered.
 */
export async function acknowledgeDeliveries(db: Database, ids: number[], now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `update deliveries set status = 'delivered', delivered_at = $2, claimed_until = null
      where id = any($1::bigint[]) and status = 'claimed' returning id::int as id`,
    [ids, now]
  )
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

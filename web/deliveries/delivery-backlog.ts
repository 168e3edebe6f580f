import type { Queryable } from '../db/database.ts'
import { OWNER_CAN_TAKE } from './owner-can-take.ts'

export interface ServerBacklog {
  serverName: string
  /**
   * Open deliveries its game server could take now (owner online, on that character) and that never failed: the real
   * backlog. Ones that failed wait out their delay and count in `review` once flagged.
   */
  waitingOnline: number
  /** The other open deliveries: mostly waiting for their player to join (or to play that character), which is no fault. */
  waitingOffline: number
  /** Open deliveries flagged « À revoir » (failed again and again for an online player). */
  review: number
}

export interface DeliveryHealth {
  backlog: ServerBacklog[]
  /** When each game server last claimed (docs/in-game.md#deliveries): one that stops shows here. */
  lastClaims: { serverName: string; at: Date }[]
}

/**
 * What the delivery alerts read (README "Metrics") for the configured servers, by partial indexes only: the open deliveries,
 * those of the players online (the presence list is a few hundred rows), and those flagged.
 */
export async function deliveryHealth(db: Queryable, serverNames: string[]): Promise<DeliveryHealth> {
  const { rows } = await db.query<{ server_name: string; open: number; online: number; review: number }>(
    `select s.server_name,
            (select count(*)::int from deliveries d where d.server_name = s.server_name and d.status in ('pending', 'claimed')) as open,
            (select count(*)::int from game_presence p
               join deliveries d on d.server_name = p.server_name and d.account_id = p.account_id and d.status in ('pending', 'claimed')
              where p.server_name = s.server_name and d.failures = 0 and ${OWNER_CAN_TAKE}) as online,
            (select count(*)::int from deliveries d
              where d.server_name = s.server_name and d.flagged_at is not null and d.status in ('pending', 'claimed')) as review
       from unnest($1::text[]) as s(server_name)`,
    [serverNames]
  )
  const claims = await db.query<{ server_name: string; last_claim_at: Date }>('select server_name, last_claim_at from game_server_claims')
  return {
    backlog: rows.map((row) => ({
      serverName: row.server_name,
      waitingOnline: row.online,
      waitingOffline: row.open - row.online,
      review: row.review
    })),
    lastClaims: claims.rows.map((row) => ({ serverName: row.server_name, at: new Date(row.last_claim_at) }))
  }
}

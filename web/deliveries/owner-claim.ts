import type { ReportedPlayer } from '../../src/core/contract/game-deliveries.ts'
import type { Delivery } from '../../src/core/contract/game-server.ts'
import type { Database } from '../db/database.ts'
import { readClaimed } from './claimed-deliveries.ts'
import { OWNER_CAN_TAKE } from './owner-can-take.ts'

/** At most this many of one player's deliveries a claim, so one player's hoard never fills a round. */
export const PER_PLAYER_CLAIM = 20

export interface OwnerClaim {
  serverName: string
  players: ReportedPlayer[]
  limit: number
  now: Date
  claimedUntil: Date
}

/**
 * docs/in-game.md#deliveries: remembers who is online on the server (replacing what its last claim said)
 * and when it claimed, then claims only what those players can take now: their account's deliveries,
 * and a character's only while that character is played (or the framework did not say which).
 * Deliveries for offline owners are never read, however many wait.
 */
export async function claimForOnlinePlayers(db: Database, claim: OwnerClaim): Promise<Delivery[]> {
  await recordPresence(db, claim)
  return readClaimed(
    db,
    `claimed as (
       update deliveries set status = 'claimed', claimed_until = $3, attempts = attempts + 1
        where id in (
          select d.id from deliveries d
           where d.id in (
             select mine.id from game_presence p cross join lateral (
               select d.id from deliveries d
                where d.server_name = $1 and d.account_id = p.account_id and d.status in ('pending', 'claimed')
                  and (d.status = 'pending' or d.claimed_until <= $2) and (d.retry_at is null or d.retry_at <= $2)
                  and ${OWNER_CAN_TAKE}
                order by d.id limit $5) mine
              where p.server_name = $1 and p.seen_at = $2)
             and (d.status = 'pending' or (d.status = 'claimed' and d.claimed_until <= $2))
             and (d.retry_at is null or d.retry_at <= $2)
           order by d.id limit $4 for update skip locked)
       returning *)`,
    [claim.serverName, claim.now, claim.claimedUntil, claim.limit, PER_PLAYER_CLAIM]
  )
}

/** One statement: the server's online players (by account) replace its last list, and its claim time is kept. */
async function recordPresence(db: Database, claim: OwnerClaim): Promise<void> {
  const reported = claim.players.map((player) => ({
    identifiers: player.identifiers,
    characters: player.characters,
    active: player.activeCharacter
  }))
  await db.query(
    `with reported as (
       select r.identifiers, r.characters, r.active
         from jsonb_to_recordset($2::jsonb) as r(identifiers text[], characters text[], active text)),
     owners as (
       select distinct on (i.account_id) i.account_id, r.characters, r.active
         from reported r join account_identifiers i on i.identifier = any(r.identifiers)
        order by i.account_id),
     gone as (
       delete from game_presence p
        where p.server_name = $1 and not exists (select 1 from owners o where o.account_id = p.account_id)),
     seen as (
       insert into game_presence (server_name, account_id, character_ids, active_character, seen_at)
       select $1, account_id, characters, active, $3 from owners
       on conflict (server_name, account_id) do update
          set character_ids = excluded.character_ids, active_character = excluded.active_character, seen_at = excluded.seen_at)
     insert into game_server_claims (server_name, last_claim_at) values ($1, $3)
     on conflict (server_name) do update set last_claim_at = greatest(game_server_claims.last_claim_at, excluded.last_claim_at)`,
    [claim.serverName, JSON.stringify(reported), claim.now]
  )
}

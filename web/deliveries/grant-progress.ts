import type { GrantAckResponse, GrantFailureRequest, GrantFailureResponse, GrantStep } from '../../src/core/contract/game-deliveries.ts'
import type { Queryable } from '../db/database.ts'

/** docs/constants.md#deliveries: the delay before a failed delivery is tried again doubles from 30 s up to 15 min. */
export const RETRY_FIRST_SECONDS = 30
export const RETRY_MAX_SECONDS = 900

/**
 * Records one grant as given, once whatever how often it is said (a resource that restarts says it again):
 * the last of its grants delivers the delivery. A cancelled one keeps its status (it reached the game all the
 * same: its revocation takes it back). undefined: no such delivery, or no such grant in it.
 */
export async function recordGrant(db: Queryable, id: number, step: GrantStep, now: Date): Promise<GrantAckResponse | undefined> {
  const { rows } = await db.query<GrantAckResponse>(
    `with locked as (
       select id, status, granted_steps, quantity * jsonb_array_length(grants) as total from deliveries
        where id = $1 and $3 <= quantity and $4 < jsonb_array_length(grants) for update),
     next as (
       select id, status, total,
              case when $2 = any(granted_steps) then granted_steps else array_append(granted_steps, $2) end as steps from locked),
     done as (
       select id, steps, total, status in ('pending', 'claimed') and cardinality(steps) >= total as completes from next)
     update deliveries d
        set granted_steps = done.steps,
            status = case when done.completes then 'delivered' else d.status end,
            delivered_at = case when done.completes then $5 else d.delivered_at end,
            claimed_until = case when done.completes then null else d.claimed_until end
       from done where d.id = done.id
     returning d.status, cardinality(d.granted_steps) as granted, done.total as "of"`,
    [id, `${step.unit}:${step.grant}`, step.unit, step.grant, now]
  )
  return rows[0]
}

/**
 * A grant failed for its online owner: the reason is kept for staff, the claim is given up and the next try
 * waits a growing delay. The failure that reaches `maxFailures` flags it for staff, and only that one asks the
 * resource to tell the player. undefined: no open delivery with that id.
 */
export async function recordFailure(
  db: Queryable,
  id: number,
  failure: GrantFailureRequest,
  settings: { now: Date; maxFailures: number }
): Promise<GrantFailureResponse | undefined> {
  const { rows } = await db.query<{ failures: number; retry_at: Date | null; flagged: boolean; tell_player: boolean }>(
    `update deliveries
        set failures = failures + 1, last_error = $2, last_error_at = $3::timestamptz, status = 'pending', claimed_until = null,
            retry_at = $3::timestamptz + make_interval(secs => least($5::float8, $6::float8 * power(2, failures))),
            flagged_at = case when flagged_at is null and failures + 1 >= $4 then $3::timestamptz else flagged_at end
      where id = $1 and status in ('pending', 'claimed')
     returning failures, retry_at, flagged_at is not null as flagged, failures = $4 as tell_player`,
    [id, describeFailure(failure), settings.now, settings.maxFailures, RETRY_MAX_SECONDS, RETRY_FIRST_SECONDS]
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    failures: row.failures,
    retryAt: row.retry_at ? new Date(row.retry_at).toISOString() : null,
    flagged: row.flagged,
    tellPlayer: row.tell_player
  }
}

/** What staff read: which grant of which unit, and what the game server said. */
function describeFailure(failure: GrantFailureRequest): string {
  return `unité ${failure.unit}, don ${failure.grant + 1} : ${failure.error}`
}

/** Its owner left before it was given: waiting again, neither an attempt nor a failure. */
export async function releaseDelivery(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `update deliveries set status = 'pending', claimed_until = null, attempts = greatest(attempts - 1, 0)
      where id = $1 and status = 'claimed' returning id`,
    [id]
  )
  return rows.length > 0
}

import { discordLinkErrors } from '../../src/core/messages/discord-link.ts'
import { hashSecret } from '../accounts/secrets.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'

/** A player has 10 minutes to answer Discord's page. */
export const LINK_STATE_LIFETIME_MS = 10 * 60_000
/** Expired states stay a day, so a late return still hears "expired" rather than "unknown". */
export const EXPIRED_STATE_KEPT_MS = 24 * 3_600_000

export interface NewLinkState {
  state: string
  sessionId: string
  accountId: number
  redirectUri: string
}

export async function saveLinkState(db: Queryable, link: NewLinkState, now: Date): Promise<void> {
  await db.query('delete from discord_link_states where expires_at < $1', [new Date(now.getTime() - EXPIRED_STATE_KEPT_MS)])
  await db.query(
    `insert into discord_link_states (state_hash, session_hash, account_id, redirect_uri, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashSecret(link.state),
      hashSecret(link.sessionId),
      link.accountId,
      link.redirectUri,
      now,
      new Date(now.getTime() + LINK_STATE_LIFETIME_MS)
    ]
  )
}

interface LinkStateRow {
  account_id: number
  redirect_uri: string
  expires_at: Date
  used_at: Date | null
}

/** Spends the state of this session: unknown (or another session's), used or expired ones are refused. */
export async function consumeLinkState(db: Queryable, sessionId: string, state: string, now: Date): Promise<LinkStateRow> {
  const { rows } = await db.query<LinkStateRow>(
    `select account_id, redirect_uri, expires_at, used_at from discord_link_states where state_hash = $1 and session_hash = $2`,
    [hashSecret(state), hashSecret(sessionId)]
  )
  const row = rows[0]
  if (!row) throw new HttpError(400, discordLinkErrors.unknownState)
  if (row.used_at) throw new HttpError(400, discordLinkErrors.usedState)
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new HttpError(400, discordLinkErrors.expiredState)
  const spent = await db.query(
    'update discord_link_states set used_at = $2 where state_hash = $1 and used_at is null returning state_hash',
    [hashSecret(state), now]
  )
  // Two returns with one state at once: only the first one goes on.
  if (spent.rows.length === 0) throw new HttpError(400, discordLinkErrors.usedState)
  return row
}

/** One Discord account per player: one held by someone else is refused, never moved. */
export async function linkDiscordAccount(db: Database, accountId: number, discordId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`boutique:discord:${discordId}`])
    const { rows } = await tx.query('select 1 from accounts where discord_id = $1 and id <> $2', [discordId, accountId])
    if (rows.length > 0) throw new HttpError(409, discordLinkErrors.alreadyLinked)
    await tx.query('update accounts set discord_id = $2, updated_at = $3 where id = $1', [accountId, discordId, now])
  })
}

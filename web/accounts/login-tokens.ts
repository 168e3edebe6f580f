import type { Queryable } from '../db/database.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'
import { hashSecret, newSecret } from './secrets.ts'

/** docs/accounts.md#token-login: a game server's login token lives 60 s (the shop in game uses it at once)… */
export const LOGIN_TOKEN_TTL_MS = 60_000
/**
 * …a website link 5 minutes: FiveM's openUrl shows a "Visit Site" confirmation for any host outside cfx.re and waits
 * for the player (citizenfx/fivem nui-core/src/NUICallbacks_Native.cpp; research/frameworks-conformance.md A12), who
 * may read it for a while. Still used once, by that player only.
 */
export const WEBSITE_LINK_TTL_MS = 300_000

/**
 * What a token is for: 'game' logs the shop in game in (minted by the game server); 'website' hands a
 * flow from the shop in game to the player's own browser (minted by the in-game shop's session).
 */
export type LoginTokenPurpose = 'game' | 'website'

/** A one-time token for POST /api/loginGame, stored as its hash; the token itself is never stored nor logged. */
export async function mintLoginToken(
  db: Queryable,
  request: { accountId: number; serverName: string; at: Date; purpose?: LoginTokenPurpose }
): Promise<{ token: string; expiresAt: Date }> {
  const { accountId, serverName, at, purpose = 'game' } = request
  // Every mint takes a slot (LIMITS.loginToken, per player), kept: the game server and the website link share it.
  await slotsOrRefuse(db, [{ rule: LIMITS.loginToken, key: String(accountId) }], at)
  const token = newSecret()
  const expiresAt = new Date(at.getTime() + (purpose === 'website' ? WEBSITE_LINK_TTL_MS : LOGIN_TOKEN_TTL_MS))
  await db.query(
    'insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at, purpose) values ($1, $2, $3, $4, $5, $6)',
    [hashSecret(token), accountId, serverName, at, expiresAt, purpose]
  )
  return { token, expiresAt }
}

export interface UsableToken {
  accountId: number
  serverName: string
  purpose: LoginTokenPurpose
}

/** The token's player, server and purpose while it is unused and unexpired; nothing changes. */
export async function findUsableToken(db: Queryable, token: string, at: Date): Promise<UsableToken | undefined> {
  const { rows } = await db.query<{ account_id: number; server_name: string; purpose: LoginTokenPurpose }>(
    'select account_id, server_name, purpose from login_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [hashSecret(token), at]
  )
  const row = rows[0]
  return row && { accountId: row.account_id, serverName: row.server_name, purpose: row.purpose }
}

/** Spends the token; false when another request spent it first (one statement, so only one wins). */
export async function spendToken(db: Queryable, token: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    'update login_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning 1',
    [hashSecret(token), at]
  )
  return rows.length > 0
}

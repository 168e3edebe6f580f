import type { Queryable } from '../db/database.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'
import { hashSecret, newSecret } from './secrets.ts'

/** SPEC §9: a login token lives 60 s. */
export const LOGIN_TOKEN_TTL_MS = 60_000

/** A one-time token for POST /api/loginGame, stored as its hash. */
export async function mintLoginToken(
  db: Queryable,
  request: { accountId: number; serverName: string; at: Date }
): Promise<{ token: string; expiresAt: Date }> {
  const { accountId, serverName, at } = request
  // Every mint takes a slot (LIMITS.loginToken, per player), kept: the game server and the website link share it.
  await slotsOrRefuse(db, [{ rule: LIMITS.loginToken, key: String(accountId) }], at)
  const token = newSecret()
  const expiresAt = new Date(at.getTime() + LOGIN_TOKEN_TTL_MS)
  await db.query(
    'insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [hashSecret(token), accountId, serverName, at, expiresAt]
  )
  return { token, expiresAt }
}

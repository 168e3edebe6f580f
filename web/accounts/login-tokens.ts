import { accountErrors } from '../../src/messages/account-errors.ts'
import type { Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { hashSecret, newSecret } from './secrets.ts'

/** SPEC §9: a login token lives 60 s. */
export const LOGIN_TOKEN_TTL_MS = 60_000
/** More tokens than this per player per minute means something is wrong on the game server. */
const MAX_TOKENS_PER_MINUTE = 10

/** A one-time token for POST /api/loginGame, stored as its hash. */
export async function mintLoginToken(
  db: Queryable,
  request: { accountId: number; serverName: string; at: Date }
): Promise<{ token: string; expiresAt: Date }> {
  const { accountId, serverName, at } = request
  const { rows } = await db.query<{ recent: number }>(
    'select count(*)::int as recent from login_tokens where account_id = $1 and created_at > $2',
    [accountId, new Date(at.getTime() - 60_000)]
  )
  if ((rows[0]?.recent ?? 0) >= MAX_TOKENS_PER_MINUTE) throw new HttpError(429, accountErrors.tooManyAttempts('1 minute'))
  const token = newSecret()
  const expiresAt = new Date(at.getTime() + LOGIN_TOKEN_TTL_MS)
  await db.query(
    'insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [hashSecret(token), accountId, serverName, at, expiresAt]
  )
  return { token, expiresAt }
}

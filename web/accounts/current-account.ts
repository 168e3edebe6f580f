import type { Context } from 'hono'

import { accountErrors } from '../../src/core/messages/account-errors.ts'
import type { Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { ACCOUNT_COLUMNS, type AccountRow } from './account-repo.ts'
import { hashSecret } from './secrets.ts'
import { readSessionId } from './session-cookie.ts'

// The session and its account in one round trip, a statement PostgreSQL parses once per connection. Not kept
// in memory: a logout or a password change on any host must end the session at once, and this read (two
// primary-key lookups) costs about what a cache's revision check would.
const SESSION_ACCOUNT = `select ${ACCOUNT_COLUMNS.split(', ')
  .map((column) => `a.${column}`)
  .join(', ')}
  from sessions s join accounts a on a.id = s.account_id where s.id_hash = $1 and s.expires_at > $2`

export async function currentAccount(c: Context, db: Queryable, now: Date): Promise<AccountRow | undefined> {
  const sessionId = readSessionId(c)
  if (!sessionId) return undefined
  const { rows } = await db.query<AccountRow>(SESSION_ACCOUNT, [hashSecret(sessionId), now], 'session_account')
  return rows[0]
}
/** The logged-in player, or a 401 that the bundle turns into a logout. */
export async function requireAccount(c: Context, db: Queryable, now: Date): Promise<AccountRow> {
  const account = await currentAccount(c, db, now)
  if (!account) throw new HttpError(401, accountErrors.notLoggedIn)
  return account
}

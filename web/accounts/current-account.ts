import type { Context } from 'hono'

import { accountErrors } from '../../src/messages/account-errors.ts'
import type { Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { findAccountById, type AccountRow } from './account-repo.ts'
import { readSessionId } from './session-cookie.ts'
import { sessionAccountId } from './sessions.ts'

export async function currentAccount(c: Context, db: Queryable, now: Date): Promise<AccountRow | undefined> {
  const sessionId = readSessionId(c)
  if (!sessionId) return undefined
  const accountId = await sessionAccountId(db, sessionId, now)
  return accountId === undefined ? undefined : findAccountById(db, accountId)
}

/** The logged-in player, or a 401 that the bundle turns into a logout. */
export async function requireAccount(c: Context, db: Queryable, now: Date): Promise<AccountRow> {
  const account = await currentAccount(c, db, now)
  if (!account) throw new HttpError(401, accountErrors.notLoggedIn)
  return account
}

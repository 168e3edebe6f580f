import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'

import { loginRequestSchema } from '../../src/core/contract/account-requests.ts'
import { foldName } from '../../src/core/domain/fold-name.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { accountView, findAccountById, findAccountByUsername } from '../accounts/account-repo.ts'
import { currentAccount } from '../accounts/current-account.ts'
import { findUsableToken, spendToken } from '../accounts/login-tokens.ts'
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords.ts'
import { clearSessionCookie, readSessionId, setSessionCookie } from '../accounts/session-cookie.ts'
import { createSession, deleteSession } from '../accounts/sessions.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { parseQuery } from '../http/validate.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { forgetKey, releaseSlots } from '../limits/limits.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'

const gameTokenQuerySchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) })

/** Logging in with a password or a game server's token, and logging out (docs/accounts.md#servers-and-characters). */
export function loginRoutes(deps: AppDeps): Hono {
  return new Hono()
    .post('/login', (c) => passwordLogin(c, deps))
    .post('/loginGame', (c) => gameTokenLogin(c, deps))
    .post('/logout', async (c) => {
      await endCurrentSession(c, deps)
      clearSessionCookie(c, deps.config)
      return c.json({ logoutSuccess: true as const })
    })
}

async function passwordLogin(c: Context, deps: AppDeps): Promise<Response> {
  const { db, config, now } = deps
  const form = await parseJsonBody(c, loginRequestSchema)
  const userKey = { rule: LIMITS.loginUser, key: foldName(form.username) }
  const address = clientAddress(c, config.trustProxy)
  const at = new Date(now())
  // The slots are taken before the password is checked: a burst checks at most the limit, then waits. The address
  // goes first: once it is used up, a burst of other usernames is refused without a row for each (limits.ts).
  const slots = await slotsOrRefuse(db, [...(address ? [{ rule: LIMITS.loginAddress, key: address }] : []), userKey], at)
  const account = await findAccountByUsername(db, form.username)
  const valid = account?.password_hash
    ? await verifyPassword(form.password, account.password_hash)
    : await verifyAgainstNothing(form.password)
  // A failure keeps its slots: they are the count.
  if (!account || !valid) throw new HttpError(401, accountErrors.wrongCredentials)
  // The username starts afresh; the address only gets back the slot a right password took.
  await forgetKey(db, userKey)
  await releaseSlots(
    db,
    slots.filter((slot) => slot.rule !== LIMITS.loginUser)
  )
  const remember = form.remember === true || form.remember === 'true' || form.remember === 'on'
  await endCurrentSession(c, deps)
  setSessionCookie(c, config, await createSession(db, account.id, remember, at, 'password'), remember)
  return c.json({ account: accountView(account) })
}

async function gameTokenLogin(c: Context, deps: AppDeps): Promise<Response> {
  const { db, config, now } = deps
  const { token } = parseQuery(c, gameTokenQuerySchema, accountErrors.badGameToken)
  const at = new Date(now())
  const usable = await findUsableToken(db, token, at)
  if (!usable) throw new HttpError(401, accountErrors.badGameToken)
  // The game server vouches for who plays, so its token replaces any session. A hand-off link opened
  // in a browser where another player is logged in is refused: a link sent by someone else logs no one in.
  const current = usable.purpose === 'website' ? await currentAccount(c, db, at) : undefined
  if (current && current.id !== usable.accountId) throw new HttpError(409, accountErrors.otherPlayerToken)
  if (!(await spendToken(db, token, at))) throw new HttpError(401, accountErrors.badGameToken)
  await endCurrentSession(c, deps)
  const session = await createSession(db, usable.accountId, true, at, 'game-token')
  setSessionCookie(c, config, session, true)
  const account = await findAccountById(db, usable.accountId)
  if (!account) throw new HttpError(401, accountErrors.badGameToken)
  return c.json({ account: accountView(account), sessionToken: session.id, serverName: usable.serverName })
}

/**
 * Failures count per username and per address, so neither one account nor one machine can guess on.
 * The username is folded as the account lookup folds it: a name that finds the account meets its limit.
 */

/** A login always starts a new session: the old id, if any, stops working. */
async function endCurrentSession(c: Context, { db }: AppDeps): Promise<void> {
  const sessionId = readSessionId(c)
  if (sessionId) await deleteSession(db, sessionId)
}

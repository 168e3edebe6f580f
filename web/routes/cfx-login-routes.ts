import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as z from 'zod/mini'

import { cfxLoginRequestSchema, cfxLoginStartRequestSchema, type CfxLoginState } from '../../src/core/contract/cfx-login.ts'
import { cfxLoginErrors } from '../../src/core/messages/cfx-login-errors.ts'
import { accountView } from '../accounts/account-repo.ts'
import { newSecret, sameSecret } from '../accounts/secrets.ts'
import { isHttps, readSessionId, setSessionCookie } from '../accounts/session-cookie.ts'
import { createSession, deleteSession } from '../accounts/sessions.ts'
import type { AppDeps } from '../app-deps.ts'
import { decryptForumPayload, newForumKeyPair, newNonce } from '../forum/forum-crypto.ts'
import { fetchForumUser, forumAvatarUrl, revokeForumKey, type ForumClient, type ForumFetch } from '../forum/forum-client.ts'
import { FORUM_LOGIN_TTL_MS, saveForumLogin, takeForumLogin } from '../forum/forum-logins.ts'
import { forumPlayerAccount } from '../forum/forum-players.ts'
import { FORUM_SCOPES, STAND_IN_FORUM_PATH } from '../forum/forum-settings.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { releaseSlots, type LimitKey, type Slot } from '../limits/limits.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'

/** Each start makes an RSA key pair: every start takes a slot of LIMITS.cfxLoginStart, kept. */
async function limitStarts(c: Context, deps: AppDeps, at: Date): Promise<void> {
  const key = clientAddress(c, deps.config.trustProxy)
  // Only in-process callers (tests) have no address.
  if (!key) return
  await slotsOrRefuse(deps.db, [{ rule: LIMITS.cfxLoginStart, key }], at, cfxLoginErrors.tooManyAttempts)
}

/** Binds a login attempt to the browser that started it, so nobody can slip their forum answer into another's. */
const BINDING_COOKIE = 'boutique_cfx'
const BINDING_PATH = '/api/cfxlogin'

const forumPayloadSchema = z.object({
  key: z.string().check(z.regex(/^[\w-]{16,128}$/)),
  nonce: z.string().check(z.maxLength(100))
})

/**
 * The forum-account login (docs/accounts.md#forum-account; research fivem.md §5): the Discourse User API Key flow.
 * `standInFetch` reaches the demo stand-in forum in-process when FORUM_URL is not set.
 */
export function cfxLoginRoutes(deps: AppDeps, standInFetch: ForumFetch): Hono {
  return new Hono()
    .post('/cfxlogin/start', (c) => startForumLogin(c, deps, standInFetch))
    .post('/cfxlogin', (c) => finishForumLogin(c, deps, standInFetch))
}

/** A key pair and nonce bound to this browser; answers the forum's authorisation page with its parameters. */
async function startForumLogin(c: Context, deps: AppDeps, standInFetch: ForumFetch): Promise<Response> {
  const { db, config, now } = deps
  const request = await parseJsonBody(c, cfxLoginStartRequestSchema)
  const at = new Date(now())
  await limitStarts(c, deps, at)
  const { publicKey, privateKey } = await newForumKeyPair()
  const nonce = newNonce()
  const previous = getCookie(c, BINDING_COOKIE)
  if (previous) await takeForumLogin(db, previous)
  const binding = newSecret()
  await saveForumLogin(db, binding, { nonce, privateKey }, at)
  setBindingCookie(c, deps, binding)
  const origin = ownOrigin(c, deps)
  const state: CfxLoginState = { restorePage: request.restorePage, restorePopup: request.restorePopup, action: 'loginWithCfx' }
  const url = new URL(`${forumClient(c, deps, standInFetch).baseUrl}/user-api-key/new`)
  url.search = new URLSearchParams({
    auth_redirect: `${origin}/cfxlogin?${new URLSearchParams({ state: JSON.stringify(state) })}`,
    application_name: config.forum.applicationName,
    client_id: config.forum.clientId,
    scopes: FORUM_SCOPES,
    nonce,
    public_key: publicKey
  }).toString()
  return c.json({ url: url.href })
}

/** The forum's encrypted answer read back, the player's account found or made, and a session for it. */
async function finishForumLogin(c: Context, deps: AppDeps, standInFetch: ForumFetch): Promise<Response> {
  const { db, config, now } = deps
  const { payload } = await parseJsonBody(c, cfxLoginRequestSchema)
  const at = new Date(now())
  // Taken before the payload is read: a burst of forged payloads tries at most the limit.
  const slots = await slotsOrRefuse(db, guessKeys(c, deps), at, cfxLoginErrors.tooManyAttempts)
  const forum = forumClient(c, deps, standInFetch)
  const key = await failuresCounted(deps, slots, () => readForumKey(c, deps, payload, at))
  const forumUser = await failuresCounted(deps, slots, () => fetchForumUser(forum, key))
  await releaseSlots(db, slots)
  await revokeForumKey(forum, key)
  const account = await forumPlayerAccount(db, forumUser, forumAvatarUrl(forum, forumUser.avatar_template), config.defaultServer, at)
  const sessionId = readSessionId(c)
  if (sessionId) await deleteSession(db, sessionId)
  setSessionCookie(c, config, await createSession(db, account.id, false, at, 'forum-key'), false)
  return c.json({ account: accountView(account) })
}

/** The user API key from the payload, once the attempt bound to this browser vouches for it. */
async function readForumKey(c: Context, deps: AppDeps, payload: string, at: Date): Promise<string> {
  const binding = getCookie(c, BINDING_COOKIE)
  deleteCookie(c, BINDING_COOKIE, { path: BINDING_PATH })
  const attempt = binding ? await takeForumLogin(deps.db, binding) : undefined
  if (!attempt) throw new HttpError(401, cfxLoginErrors.unknownAttempt)
  if (attempt.expiresAt.getTime() <= at.getTime()) throw new HttpError(401, cfxLoginErrors.expired)
  const plain = decryptForumPayload(payload, attempt.privateKey)
  let parsed: z.infer<typeof forumPayloadSchema> | undefined
  try {
    parsed = plain && forumPayloadSchema.parse(JSON.parse(plain.toString('utf8')))
  } catch {
    parsed = undefined
  }
  if (!parsed) throw new HttpError(401, cfxLoginErrors.badPayload)
  if (!sameSecret(parsed.nonce, attempt.nonce)) throw new HttpError(401, cfxLoginErrors.wrongNonce)
  return parsed.key
}

/** A refused answer keeps its slot against the address; an unreachable forum is nobody's guess: given back. */
async function failuresCounted<T>(deps: AppDeps, slots: Slot[], step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) await releaseSlots(deps.db, slots)
    throw error
  }
}

function guessKeys(c: Context, deps: AppDeps): LimitKey[] {
  const address = clientAddress(c, deps.config.trustProxy)
  return address ? [{ rule: LIMITS.cfxLogin, key: address }] : []
}

function forumClient(c: Context, deps: AppDeps, standInFetch: ForumFetch): ForumClient {
  const { url, clientId } = deps.config.forum
  if (url) return { baseUrl: url, clientId, fetch: (input, init) => fetch(input, init) }
  return { baseUrl: `${ownOrigin(c, deps)}${STAND_IN_FORUM_PATH}`, clientId, fetch: standInFetch }
}

/** The shop's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function ownOrigin(c: Context, { config }: Pick<AppDeps, 'config'>): string {
  return new URL(config.publicUrl ?? c.req.url).origin
}

function setBindingCookie(c: Context, deps: AppDeps, binding: string): void {
  setCookie(c, BINDING_COOKIE, binding, {
    httpOnly: true,
    path: BINDING_PATH,
    secure: isHttps(c, deps.config),
    sameSite: 'Lax',
    maxAge: FORUM_LOGIN_TTL_MS / 1000
  })
}

import { constants, publicEncrypt, randomBytes } from 'node:crypto'

import type { Context } from 'hono'
import { Hono } from 'hono'

import { sandboxForumMessages as messages } from '../../../src/core/messages/sandbox-forum.ts'
import type { AppDeps } from '../../app-deps.ts'
import { STAND_IN_FORUM_PATH } from '../../forum/forum-settings.ts'
import { authorizePage, invalidRequestPage, letterAvatar } from './forum-page.ts'
import { STAND_IN_FORUM_USERS, standInForumUser } from './forum-users.ts'
import { checkKeyRequest, type KeyRequest } from './key-request.ts'

/** The user API keys issued, by key: whose, and for which client. */
type IssuedKeys = Map<string, { userId: number; clientId: string }>

/** Discourse's AUTH_API_VERSION, echoed in the payload as `api`. */
const AUTH_API_VERSION = 4
const MAX_KEYS = 1_000

/**
 * A stand-in for the Cfx.re forum's User API Key endpoints (Discourse), for demo mode and tests:
 * same paths, parameters, payload encryption and redirect as the real forum, so FORUM_URL alone
 * switches to it. Issued keys live in memory.
 */
export function standInForumRoutes({ db, config }: Pick<AppDeps, 'db' | 'config'>): Hono {
  const keys: IssuedKeys = new Map()
  const allowedOrigins = (c: Context) => [new URL(c.req.url).origin, ...(config.publicUrl ? [new URL(config.publicUrl).origin] : [])]
  return new Hono()
    .use('*', async (c, next) => {
      await next()
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'")
      c.header('cache-control', 'no-store')
    })
    .get('/user-api-key/new', async (c) => {
      const request = checkKeyRequest(c.req.query(), allowedOrigins(c))
      if (typeof request === 'string') return c.html(invalidRequestPage(request), 400)
      return c.html(authorizePage(request, STAND_IN_FORUM_PATH, await userIdsWithAccount(db)))
    })
    .post('/user-api-key', async (c) => answerKeyRequest(c, keys, allowedOrigins(c)))
    .get('/session/current.json', (c) => {
      const user = standInForumUser(keys.get(c.req.header('user-api-key') ?? '')?.userId ?? 0)
      if (!user) return c.json({ errors: ['Vous n’êtes pas autorisé à voir la ressource demandée.'], error_type: 'invalid_access' }, 403)
      const avatar_template = `${STAND_IN_FORUM_PATH}/user_avatar/${user.username.toLowerCase()}/{size}`
      return c.json({ current_user: { id: user.id, username: user.username, name: user.name, avatar_template, trust_level: 1 } })
    })
    .post('/user-api-key/revoke', (c) => {
      const deleted = keys.delete(c.req.header('user-api-key') ?? '')
      return deleted ? c.json({ success: 'OK' }) : c.json({ errors: ['introuvable'], error_type: 'not_found' }, 404)
    })
    .get('/user_avatar/:username/:size', (c) => {
      const user = STAND_IN_FORUM_USERS.find((entry) => entry.username.toLowerCase() === c.req.param('username'))
      if (!user) return c.notFound()
      return c.body(letterAvatar(user), 200, { 'content-type': 'image/svg+xml' })
    })
}

/** The player's choice on the authorisation page: back to the shop with the encrypted key, or without one. */
async function answerKeyRequest(c: Context, keys: IssuedKeys, allowedOrigins: string[]): Promise<Response> {
  const form = await c.req.parseBody()
  const request = checkKeyRequest(form, allowedOrigins)
  if (typeof request === 'string') return c.html(invalidRequestPage(request), 400)
  if (form.decision !== 'authorize') return c.redirect(request.auth_redirect, 302)
  const user = standInForumUser(Number(form.user_id))
  if (!user) return c.html(invalidRequestPage(messages.unknownUser), 400)
  const key = issueKey(keys, user.id, request.client_id)
  const payload = encryptPayload(request, key)
  if (!payload) return c.html(invalidRequestPage(messages.payloadTooLarge), 400)
  return c.redirect(withPayload(request.auth_redirect, payload), 302)
}

/** Like Discourse: one key per (user, client_id), a new one replaces the old; 32 hex characters. */
function issueKey(keys: IssuedKeys, userId: number, clientId: string): string {
  for (const [key, owner] of keys) if (owner.userId === userId && owner.clientId === clientId) keys.delete(key)
  if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value ?? '')
  const key = randomBytes(16).toString('hex')
  keys.set(key, { userId, clientId })
  return key
}

/** Ruby's `Base64.encode64(public_key.public_encrypt(json))`: PKCS#1 v1.5, a newline every 60 characters. */
function encryptPayload(request: KeyRequest, key: string): string | undefined {
  const json = JSON.stringify({ key, nonce: request.nonce, push: false, api: AUTH_API_VERSION })
  try {
    const cipher = publicEncrypt({ key: request.public_key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(json))
    return `${cipher.toString('base64').replace(/.{1,60}/g, '$&\n')}`
  } catch {
    return undefined
  }
}

/** `uri.query = [uri.query, "payload=#{CGI.escape(payload)}"].compact.join('&')`: the existing query is kept. */
export function withPayload(authRedirect: string, payload: string): string {
  const url = new URL(authRedirect)
  const query = [url.search.slice(1) || undefined, `payload=${encodeURIComponent(payload)}`].filter(Boolean).join('&')
  return `${url.origin}${url.pathname}?${query}${url.hash}`
}

async function userIdsWithAccount(db: AppDeps['db']): Promise<Set<number>> {
  const identifiers = STAND_IN_FORUM_USERS.map((user) => `fivem:${user.id}`)
  const { rows } = await db.query<{ identifier: string }>('select identifier from account_identifiers where identifier = any($1::text[])', [
    identifiers
  ])
  return new Set(rows.map((row) => Number(row.identifier.slice('fivem:'.length))))
}

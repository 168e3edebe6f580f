import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import type { Config } from '../config.ts'
import { peerIsTrustedProxy } from '../http/client-address.ts'
import type { NewSession } from './sessions.ts'

export const SESSION_COOKIE = 'boutique_session'

/** The session id from the cookie, or from a bearer token (the bundle framed in game has no cookies). */
export function readSessionId(c: Context): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer ([A-Za-z0-9_-]{20,100})$/)?.[1]
  return bearer ?? getCookie(c, SESSION_COOKIE)
}

/**
 * Over HTTPS the cookie is Secure and SameSite=None, so it also rides along inside
 * the game's frame; over plain HTTP (local use) it is Lax.
 */
export function setSessionCookie(
  c: Context,
  config: Pick<Config, 'publicUrl' | 'trustProxy'>,
  session: NewSession,
  remember: boolean
): void {
  const secure = isHttps(c, config)
  setCookie(c, SESSION_COOKIE, session.id, {
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? 'None' : 'Lax',
    ...(remember ? { expires: session.expiresAt } : {})
  })
}

export function clearSessionCookie(c: Context, config: Pick<Config, 'publicUrl' | 'trustProxy'>): void {
  const secure = isHttps(c, config)
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, secure, sameSite: secure ? 'None' : 'Lax' })
}

export function isHttps(c: Context, config: Pick<Config, 'publicUrl' | 'trustProxy'>): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:')
  if (peerIsTrustedProxy(c, config.trustProxy) && c.req.header('x-forwarded-proto') === 'https') return true
  return new URL(c.req.url).protocol === 'https:'
}

import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

import { IDEMPOTENCY_KEY_HEADER } from '../../src/core/contract/purchase.ts'
import type { Config } from '../config.ts'

/**
 * The game's pages where the bundle embedded in the FiveM resource runs: this resource's NUI page
 * (NUI_RESOURCE_NAME) and the game's root page. Exactly these: another resource's page
 * (`https://cfx-nui-other`) is another site, which must not log a player in or out.
 */
export function nuiOrigins(resourceName: string): string[] {
  // Browsers send the host of an Origin in lower case.
  return [`https://cfx-nui-${resourceName.toLowerCase()}`, 'nui://game']
}

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'gameServer', IDEMPOTENCY_KEY_HEADER]
const PREFLIGHT_MAX_AGE_S = 600

/**
 * The embedded bundle calls the shop service from its NUI origin with a bearer session: no cookies,
 * so no Access-Control-Allow-Credentials. Any other origin gets no CORS header (same-origin only), and
 * its OPTIONS request goes on to the routes like any other.
 */
export function nuiCors(config: Pick<Config, 'nuiResourceName'>): MiddlewareHandler {
  const allowed = new Set(nuiOrigins(config.nuiResourceName))
  const answerNui = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ALLOWED_METHODS,
    allowHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
    credentials: false
  })
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin === undefined || !allowed.has(origin)) return next()
    return answerNui(c, next)
  }
}

import type { MiddlewareHandler } from 'hono'

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

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'gameServer', IDEMPOTENCY_KEY_HEADER].join(', ')
const PREFLIGHT_MAX_AGE_S = 600

/**
 * The embedded bundle calls the shop service from its NUI origin with a bearer session: no cookies,
 * so no Access-Control-Allow-Credentials. Any other origin gets no CORS header (same-origin only).
 */
export function nuiCors(config: Pick<Config, 'nuiResourceName'>): MiddlewareHandler {
  const allowed = new Set(nuiOrigins(config.nuiResourceName))
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin === undefined || !allowed.has(origin)) return next()
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
          vary: 'Origin'
        }
      })
    }
    // Before the route answers, as security-headers.ts does: set after, each header made Hono copy the Response.
    c.header('access-control-allow-origin', origin)
    c.header('vary', 'Origin', { append: true })
    await next()
    // An answer built by hand (new Response) or whose route set its own Vary: completed, the slow way.
    const headers = c.res.headers
    if (headers.get('access-control-allow-origin') === null) c.header('access-control-allow-origin', origin)
    if (!/\borigin\b/i.test(headers.get('vary') ?? '')) c.header('vary', 'Origin', { append: true })
  }
}

import type { MiddlewareHandler } from 'hono'

import type { Config } from '../config.ts'
import { apiMessages } from './api-messages.ts'
import { nuiOrigins } from './cors.ts'
import { HttpError } from './http-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing call from another site's page is refused: browsers always send
 * Origin on such calls. Game servers and webhooks authenticate otherwise.
 */
export function originCheck(config: Pick<Config, 'publicUrl' | 'nuiResourceName'>): MiddlewareHandler {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined
  const nui = new Set(nuiOrigins(config.nuiResourceName))
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined) {
      const ownOrigin = new URL(c.req.url).origin
      if (origin !== ownOrigin && origin !== publicOrigin && !nui.has(origin)) {
        throw new HttpError(403, apiMessages.foreignOrigin)
      }
    }
    await next()
  }
}

/**
 * A request carries one Origin at most (RFC 6454 §7.3). Several, which the HTTP layer joins with commas, would have a
 * cache in front (docs/deploy/nginx-boutique.conf keys the daily shop on the first) and the host read different
 * origins: the host's answer without CORS headers would be kept for the game's origin (docs/daily-shop.md#caching).
 */
export function singleOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('origin')?.includes(',')) throw new HttpError(400, apiMessages.severalOrigins)
    await next()
  }
}

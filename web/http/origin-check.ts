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

import type { MiddlewareHandler } from 'hono'

import type { Config } from '../config.ts'
import { apiMessages } from './api-messages.ts'
import { NUI_ORIGIN } from './cors.ts'
import { HttpError } from './http-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing call from another site's page is refused: browsers always send
 * Origin on such calls. Game servers and webhooks authenticate otherwise.
 */
export function originCheck(config: Pick<Config, 'publicUrl'>): MiddlewareHandler {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined) {
      const ownOrigin = new URL(c.req.url).origin
      if (origin !== ownOrigin && origin !== publicOrigin && !NUI_ORIGIN.test(origin)) {
        throw new HttpError(403, apiMessages.foreignOrigin)
      }
    }
    await next()
  }
}

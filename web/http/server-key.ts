import type { MiddlewareHandler } from 'hono'

import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { sameSecret } from '../accounts/secrets.ts'
import { HttpError } from './http-error.ts'

/** Game servers authenticate with `Authorization: Bearer <SHOP_SERVER_KEY>`, compared in constant time. */
export function requireServerKey(serverKey: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!serverKey) throw new HttpError(503, accountErrors.serverApiDisabled)
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? ''
    if (!sameSecret(given, serverKey)) throw new HttpError(401, accountErrors.badServerKey)
    await next()
  }
}

import type { MiddlewareHandler } from 'hono'

import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { sameSecret } from '../accounts/secrets.ts'
import { log } from '../log/logger.ts'
import { clientAddress } from './client-address.ts'
import { HttpError } from './http-error.ts'
import type { ProxyTrust } from './proxy-trust.ts'

/** Game servers authenticate with `Authorization: Bearer <SHOP_SERVER_KEY>`, compared in constant time. */
export function requireServerKey(serverKey: string | undefined, trustProxy: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    if (!serverKey) throw new HttpError(503, accountErrors.serverApiDisabled)
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? ''
    if (!sameSecret(given, serverKey)) {
      // Where a wrong key comes from (never the key): a game server left with an old one after a rotation, or a guesser.
      log.warn({ source: clientAddress(c, trustProxy) ?? 'inconnue', path: c.req.path }, '[server] clé du serveur de jeu refusée')
      throw new HttpError(401, accountErrors.badServerKey)
    }
    await next()
  }
}

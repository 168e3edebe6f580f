import { Hono } from 'hono'

import {
  deliveriesQuerySchema,
  deliveryAckRequestSchema,
  type DeliveriesResponse,
  type DeliveryAckResponse
} from '../../src/core/contract/game-server.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import type { AppDeps } from '../app-deps.ts'
import { acknowledgeDeliveries, claimDeliveries } from '../deliveries/delivery-repo.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { requireServerKey } from '../http/server-key.ts'
import { parseQuery } from '../http/validate.ts'

const DEFAULT_CLAIM_SIZE = 50

/**
 * What the game must hand out (DESIGN.md game-server API), behind SHOP_SERVER_KEY:
 * pending → claimed until claimed_until → delivered once acknowledged; a claim not acknowledged in time is claimable again.
 */
export function deliveryRoutes({ db, config, now }: AppDeps): Hono {
  return new Hono()
    .use('*', requireServerKey(config.serverKey))
    .get('/', async (c) => {
      const query = parseQuery(c, deliveriesQuerySchema)
      if (!config.servers.some((server) => server.name === query.serverName)) throw new HttpError(400, accountErrors.unknownServer)
      const at = new Date(now())
      const claimedUntil = new Date(at.getTime() + config.deliveryClaimSeconds * 1000)
      const deliveries = await claimDeliveries(db, {
        serverName: query.serverName,
        limit: query.limit ?? DEFAULT_CLAIM_SIZE,
        now: at,
        claimedUntil
      })
      const body: DeliveriesResponse = { deliveries, claimedUntil: claimedUntil.toISOString() }
      return c.json(body)
    })
    .post('/ack', async (c) => {
      const { ids } = await parseJsonBody(c, deliveryAckRequestSchema)
      const body: DeliveryAckResponse = { acknowledged: await acknowledgeDeliveries(db, ids, new Date(now())) }
      return c.json(body)
    })
}

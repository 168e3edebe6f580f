import type { Context } from 'hono'
import { Hono } from 'hono'

import {
  deliveryClaimRequestSchema,
  grantFailureRequestSchema,
  grantStepSchema,
  type GrantAckResponse,
  type GrantFailureResponse
} from '../../src/core/contract/game-deliveries.ts'
import {
  deliveriesQuerySchema,
  deliveryAckRequestSchema,
  type DeliveriesResponse,
  type DeliveryAckResponse
} from '../../src/core/contract/game-server.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { deliveryErrors } from '../../src/core/messages/delivery-errors.ts'
import type { AppDeps } from '../app-deps.ts'
import { acknowledgeDeliveries, claimDeliveries } from '../deliveries/delivery-repo.ts'
import { recordFailure, recordGrant, releaseDelivery } from '../deliveries/grant-progress.ts'
import { ofAnotherServer } from '../deliveries/delivery-server.ts'
import { claimForOnlinePlayers } from '../deliveries/owner-claim.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { requireServerKey } from '../http/server-key.ts'
import { parseQuery } from '../http/validate.ts'

const DEFAULT_CLAIM_SIZE = 50

/**
 * What the game must hand out (README "Game-server API", docs/in-game.md#deliveries), behind SHOP_SERVER_KEY:
 * claimed for the players online, acknowledged grant by grant, failures kept with their reason.
 */
export function deliveryRoutes(deps: AppDeps): Hono {
  return new Hono()
    .use('*', requireServerKey(deps.config.serverKey, deps.config.trustProxy))
    .route('/', claimRoutes(deps))
    .route('/', progressRoutes(deps))
}

function claimWindow({ config, now }: AppDeps) {
  const at = new Date(now())
  return { at, claimedUntil: new Date(at.getTime() + config.deliveryClaimSeconds * 1000) }
}

function knownServer({ config }: AppDeps, serverName: string): void {
  if (!config.servers.some((server) => server.name === serverName)) throw new HttpError(400, accountErrors.unknownServer)
}

/** The claim that says who is online, and the one of resources before 1.1 (GET, in id order). */
function claimRoutes(deps: AppDeps): Hono {
  return new Hono()
    .post('/claim', async (c) => {
      const request = await parseJsonBody(c, deliveryClaimRequestSchema)
      knownServer(deps, request.serverName)
      const { at, claimedUntil } = claimWindow(deps)
      const limit = request.limit ?? DEFAULT_CLAIM_SIZE
      const deliveries = await claimForOnlinePlayers(deps.db, { ...request, limit, now: at, claimedUntil })
      return c.json({ deliveries, claimedUntil: claimedUntil.toISOString() } satisfies DeliveriesResponse)
    })
    .get('/', async (c) => {
      const query = parseQuery(c, deliveriesQuerySchema)
      knownServer(deps, query.serverName)
      const { at, claimedUntil } = claimWindow(deps)
      const claim = { serverName: query.serverName, limit: query.limit ?? DEFAULT_CLAIM_SIZE, now: at, claimedUntil }
      const deliveries = await claimDeliveries(deps.db, claim)
      return c.json({ deliveries, claimedUntil: claimedUntil.toISOString() } satisfies DeliveriesResponse)
    })
}

/**
 * A call about deliveries from a game server that names itself (the `gameServer` header, which the resource sends on
 * every call) is refused for another server's delivery: a second server sharing the key cannot settle the first one's.
 * Resources before 1.1 send no header and are taken as before (docs/in-game.md#deliveries).
 */
async function fromTheirServer(deps: AppDeps, c: Context, ids: readonly number[]): Promise<void> {
  const serverName = c.req.header('gameServer')
  if (serverName === undefined) return
  knownServer(deps, serverName)
  if (await ofAnotherServer(deps.db, ids, serverName)) throw new HttpError(409, deliveryErrors.otherServer)
}

/** A grant given, a grant failed, a delivery given back; and the whole-delivery acknowledgement of resources before 1.1. */
function progressRoutes(deps: AppDeps): Hono {
  const { db, config, now } = deps
  return new Hono()
    .post('/:id/grants', async (c) => {
      const id = deliveryId(c)
      const step = await parseJsonBody(c, grantStepSchema)
      await fromTheirServer(deps, c, [id])
      const answer = await recordGrant(db, id, step, new Date(now()))
      if (!answer) throw new HttpError(404, deliveryErrors.unknownGrant)
      return c.json(answer satisfies GrantAckResponse)
    })
    .post('/:id/failure', async (c) => {
      const id = deliveryId(c)
      const failure = await parseJsonBody(c, grantFailureRequestSchema)
      await fromTheirServer(deps, c, [id])
      const answer = await recordFailure(db, id, failure, { now: new Date(now()), maxFailures: config.deliveryMaxFailures })
      if (!answer) throw new HttpError(409, deliveryErrors.notOpen)
      return c.json(answer satisfies GrantFailureResponse)
    })
    .post('/:id/release', async (c) => {
      const id = deliveryId(c)
      await fromTheirServer(deps, c, [id])
      return c.json({ released: await releaseDelivery(db, id) })
    })
    .post('/ack', async (c) => {
      const { ids } = await parseJsonBody(c, deliveryAckRequestSchema)
      await fromTheirServer(deps, c, ids)
      const body: DeliveryAckResponse = { acknowledged: await acknowledgeDeliveries(db, ids, new Date(now())) }
      return c.json(body)
    })
}

function deliveryId(c: Context): number {
  const raw = c.req.param('id') ?? ''
  const id = Number(raw)
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(id)) throw new HttpError(400, deliveryErrors.badDeliveryId)
  return id
}

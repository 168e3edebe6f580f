import type { Context } from 'hono'
import { Hono } from 'hono'

import {
  buyProductsRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type BuyProductsError,
  type BuyProductsRequest,
  type BuyProductsResponse
} from '../../src/core/contract/purchase.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { debtMessages } from '../../src/core/messages/debt.ts'
import { purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import { readSessionId } from '../accounts/session-cookie.ts'
import { sessionAccountId } from '../accounts/sessions.ts'
import type { AppDeps } from '../app-deps.ts'
import type { ShopSnapshot } from '../catalog/shop-data.ts'
import type { Config } from '../config.ts'
import { dailyOffersCache } from '../daily-shop/daily-offers-cache.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { metrics } from '../metrics/metrics.ts'
import { countRefusal, countRefusedRequest } from '../metrics/purchase-outcomes.ts'
import { buyProducts } from '../purchases/buy-products.ts'

/** POST /api/buyProducts: spending Unions for one character (docs/unions-purchase.md#on-the-server). */
export function purchaseRoutes({ db, config, shopData, now }: AppDeps): Hono {
  const offersOfDay = dailyOffersCache(db, config.dailyShop)
  return new Hono().post('/buyProducts', async (c) => {
    try {
      return await buy(c)
    } catch (error) {
      countRefusedRequest(error)
      throw error
    }
  })

  async function buy(c: Context) {
    const at = new Date(now())
    const sessionId = readSessionId(c)
    if (!sessionId) throw new HttpError(401, accountErrors.notLoggedIn)
    const { serverName, idempotencyKey, request } = await readPurchase(c, config, () => sessionAccountId(db, sessionId, at))
    // The purchase checks the session itself, in its one round trip (web/purchases/buy-products.ts).
    const outcome = await buyProducts(db, { sessionId, serverName, request, idempotencyKey, now: at, offersOfDay })
    if (outcome.kind === 'refused') {
      countRefusal(outcome.body)
      return c.json(explainDebt(outcome.body), 409)
    }
    // A replayed Idempotency-Key answers again without a revision: only a new purchase counts.
    if (outcome.revision !== undefined) metrics.purchaseMade()
    // At the revision the purchase committed, or later: the stocks it lowered are in it.
    const snapshot = outcome.revision === undefined ? await shopData.get() : await shopData.atLeast(outcome.revision)
    return c.body(answerJson(outcome.answer, snapshot), 200, { 'content-type': 'application/json' })
  }
}

/** The shop data's JSON as UTF-8, made once per snapshot: it is most of every answer's bytes (the whole catalogue). */
const shopDataBytes = new WeakMap<ShopSnapshot, Buffer>()
const CLOSING_BRACE = Buffer.from('}')

/** `{ ...answer, shopData }` as JSON bytes, the shop data's part spliced in as it was encoded once. */
function answerJson(answer: Omit<BuyProductsResponse, 'shopData'>, snapshot: ShopSnapshot): Uint8Array<ArrayBuffer> {
  let data = shopDataBytes.get(snapshot)
  if (data === undefined) {
    data = Buffer.from(JSON.stringify(snapshot.shopData))
    shopDataBytes.set(snapshot, data)
  }
  const head = Buffer.from(`${JSON.stringify(answer).slice(0, -1)},"shopData":`)
  // A Buffer is a Uint8Array (Hono's node adapter writes it as it is); its memory is an ArrayBuffer here.
  return Buffer.concat([head, data, CLOSING_BRACE])
}

/**
 * The request's parts, or its 400. A visitor whose session ended gets the 401 first, as on every
 * other route: the session is read here only when the request is refused.
 */
async function readPurchase(c: Context, config: Pick<Config, 'servers'>, sessionAccount: () => Promise<number | undefined>) {
  try {
    const serverName = requestedServer(c, config)
    const idempotencyKey = readIdempotencyKey(c)
    const request = await parseJsonBody(c, buyProductsRequestSchema)
    refuseMultiUnitDailyLines(request)
    return { serverName, idempotencyKey, request }
  } catch (error) {
    if (error instanceof HttpError && (await sessionAccount()) === undefined) throw new HttpError(401, accountErrors.notLoggedIn)
    throw error
  }
}

/**
 * The purchase refuses any balance below its total; a balance below zero is a debt (a refund or
 * chargeback took back Unions already spent), and the player is told so, with what they owe.
 */
function explainDebt(body: BuyProductsError): BuyProductsError {
  const balance = body.shopTokensAmount
  return balance !== undefined && balance < 0 ? { ...body, error: debtMessages.spendingRefused(-balance) } : body
}

function requestedServer(c: Context, config: Pick<Config, 'servers'>): string {
  const serverName = c.req.header('gameServer')
  if (!serverName) throw new HttpError(400, purchaseErrors.missingServer)
  if (!config.servers.some((server) => server.name === serverName)) throw new HttpError(400, accountErrors.unknownServer)
  return serverName
}

function readIdempotencyKey(c: Context): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_KEY_HEADER)
  if (raw === undefined) return undefined
  const parsed = idempotencyKeySchema.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, purchaseErrors.badIdempotencyKey)
  return parsed.data
}

/** The bundle fixes a daily line at one unit; more is a forged request. */
function refuseMultiUnitDailyLines(request: BuyProductsRequest): void {
  if (Object.values(request.products).some((line) => line.isFromDailyShop && line.amount !== 1)) {
    throw new HttpError(400, purchaseErrors.dailyLineSingleUnit)
  }
}

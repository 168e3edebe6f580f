import type { Context } from 'hono'
import { Hono } from 'hono'

import {
  buyProductsRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type BuyProductsError,
  type BuyProductsRequest,
  type BuyProductsResponse
} from '../../src/contract/purchase.ts'
import { accountErrors } from '../../src/messages/account-errors.ts'
import { debtMessages } from '../../src/messages/debt.ts'
import { purchaseErrors } from '../../src/messages/purchase-errors.ts'
import { requireAccount } from '../accounts/current-account.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Config } from '../config.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { buyProducts } from '../purchases/buy-products.ts'

/** POST /api/buyProducts: spending Unions for one character (SPEC §4 "Buying with Unions", §8). */
export function purchaseRoutes({ db, config, shopData, now }: AppDeps): Hono {
  return new Hono().post('/buyProducts', async (c) => {
    const at = new Date(now())
    const account = await requireAccount(c, db, at)
    const serverName = requestedServer(c, config)
    const idempotencyKey = readIdempotencyKey(c)
    const request = await parseJsonBody(c, buyProductsRequestSchema)
    refuseMultiUnitDailyLines(request)
    const outcome = await buyProducts(db, {
      accountId: account.id,
      serverName,
      request,
      idempotencyKey,
      now: at,
      dailyShop: config.dailyShop
    })
    if (outcome.kind === 'refused') return c.json(explainDebt(outcome.body), 409)
    // Read after the commit: the stocks this purchase lowered are in it.
    const body: BuyProductsResponse = { ...outcome.answer, shopData: (await shopData.get()).shopData }
    return c.json(body)
  })
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

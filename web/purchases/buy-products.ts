import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'
import type { BuyProductsError, BuyProductsRequest, BuyProductsResponse } from '../../src/core/contract/purchase.ts'
import { parisDay } from '../../src/core/domain/paris-time.ts'
import { backOfficePlayerErrors } from '../../src/core/messages/back-office-players.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import { hashSecret } from '../accounts/secrets.ts'
import type { Queryable } from '../db/database.ts'
import { sqlStateOf } from '../db/sql-state.ts'
import { HttpError } from '../http/http-error.ts'
import { isUniqueViolation, purchaseRequestHash, replayStoredPurchase, type StoredAnswer } from './idempotency.ts'
import { purchaseCallSchema, type PurchaseCall } from './purchase-call.ts'
import { refusalBody } from './purchase-refusal.ts'

export interface PurchaseInput {
  /** The session id the request came with: the purchase checks it itself, in the same round trip. */
  sessionId: string
  serverName: string
  request: BuyProductsRequest
  idempotencyKey: string | undefined
  now: Date
  /** The offers of a Paris day (web/daily-shop/daily-offers-cache.ts). */
  offersOfDay: (day: string) => Promise<DailyOffer[]>
}

/** The answer of a purchase as it goes out, before the shop data of its moment is added. */
export type PurchaseAnswer = Omit<BuyProductsResponse, 'shopData'>

/** 'refused' changed nothing; its body is the 409 answer in docs/unions-purchase.md#refusals. */
export type PurchaseOutcome =
  | {
      kind: 'bought'
      answer: PurchaseAnswer
      /** The catalogue revision the answer's shop data must reach, when known. */ revision?: string
    }
  | { kind: 'refused'; body: BuyProductsError }

/**
 * A purchase in one statement: buy_products() (migrations 011, 013, 018 and 025) checks the session, applies every
 * rule, locks and writes in the project's lock order (web/README.md "The purchase transaction"), and commits or
 * changes nothing. It answers data only; the words are chosen here. Throws a 401 HttpError for a session that
 * ended, 403 for a player whose purchases staff blocked, 404 for a character that is not the player's on this
 * server, 422 for a reused key.
 */
export async function buyProducts(db: Queryable, input: PurchaseInput): Promise<PurchaseOutcome> {
  const requestHash = purchaseRequestHash(input.serverName, input.request)
  const offers = Object.values(input.request.products).some((line) => line.isFromDailyShop)
    ? await input.offersOfDay(parisDay(input.now.getTime()))
    : []
  const call = await callBuyProducts(db, input, offers, requestHash)
  switch (call.kind) {
    case 'no_session':
      throw new HttpError(401, accountErrors.notLoggedIn)
    case 'no_character':
      throw new HttpError(404, purchaseErrors.characterNotFound)
    case 'blocked':
      throw new HttpError(403, backOfficePlayerErrors.purchasesBlocked)
    case 'stored':
      return { kind: 'bought', answer: worded(replayStoredPurchase({ requestHash: call.requestHash, answer: call.answer }, requestHash)) }
    case 'poor':
      return { kind: 'refused', body: { error: purchaseErrors.notEnoughTokens, shopTokensAmount: call.balance } }
    case 'refused':
      return { kind: 'refused', body: refusalBody(call.lines) }
    case 'bought':
      return { kind: 'bought', answer: worded(call.answer), revision: call.revision }
  }
}

/** The success text around the character's name the database answered (docs/unions-purchase.md#after-success). */
function worded({ characterName, shopTokens, order }: StoredAnswer): PurchaseAnswer {
  return { success: purchaseErrors.success(characterName), shopTokens, order }
}

/** buy_products() of migration 018: a limited stock ran out between its read and its decrement; nothing was written. */
const SOLD_OUT_CODE = 'BQOUT'
const CALL_SQL = 'select buy_products($1, $2, $3, $4, $5, $6, $7) as result'
const REFUSAL_SQL = 'select purchase_refusal($1::jsonb, $2) as result'
const MAX_CALLS = 3

/**
 * Calls buy_products(), again when it may now succeed or refuse by itself: after a stock ran out under it (its
 * next read sees the stock left), when a same-key call met this one on the key's unique index (same-key calls
 * wait on the account's lock and then see the first one's stored answer; the one that lost finds it on the next
 * call), or when its refusal found every line buyable again (a stock raised between its check and that read). A
 * stock that kept running out under it gets its refusal from the rows as they are now.
 */
async function callBuyProducts(db: Queryable, input: PurchaseInput, offers: DailyOffer[], requestHash: string): Promise<PurchaseCall> {
  const lines = JSON.stringify(linesOf(input.request, offers))
  const { sessionId, serverName, request, idempotencyKey, now } = input
  const params = [hashSecret(sessionId), serverName, request.characterDbId, idempotencyKey ?? null, requestHash, lines, now]
  for (let call = 1; ; call += 1) {
    try {
      const { rows } = await db.query<{ result: unknown }>(CALL_SQL, params, 'buy_products')
      const answer = purchaseCallSchema.parse(rows[0]?.result)
      if (answer.kind !== 'refused' || answer.lines.length > 0 || call === MAX_CALLS) return answer
    } catch (error) {
      const soldOut = sqlStateOf(error) === SOLD_OUT_CODE
      const keyMet = input.idempotencyKey !== undefined && isUniqueViolation(error)
      if ((!soldOut && !keyMet) || (keyMet && call === MAX_CALLS)) throw error
      if (soldOut && call === MAX_CALLS) return refusalAsNow(db, lines, input.request.characterDbId)
    }
  }
}

async function refusalAsNow(db: Queryable, lines: string, characterDbId: number): Promise<PurchaseCall> {
  const { rows } = await db.query<{ result: unknown }>(REFUSAL_SQL, [lines, characterDbId], 'purchase_refusal')
  return purchaseCallSchema.parse(rows[0]?.result)
}

/** A daily line carries today's discount from the server's offers (null: the offer is gone), never the client's. */
function linesOf(request: BuyProductsRequest, offers: readonly DailyOffer[]) {
  return Object.entries(request.products)
    .map(([id, line]) => {
      const itemId = Number(id)
      const offer = line.isFromDailyShop ? offers.find((candidate) => candidate.itemId === itemId) : undefined
      const discount = line.isFromDailyShop ? (offer?.dailyShopDiscount ?? null) : 0
      return { id: itemId, amount: line.amount, daily: line.isFromDailyShop, discount }
    })
    .sort((a, b) => a.id - b.id)
}

import { createHash } from 'node:crypto'

import * as z from 'zod/mini'

import { buyProductsResponseSchema, type BuyProductsRequest } from '../../src/core/contract/purchase.ts'
import { purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import { HttpError } from '../http/http-error.ts'
import { sqlStateOf } from '../db/sql-state.ts'

/**
 * What buy_products() stores and answers for a purchase: the answer without the shop data (a replay sends the shop
 * data of its own moment) and without its text, which the host words from the character's name (buy-products.ts).
 */
export const storedAnswerSchema = z.extend(z.omit(buyProductsResponseSchema, { shopData: true, success: true }), {
  characterName: z.string()
})
export type StoredAnswer = z.infer<typeof storedAnswerSchema>

export interface StoredPurchase {
  requestHash: string
  answer: StoredAnswer
}

/** The same purchase, whatever the order of the products map's keys. */
export function purchaseRequestHash(serverName: string, request: BuyProductsRequest): string {
  const lines = Object.entries(request.products)
    .map(([id, line]) => [Number(id), line.amount, line.isFromDailyShop] as const)
    .sort((a, b) => a[0] - b[0])
  const canonical = JSON.stringify({ serverName, characterDbId: request.characterDbId, lines })
  return createHash('sha256').update(canonical).digest('hex')
}

/** The first answer again, or a 422 when the key came with another purchase (nothing changes). */
export function replayStoredPurchase(stored: StoredPurchase, requestHash: string): StoredAnswer {
  if (stored.requestHash !== requestHash) throw new HttpError(422, purchaseErrors.idempotencyKeyReused)
  return stored.answer
}

/** PostgreSQL's unique_violation, from both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505'
}

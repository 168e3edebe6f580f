import { newPurchaseAttempt, type PurchaseAttempt } from '../api/purchase-api.ts'
import type { BuyProductsRequest } from '../core/contract/purchase.ts'
import type { BasketLine } from './basket.ts'

/**
 * The attempt whose answer never arrived, kept past the dialog that sent it: sending the same basket again
 * reuses its Idempotency-Key, so the purchase is never debited twice.
 */
let unansweredAttempt: PurchaseAttempt | undefined

export function purchaseRequest(characterDbId: number, lines: readonly BasketLine[]): BuyProductsRequest {
  const products: BuyProductsRequest['products'] = {}
  for (const line of lines) products[String(line.id)] = { amount: line.quantity, isFromDailyShop: line.isFromDailyShop }
  return { characterDbId, products }
}

/** The unanswered attempt when it sent this very body, else a new one. */
export function attemptFor(body: BuyProductsRequest): PurchaseAttempt {
  const retry = unansweredAttempt && JSON.stringify(unansweredAttempt.body) === JSON.stringify(body)
  return retry && unansweredAttempt ? unansweredAttempt : newPurchaseAttempt(body)
}

/** An answer (a purchase or a refusal) closes the attempt; without one it is kept for the retry. */
export function settleAttempt(attempt: PurchaseAttempt, answered: boolean): void {
  unansweredAttempt = answered ? undefined : attempt
}

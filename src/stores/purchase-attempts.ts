import { atom } from 'nanostores'

import { newPurchaseAttempt, type PurchaseAttempt } from '../api/purchase-api.ts'
import type { BuyProductsRequest } from '../core/contract/purchase.ts'
import type { BasketLine } from './basket.ts'

/**
 * The attempt whose answer never arrived, kept past the dialog that sent it: sending the same basket again
 * reuses its Idempotency-Key, so the purchase is never debited twice.
 */
export const $unansweredAttempt = atom<PurchaseAttempt | undefined>(undefined)

export function purchaseRequest(characterDbId: number, lines: readonly BasketLine[]): BuyProductsRequest {
  const products: BuyProductsRequest['products'] = {}
  for (const line of lines) products[String(line.id)] = { amount: line.quantity, isFromDailyShop: line.isFromDailyShop }
  return { characterDbId, products }
}

/** The unanswered attempt when it sent this very body, else a new one. */
export function attemptFor(body: BuyProductsRequest): PurchaseAttempt {
  const unanswered = $unansweredAttempt.get()
  const retry = unanswered && JSON.stringify(unanswered.body) === JSON.stringify(body)
  return retry ? unanswered : newPurchaseAttempt(body)
}

/** An answer (a purchase or a refusal) closes the attempt; without one it is kept for the retry. */
export function settleAttempt(attempt: PurchaseAttempt, answered: boolean): void {
  $unansweredAttempt.set(answered ? undefined : attempt)
}

import {
  buyProductsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type BuyProductsRequest,
  type BuyProductsResponse
} from '../core/contract/purchase.ts'
import { randomKey } from '../lib/random-key.ts'
import { request } from './client.ts'

/** One press of 'Acheter': its body and the key that makes sending it again safe. */
export interface PurchaseAttempt {
  readonly key: string
  readonly body: BuyProductsRequest
}

export function newPurchaseAttempt(body: BuyProductsRequest): PurchaseAttempt {
  return { key: randomKey(), body }
}

/** POST /api/buyProducts; a retry of the same attempt carries the same key and is charged once. */
export const postBuyProducts = (attempt: PurchaseAttempt): Promise<BuyProductsResponse> =>
  request('/api/buyProducts', buyProductsResponseSchema, {
    method: 'post',
    body: attempt.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key }
  })

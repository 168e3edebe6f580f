import {
  buyProductsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type BuyProductsRequest,
  type BuyProductsResponse
} from '../core/contract/purchase.ts'
import { request } from './client.ts'

/** One press of 'Acheter': its body and the key that makes sending it again safe. */
export interface PurchaseAttempt {
  readonly key: string
  readonly body: BuyProductsRequest
}

export function newPurchaseAttempt(body: BuyProductsRequest): PurchaseAttempt {
  return { key: newIdempotencyKey(), body }
}

/** POST /api/buyProducts; a retry of the same attempt carries the same key and is charged once. */
export const postBuyProducts = (attempt: PurchaseAttempt): Promise<BuyProductsResponse> =>
  request('/api/buyProducts', buyProductsResponseSchema, {
    method: 'post',
    body: attempt.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key }
  })

function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a shop reached over plain HTTP on a LAN address still needs a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

import type { BuyProductsError } from '../../src/core/contract/purchase.ts'
import { HttpError } from '../http/http-error.ts'
import { metrics } from './metrics.ts'

/** A refused purchase's reasons: each line's code (`out_of_stock`…), or too few Unions. */
export function countRefusal(body: BuyProductsError): void {
  const codes = new Set(Object.values(body.itemErrors ?? {}).map((line) => line.err.toLowerCase()))
  if (codes.size === 0) codes.add(body.shopTokensAmount !== undefined ? 'not_enough_unions' : 'refused')
  for (const code of codes) metrics.purchaseRefused(code)
}

const REFUSAL_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'not_logged_in',
  404: 'character_not_found',
  413: 'too_large',
  422: 'idempotency_key_reused',
  429: 'too_many'
}

/** A purchase refused before the basket was weighed (HttpError); anything else is not a refusal. */
export function countRefusedRequest(error: unknown): void {
  if (error instanceof HttpError && error.status < 500) metrics.purchaseRefused(REFUSAL_BY_STATUS[error.status] ?? `status_${error.status}`)
}

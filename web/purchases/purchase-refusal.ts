import { GONE_PRODUCT_CODES, type BuyProductsError, type ItemError } from '../../src/core/contract/purchase.ts'
import { purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import { productFromRow } from '../catalog/product-rows.ts'
import type { RefusedLine } from './purchase-call.ts'

/**
 * The 409 body of a refused basket (docs/unions-purchase.md#refusals), worded from purchase_refusal()'s lines: the
 * rules were applied in the database (purchase_line_refusal()); here each rule only gets its French text.
 */
export function refusalBody(lines: readonly RefusedLine[]): BuyProductsError {
  const itemErrors: Record<string, ItemError> = {}
  for (const line of lines) itemErrors[String(line.id)] = itemError(line)
  return { error: refusalMessage(Object.values(itemErrors)), itemErrors }
}

function itemError(line: RefusedLine): ItemError {
  switch (line.refusal) {
    case 'unknown_product':
      return { err: 'UNKNOWN_PRODUCT', message: purchaseErrors.productGone, updatedProduct: null }
    case 'inactive':
      return { err: 'WITHDRAWN', message: purchaseErrors.productGone, updatedProduct: null }
    case 'cash_only':
      return withProduct(line, 'UNAVAILABLE', purchaseErrors.cashOnly)
    case 'offer_expired':
      return withProduct(line, 'OFFER_EXPIRED', purchaseErrors.offerExpired)
    case 'daily_only':
      return withProduct(line, 'UNAVAILABLE', purchaseErrors.dailyShopOnly)
    case 'stock':
      return withProduct(line, 'OUT_OF_STOCK', line.stocks === 0 ? purchaseErrors.soldOut : purchaseErrors.notEnoughStock(line.stocks))
    case 'character_limit':
      return withProduct(line, 'CHARACTER_LIMIT', purchaseErrors.characterLimit(line.limit, line.bought))
  }
}

/** The product as it is now goes with the refusal, so the dialog shows its stock and limit. */
function withProduct(line: Extract<RefusedLine, { product: unknown }>, err: ItemError['err'], message: string): ItemError {
  return { err, message, updatedProduct: productFromRow(line.product) }
}

/** The text of a refused basket: a gone product's first (the bundle then refreshes the daily shop), else the only one. */
function refusalMessage(itemErrors: readonly ItemError[]): string {
  const gone = itemErrors.find((error) => GONE_PRODUCT_CODES.has(error.err))
  if (gone) return gone.message
  return itemErrors.length === 1 && itemErrors[0] ? itemErrors[0].message : purchaseErrors.someLinesRefused
}

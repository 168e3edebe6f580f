import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'
import type { BuyProductsRequest, ItemError } from '../../src/core/contract/purchase.ts'
import { discountedPrice } from '../../src/core/domain/money.ts'
import { GONE_PRODUCT_PHRASE, purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import type { Grant } from '../catalog/catalogue-file.ts'
import { productFromRow, type ProductRow } from '../catalog/product-rows.ts'

/** A products row as a purchase reads it, locked. */
export interface PurchaseProductRow extends ProductRow {
  active: boolean
  grants: Grant[]
}

/** One accepted line, priced: `total` = discounted unit price × quantity. */
export interface PricedLine {
  product: PurchaseProductRow
  quantity: number
  discount: number
  total: number
  isFromDailyShop: boolean
}

export type LinesCheck = { ok: true; lines: PricedLine[]; total: number } | { ok: false; itemErrors: Record<string, ItemError> }

export interface LinesContext {
  products: ReadonlyMap<number, PurchaseProductRow>
  /** Today's daily offers (Paris day): a daily line takes the discount found here, never the client's. */
  offers: readonly DailyOffer[]
  /** Units of each product the character already bought. */
  bought: ReadonlyMap<number, number>
}

/**
 * Checks every line and prices the accepted ones. All refusals are collected, so the
 * player sees every problem of the basket at once. Lines come out in product id order.
 */
export function checkPurchaseLines(requested: BuyProductsRequest['products'], context: LinesContext): LinesCheck {
  const lines: PricedLine[] = []
  const itemErrors: Record<string, ItemError> = {}
  const ids = Object.keys(requested)
    .map(Number)
    .sort((a, b) => a - b)
  for (const id of ids) {
    const line = requested[String(id)]
    if (!line) continue
    const checked = checkLine(id, line.amount, line.isFromDailyShop, context)
    if ('err' in checked) itemErrors[String(id)] = checked
    else lines.push(checked)
  }
  if (Object.keys(itemErrors).length > 0) return { ok: false, itemErrors }
  return { ok: true, lines, total: lines.reduce((sum, line) => sum + line.total, 0) }
}

function checkLine(id: number, amount: number, isFromDailyShop: boolean, context: LinesContext): PricedLine | ItemError {
  const product = context.products.get(id)
  if (!product) return { err: 'UNKNOWN_PRODUCT', message: purchaseErrors.productGone, updatedProduct: null }
  if (!product.active) return { err: 'UNAVAILABLE', message: purchaseErrors.productGone, updatedProduct: null }
  const refuse = (err: ItemError['err'], message: string): ItemError => ({ err, message, updatedProduct: productFromRow(product) })
  if (product.money_type !== 'tokens') return refuse('UNAVAILABLE', purchaseErrors.cashOnly)
  const offer = isFromDailyShop ? context.offers.find((candidate) => candidate.itemId === id) : undefined
  if (isFromDailyShop && !offer) return refuse('OFFER_EXPIRED', purchaseErrors.offerExpired)
  if (!isFromDailyShop && product.is_daily_shop_only) return refuse('UNAVAILABLE', purchaseErrors.dailyShopOnly)
  if (product.stocks !== null && product.stocks < amount) {
    return refuse('OUT_OF_STOCK', product.stocks === 0 ? purchaseErrors.soldOut : purchaseErrors.notEnoughStock(product.stocks))
  }
  const bought = context.bought.get(id) ?? 0
  if (product.character_limit > 0 && bought + amount > product.character_limit) {
    return refuse('CHARACTER_LIMIT', purchaseErrors.characterLimit(product.character_limit, bought))
  }
  const discount = offer?.dailyShopDiscount ?? 0
  return { product, quantity: amount, discount, total: discountedPrice(product.price, discount) * amount, isFromDailyShop }
}

/** The text of a refused basket: a gone product's first (the bundle then refreshes the daily shop), else the only one. */
export function refusalMessage(itemErrors: Record<string, ItemError>): string {
  const messages = Object.values(itemErrors).map((error) => error.message)
  const gone = messages.find((message) => message.includes(GONE_PRODUCT_PHRASE))
  if (gone) return gone
  return messages.length === 1 && messages[0] ? messages[0] : purchaseErrors.someLinesRefused
}

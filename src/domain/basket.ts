import type { Product } from '../contract/catalog.ts'
import { MAX_UNITS_PER_LINE } from '../contract/purchase.ts'

/** A basket line as it is kept between visits (SPEC §3 "Basket line", without its error). */
export interface BasketEntry {
  id: number
  quantity: number
  isFromDailyShop: boolean
  /** Percent off; only a daily-shop line has one, fixed by its offer. */
  discount: number
}

export interface DailyOfferPick {
  discount: number
}

/** SPEC §4: only Unions products with stock left (or no stock count) go in the basket. */
export function canEnterBasket(product: Product | undefined): product is Product {
  return product !== undefined && product.moneyType === 'tokens' && (product.stocks === null || product.stocks > 0)
}

/** A product sold only in the daily shop cannot be bought from a plain line. */
export function isValidEntry(entry: BasketEntry, product: Product | undefined): boolean {
  return canEnterBasket(product) && (entry.isFromDailyShop || !product.isDailyShopOnly)
}

/** SPEC §4 "Add": once per product, default quantity 1. */
export function addEntry(
  entries: readonly BasketEntry[],
  product: Product | undefined,
  offer?: DailyOfferPick
): BasketEntry[] | undefined {
  if (!canEnterBasket(product) || entries.some((entry) => entry.id === product.id)) return undefined
  const entry: BasketEntry = offer
    ? { id: product.id, quantity: 1, isFromDailyShop: true, discount: offer.discount }
    : { id: product.id, quantity: 1, isFromDailyShop: false, discount: 0 }
  if (!isValidEntry(entry, product)) return undefined
  return [...entries, entry]
}

/** The most units of a line: its stock, its per-character limit, and the service's per-line bound. */
export function quantityCap(product: Product): number {
  let cap = MAX_UNITS_PER_LINE
  if (product.stocks !== null) cap = Math.min(cap, product.stocks)
  if (product.characterLimit > 0) cap = Math.min(cap, product.characterLimit)
  return Math.max(cap, 1)
}

export interface QuantityChange {
  quantity: number
  /** True when the request went past the stock: the line's error no longer holds (SPEC §4). */
  cappedAtStock: boolean
}

/** SPEC §4: never below 1, capped at the stock and within the character limit; daily lines stay as they are. */
export function clampQuantity(entry: BasketEntry, product: Product, requested: number): QuantityChange | undefined {
  if (entry.isFromDailyShop || !Number.isFinite(requested)) return undefined
  const wanted = Math.max(1, Math.floor(requested))
  const cappedAtStock = product.stocks !== null && wanted > product.stocks
  return { quantity: Math.min(wanted, quantityCap(product)), cappedAtStock }
}

export function isAtCap(entry: BasketEntry, product: Product): boolean {
  return !entry.isFromDailyShop && entry.quantity >= quantityCap(product)
}

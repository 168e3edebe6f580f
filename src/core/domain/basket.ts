import type { Product } from '../contract/catalog.ts'
import { MAX_UNITS_PER_LINE } from '../contract/purchase-limits.ts'

/** A basket line as it is kept between visits (docs/basket.md#lines, without its error). */
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

/** docs/basket.md#limits: only Unions products with stock left (or no stock count) go in the basket. */
export function canEnterBasket(product: Product | undefined): product is Product {
  return product !== undefined && product.moneyType === 'tokens' && (product.stocks === null || product.stocks > 0)
}

/** A product sold only in the daily shop cannot be bought from a plain line. */
export function isValidEntry(entry: BasketEntry, product: Product | undefined): boolean {
  return canEnterBasket(product) && (entry.isFromDailyShop || !product.isDailyShopOnly)
}

/**
 * Why a Unions product cannot go in the basket from here, reached by its address although it is
 * not listed (docs/catalogue.md#what-is-listed, "daily-shop-only products appear only on the daily shop").
 */
export function basketUnavailability(product: Product, offer?: DailyOfferPick): 'soldOut' | 'dailyShopOnly' | undefined {
  if (product.moneyType !== 'tokens') return undefined
  if (product.stocks !== null && product.stocks <= 0) return 'soldOut'
  if (product.isDailyShopOnly && !offer) return 'dailyShopOnly'
  return undefined
}

/** docs/basket.md#adding: once per product, default quantity 1. */
export function addEntry(entries: readonly BasketEntry[], product: Product | undefined, offer?: DailyOfferPick): BasketEntry[] | undefined {
  if (!canEnterBasket(product) || entries.some((entry) => entry.id === product.id)) return undefined
  const entry: BasketEntry = offer
    ? { id: product.id, quantity: 1, isFromDailyShop: true, discount: offer.discount }
    : { id: product.id, quantity: 1, isFromDailyShop: false, discount: 0 }
  if (!isValidEntry(entry, product)) return undefined
  return [...entries, entry]
}

/**
 * Units the character may still buy under its limit (docs/basket.md#limits), or undefined without one.
 * 'N par personnage' means N units in all for the character, as the service counts them (web/purchases):
 * the quantity stays below the limit minus what was bought before, or reaches it, never beyond.
 */
export function unitsLeftForCharacter(product: Product, alreadyBought = 0): number | undefined {
  if (product.characterLimit <= 0) return undefined
  return Math.max(product.characterLimit - alreadyBought, 0)
}

/** The most units of a line: its stock, what the character may still buy, and the service's per-line bound. */
export function quantityCap(product: Product, alreadyBought = 0): number {
  let cap = MAX_UNITS_PER_LINE
  if (product.stocks !== null) cap = Math.min(cap, product.stocks)
  const left = unitsLeftForCharacter(product, alreadyBought)
  if (left !== undefined) cap = Math.min(cap, left)
  return Math.max(cap, 1)
}

/** The character already holds all the units its limit allows: the line cannot be bought for it. */
export function isCharacterLimitReached(product: Product, alreadyBought = 0): boolean {
  return unitsLeftForCharacter(product, alreadyBought) === 0
}

export interface QuantityChange {
  quantity: number
  /** True when the request went past the stock: the line's error no longer holds (docs/basket.md#limits). */
  cappedAtStock: boolean
}

/** docs/basket.md#limits: never below 1, capped at the stock and within the character limit; daily lines stay as they are. */
export function clampQuantity(entry: BasketEntry, product: Product, requested: number, alreadyBought = 0): QuantityChange | undefined {
  if (entry.isFromDailyShop || !Number.isFinite(requested)) return undefined
  const wanted = Math.max(1, Math.floor(requested))
  const cappedAtStock = product.stocks !== null && wanted > product.stocks
  return { quantity: Math.min(wanted, quantityCap(product, alreadyBought)), cappedAtStock }
}

import type { Product } from '../contract/catalog.ts'
import type { DailyOffer } from '../contract/daily-shop.ts'
import { nextParisMidnight } from './paris-time.ts'

export interface DailyOfferView {
  offer: DailyOffer
  product: Product
}

/** Today's offers whose product the shop data knows and still sells (docs/daily-shop.md#offers: a stock of 0 hides it). */
export function offersWithProducts(offers: readonly DailyOffer[], productsById: ReadonlyMap<number, Product>): DailyOfferView[] {
  const views: DailyOfferView[] = []
  for (const offer of offers) {
    const product = productsById.get(offer.itemId)
    if (product && product.moneyType === 'tokens' && (product.stocks === null || product.stocks > 0)) {
      views.push({ offer, product })
    }
  }
  return views
}

export interface CountdownParts {
  hours: number
  minutes: number
  seconds: number
}

/**
 * What is left until the next midnight in Paris, in whole seconds rounded down: midnight itself reads
 * 00 h 00 min 00 s and the next instant 23 h 59 min 59 s, never 24 h.
 */
export function untilParisMidnight(now: number): CountdownParts {
  const total = Math.max(0, Math.floor((nextParisMidnight(now - 1) - now) / 1000))
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 }
}

export type DailyShopNotice = 'notConnected' | 'loadingProducts' | 'loadError' | 'loadingOffers' | 'noOffers'

export interface DailyShopSituation {
  loggedIn: boolean
  hasShopData: boolean
  status: 'idle' | 'loading' | 'error' | 'ready'
  /** Offers were fetched at least once (cached ones stay on screen while newer ones load). */
  fetched: boolean
  /** Offers whose product the shop data knows. */
  offerCount: number
}

/** Which of the five messages in docs/daily-shop.md#offers the page shows instead of the offers, if any. */
export function dailyShopNotice(situation: DailyShopSituation): DailyShopNotice | undefined {
  if (!situation.loggedIn) return 'notConnected'
  if (!situation.hasShopData) return 'loadingProducts'
  if (situation.status === 'error') return 'loadError'
  if (!situation.fetched) return 'loadingOffers'
  if (situation.offerCount === 0) return 'noOffers'
  return undefined
}

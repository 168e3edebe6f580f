import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'
import type { Queryable } from '../db/database.ts'
import { offersOfDay, type DailyShopSettings } from './daily-shop-repo.ts'

/**
 * The offers of the day, kept in memory once read: the first call of a day fixes them in the database
 * (daily-shop-repo.ts) and they never change for that day, so every host keeps the same ones. Calls
 * made while the day is being read or fixed share that one read (the midnight rush asks at once).
 */
export function dailyOffersCache(db: Queryable, settings: DailyShopSettings): (day: string) => Promise<DailyOffer[]> {
  let kept: { day: string; offers: Promise<DailyOffer[]> } | undefined
  return (day) => {
    if (kept?.day === day) return kept.offers
    const offers = offersOfDay(db, day, settings)
    const entry = { day, offers }
    kept = entry
    // A failed read is not kept: the next call tries again.
    offers.catch(() => {
      if (kept === entry) kept = undefined
    })
    return offers
  }
}

import { describe, expect, it } from 'vitest'

import { pickDailyOffers } from '../../web/daily-shop/pick-offers.ts'

const pool = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, dailyShopDiscount: index === 0 ? 35 : null }))

describe('pickDailyOffers', () => {
  it('is the same for the same day, whatever the pool order', () => {
    const first = pickDailyOffers('2026-11-21', pool, 4, [10, 20])
    expect(pickDailyOffers('2026-11-21', [...pool].reverse(), 4, [10, 20])).toEqual(first)
    expect(first).toHaveLength(4)
  })

  it('changes from one day to the next', () => {
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'].map((day) =>
      pickDailyOffers(day, pool, 4, [10, 20]).map((offer) => offer.itemId)
    )
    expect(new Set(days.map((ids) => ids.join())).size).toBeGreaterThan(1)
  })

  it('keeps a product’s own discount and picks the others from the list', () => {
    for (const day of ['2026-01-01', '2026-02-02', '2026-03-03']) {
      for (const offer of pickDailyOffers(day, pool, 12, [10, 20])) {
        expect(offer.dailyShopDiscount).toBe(offer.itemId === 1 ? 35 : offer.dailyShopDiscount)
        if (offer.itemId !== 1) expect([10, 20]).toContain(offer.dailyShopDiscount)
      }
    }
  })

  it('offers what there is when the pool is small', () => {
    expect(pickDailyOffers('2026-11-21', pool.slice(0, 2), 4, [10])).toHaveLength(2)
    expect(pickDailyOffers('2026-11-21', [], 4, [10])).toEqual([])
  })
})

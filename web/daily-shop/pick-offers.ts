import { createHash } from 'node:crypto'

import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'

export interface DailyCandidate {
  id: number
  dailyShopDiscount: number | null
}

/** The same day always yields the same offers: a seeded order of the pool, cut to `size`. */
export function pickDailyOffers(day: string, pool: readonly DailyCandidate[], size: number, discounts: readonly number[]): DailyOffer[] {
  return pool
    .map((candidate) => ({ candidate, seed: seedOf(`${day}:${candidate.id}`) }))
    .sort((a, b) => a.seed - b.seed || a.candidate.id - b.candidate.id)
    .slice(0, size)
    .map(({ candidate, seed }) => ({
      itemId: candidate.id,
      dailyShopDiscount: candidate.dailyShopDiscount ?? discounts[seed % discounts.length] ?? 0
    }))
}

function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

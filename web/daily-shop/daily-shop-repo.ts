import * as z from 'zod/mini'

import { dailyOfferSchema, type DailyOffer } from '../../src/core/contract/daily-shop.ts'
import { readStocks } from '../catalog/stock-repository.ts'
import type { Queryable } from '../db/database.ts'
import { pickDailyOffers, type DailyCandidate } from './pick-offers.ts'

export interface DailyShopSettings {
  size: number
  discounts: number[]
}

const storedOffersSchema = z.array(dailyOfferSchema)

/**
 * The offers of a Paris day. The first host to ask fixes them in the database, so
 * every host serves the same offers all day even if the catalogue changes meanwhile.
 */
export async function offersOfDay(db: Queryable, day: string, settings: DailyShopSettings): Promise<DailyOffer[]> {
  const stored = await storedOffers(db, day)
  if (stored) return stored
  const pool = await db.query<{ id: number; daily_shop_discount: number | null }>(
    `select id, daily_shop_discount from products where active and daily_shop_eligible and money_type = 'tokens'`
  )
  const stocks = await readStocks(
    db,
    pool.rows.map((row) => row.id)
  )
  // A sold-out product is not offered; an unlimited one (no stock) is.
  const candidates: DailyCandidate[] = pool.rows
    .filter((row) => (stocks.get(row.id) ?? 1) > 0)
    .map((row) => ({ id: row.id, dailyShopDiscount: row.daily_shop_discount }))
  const offers = pickDailyOffers(day, candidates, settings.size, settings.discounts)
  await db.query('insert into daily_shop_days (day, offers) values ($1, $2) on conflict (day) do nothing', [day, JSON.stringify(offers)])
  return (await storedOffers(db, day)) ?? offers
}

async function storedOffers(db: Queryable, day: string): Promise<DailyOffer[] | undefined> {
  const { rows } = await db.query<{ offers: unknown }>('select offers from daily_shop_days where day = $1', [day])
  if (!rows[0]) return undefined
  return storedOffersSchema.parse(rows[0].offers)
}

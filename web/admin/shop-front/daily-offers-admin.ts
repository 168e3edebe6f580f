import { randomBytes } from 'node:crypto'

import type { DailyOffer } from '../../../src/core/contract/daily-shop.ts'
import { stockOf } from '../../catalog/stock-repository.ts'
import type { Queryable } from '../../db/database.ts'
import type { DailyShopSettings } from '../../daily-shop/daily-shop-repo.ts'
import { pickDailyOffers, type DailyCandidate } from '../../daily-shop/pick-offers.ts'

export interface PoolProduct extends DailyCandidate {
  label: string
  isDailyShopOnly: boolean
}

/** Products the daily shop may draw: active, eligible, paid in Unions, in stock (as the player's draw reads them). */
export async function dailyPool(db: Queryable): Promise<PoolProduct[]> {
  const { rows } = await db.query<PoolProduct>(
    `select id, label, daily_shop_discount as "dailyShopDiscount", is_daily_shop_only as "isDailyShopOnly" from products
      where active and daily_shop_eligible and money_type = 'tokens' and coalesce(${stockOf('products')}, 1) > 0 order by id`
  )
  return rows
}

/** The offers fixed for `day`, or undefined while nobody fixed them (no player saw that day yet, no pin or re-draw). */
export async function fixedOffers(db: Queryable, day: string): Promise<DailyOffer[] | undefined> {
  const { rows } = await db.query<{ offers: DailyOffer[] }>('select offers from daily_shop_days where day = $1 for update', [day])
  return rows[0]?.offers
}

/** The day's offers as the first player to ask would fix them. */
export function previewOffers(day: string, pool: PoolProduct[], settings: DailyShopSettings): DailyOffer[] {
  return pickDailyOffers(day, pool, settings.size, settings.discounts)
}

/** A new draw for `day`: another seed, the same rules (pool, size, discounts). */
export function redrawnOffers(day: string, pool: PoolProduct[], settings: DailyShopSettings): DailyOffer[] {
  return pickDailyOffers(`${day}#${randomBytes(8).toString('hex')}`, pool, settings.size, settings.discounts)
}

/** `productId` first among the day's offers at `discount`; the last other offer makes room when the list is full. */
export function withPinned(offers: DailyOffer[], productId: number, discount: number, size: number): DailyOffer[] {
  const others = offers.filter((offer) => offer.itemId !== productId)
  return [{ itemId: productId, dailyShopDiscount: discount }, ...others].slice(0, Math.max(size, 1))
}

export async function fixOffers(tx: Queryable, day: string, offers: DailyOffer[]): Promise<void> {
  await tx.query('insert into daily_shop_days (day, offers) values ($1, $2) on conflict (day) do update set offers = excluded.offers', [
    day,
    JSON.stringify(offers)
  ])
}

import { Hono } from 'hono'

import { shopVerQuerySchema, type ShopVerResponse } from '../../src/core/contract/catalog.ts'
import type { CreatorsResponse } from '../../src/core/contract/creators.ts'
import type { DailyShopResponse } from '../../src/core/contract/daily-shop.ts'
import { nextParisMidnight, parisDay } from '../../src/core/domain/paris-time.ts'
import type { AppDeps } from '../app-deps.ts'
import { activeCreatorCodes } from '../catalog/creator-codes-repo.ts'
import { dailyOffersCache } from '../daily-shop/daily-offers-cache.ts'
import { parseQuery } from '../http/validate.ts'

/** The catalogue as the bundle reads it: shop data, daily offers, creator codes. */
export function shopRoutes({ db, shopData, config, now }: AppDeps): Hono {
  const offersOfDay = dailyOffersCache(db, config.dailyShop)
  return new Hono()
    .get('/shopVer', async (c) => {
      const { version } = parseQuery(c, shopVerQuerySchema)
      const snapshot = await shopData.get()
      const body: ShopVerResponse =
        version === snapshot.shopVer ? { shopVer: snapshot.shopVer } : { shopVer: snapshot.shopVer, shopData: snapshot.shopData }
      return c.json(body)
    })
    .get('/dailyShop', async (c) => {
      const instant = now()
      const day = parisDay(instant)
      const body: DailyShopResponse = {
        day,
        offers: await offersOfDay(day),
        nextResetAt: new Date(nextParisMidnight(instant)).toISOString()
      }
      return c.json(body)
    })
    .get('/getCreators', async (c) => {
      const body: CreatorsResponse = await activeCreatorCodes(db)
      return c.json(body)
    })
}

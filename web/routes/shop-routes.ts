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
      const nextReset = nextParisMidnight(instant)
      const body: DailyShopResponse = { day, offers: await offersOfDay(day), nextResetAt: new Date(nextReset).toISOString() }
      c.header('x-accel-expires', nginxCacheableUntil(nextReset))
      return c.json(body)
    })
    .get('/getCreators', async (c) => {
      const body: CreatorsResponse = await activeCreatorCodes(db)
      return c.json(body)
    })
}

/**
 * How long nginx in front (docs/deploy/nginx-boutique.conf) may keep the day's answer: through the last second before
 * the next Paris midnight, never into the new day. nginx reads "@<epoch seconds>" as the last second the answer is
 * fresh (it is stale once that second is past, `valid_sec < now`) and hides the header from the client
 * (nginx/nginx release-1.31.4, src/http/ngx_http_upstream.c ngx_http_upstream_process_accel_expires,
 * src/http/ngx_http_file_cache.c ngx_http_file_cache_open, src/http/modules/ngx_http_proxy_module.c hide headers).
 * The same bytes all day, so the host's own kept answer carries it unchanged (docs/daily-shop.md#caching).
 */
function nginxCacheableUntil(nextReset: number): string {
  return `@${Math.floor(nextReset / 1000) - 1}`
}

import * as z from 'zod/mini'

import { shopVerResponseSchema } from '../core/contract/catalog.ts'
import { creatorsResponseSchema } from '../core/contract/creators.ts'
import { dailyOfferSchema, type DailyOffer } from '../core/contract/daily-shop.ts'
import { exchangeRateResponseSchema } from '../core/contract/exchange-rate.ts'
import { publicConfigSchema } from '../core/contract/public-config.ts'
import { ApiFailure } from './api-errors.ts'
import { request } from './client.ts'

export const fetchShopVer = (version: string | undefined) =>
  request('/api/shopVer', shopVerResponseSchema, { params: version ? { version } : {} })

const dailyOffersSchema = z.array(dailyOfferSchema)
const dailyShopBodySchema = z.union([dailyOffersSchema, z.object({ offers: dailyOffersSchema })])

/** docs/daily-shop.md#offers: the offers come as an array or as an object with an offers array; anything else is refused. */
export async function fetchDailyShop(): Promise<DailyOffer[]> {
  const body = await request('/api/dailyShop', z.unknown())
  const parsed = dailyShopBodySchema.safeParse(body)
  if (parsed.success) return Array.isArray(parsed.data) ? parsed.data : parsed.data.offers
  console.error('Invalid data format received from daily shop API')
  throw new ApiFailure('PARSING_ERROR', 'Invalid data format', undefined, body)
}

export const fetchExchangeRates = () => request('/api/getExchangeRate', exchangeRateResponseSchema)

export const fetchCreators = () => request('/api/getCreators', creatorsResponseSchema)

export const fetchPublicConfig = () => request('/api/config', publicConfigSchema)

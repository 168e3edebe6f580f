import { shopVerResponseSchema } from '../contract/catalog.ts'
import { creatorsResponseSchema } from '../contract/creators.ts'
import { dailyShopResponseSchema } from '../contract/daily-shop.ts'
import { exchangeRateResponseSchema } from '../contract/exchange-rate.ts'
import { publicConfigSchema } from '../contract/public-config.ts'
import { request } from './client.ts'

export const fetchShopVer = (version: string | undefined) =>
  request('/api/shopVer', shopVerResponseSchema, { params: version ? { version } : {} })

export const fetchDailyShop = () => request('/api/dailyShop', dailyShopResponseSchema)

export const fetchExchangeRates = () => request('/api/getExchangeRate', exchangeRateResponseSchema)

export const fetchCreators = () => request('/api/getCreators', creatorsResponseSchema)

export const fetchPublicConfig = () => request('/api/config', publicConfigSchema)

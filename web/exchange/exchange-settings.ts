import * as z from 'zod/mini'

import { httpUrl, positiveInt } from '../config/env-values.ts'

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

export const exchangeEnv = {
  EXCHANGE_RATES_URL: z.optional(z.union([z.literal(''), httpUrl])),
  EXCHANGE_RATES_REFRESH_HOURS: z._default(positiveInt, 12)
}

export interface ExchangeRateSettings {
  /** undefined: no outside call, the shipped rates serve. */
  url: string | undefined
  refreshHours: number
}

/**
 * The ECB's daily rates outside demo mode; in demo mode no outside call unless asked for.
 * `raw` tells an empty EXCHANGE_RATES_URL (none) from an absent one (the default).
 */
export function exchangeRateSettings(
  values: { SHOP_DEMO: boolean; EXCHANGE_RATES_REFRESH_HOURS: number },
  raw: Record<string, string | undefined>
): ExchangeRateSettings {
  const url =
    raw.EXCHANGE_RATES_URL !== undefined ? raw.EXCHANGE_RATES_URL || undefined : values.SHOP_DEMO ? undefined : ECB_DAILY_RATES_URL
  return { url, refreshHours: values.EXCHANGE_RATES_REFRESH_HOURS }
}

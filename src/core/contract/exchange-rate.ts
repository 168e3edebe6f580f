import * as z from 'zod/mini'

/** docs/catalogue.md#prices-and-currencies: the supported codes, EUR first (the default). */
export const CURRENCY_CODES = ['EUR', 'AUD', 'BRL', 'CAD', 'DKK', 'NOK', 'NZD', 'PLN', 'GBP', 'SEK', 'USD'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

export const currencyCodeSchema = z.enum(CURRENCY_CODES)

/** GET /api/getExchangeRate — how many units of each currency one euro buys. */
export const exchangeRateResponseSchema = z.object({
  base_code: z.literal('EUR'),
  conversion_rates: z.record(z.string(), z.number().check(z.positive())),
  updatedAt: z.string()
})
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>

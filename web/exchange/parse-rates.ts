import * as z from 'zod/mini'

import { CURRENCY_CODES, type CurrencyCode } from '../../src/core/contract/exchange-rate.ts'

const rate = z.number().check(z.positive())
const jsonRatesSchema = z.union([
  z.object({ conversion_rates: z.record(z.string(), rate) }),
  z.object({ rates: z.record(z.string(), rate) })
])

export type RateTable = Partial<Record<CurrencyCode, number>>

/**
 * Reads euro reference rates from the ECB daily XML, or from JSON with a
 * `rates` or `conversion_rates` map based on EUR. Keeps the shop's currencies only.
 */
export function parseRates(body: string): RateTable {
  const all = body.trimStart().startsWith('<') ? ratesFromEcbXml(body) : ratesFromJson(body)
  const table: RateTable = { EUR: 1 }
  for (const code of CURRENCY_CODES) {
    const value = all[code]
    if (code !== 'EUR' && value !== undefined && Number.isFinite(value) && value > 0) table[code] = value
  }
  return table
}

function ratesFromEcbXml(xml: string): Record<string, number> {
  const rates: Record<string, number> = {}
  for (const match of xml.matchAll(/currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g)) {
    rates[match[1] as string] = Number(match[2])
  }
  return rates
}

function ratesFromJson(text: string): Record<string, number> {
  const parsed = jsonRatesSchema.parse(JSON.parse(text))
  return 'conversion_rates' in parsed ? parsed.conversion_rates : parsed.rates
}

import type { CurrencyCode } from '../../src/core/contract/exchange-rate.ts'

/** Shipped so that prices convert even when no rate source was ever reached (ECB reference levels, 2025). */
export const FALLBACK_RATES: Record<CurrencyCode, number> = {
  EUR: 1,
  AUD: 1.7,
  BRL: 6.3,
  CAD: 1.6,
  DKK: 7.46,
  NOK: 11.7,
  NZD: 1.9,
  PLN: 4.26,
  GBP: 0.85,
  SEK: 11.1,
  USD: 1.12
}

import { atom, computed, onMount } from 'nanostores'

import { fetchExchangeRates } from '../api/shop-api.ts'
import { CURRENCY_CODES, type CurrencyCode } from '../core/contract/exchange-rate.ts'
import { $appState, shopStatePart, updateAppState } from './persistence.ts'
import { RATES_REFRESH_MS } from './refresh-periods.ts'

export const $chosenCurrency = computed($appState, (state) => state.currency)

type Rates = Partial<Record<CurrencyCode, number>>

/** docs/client-state.md#persisted-parts: the rates are kept between visits with when they were fetched. */
const stored = shopStatePart.read().rates
export const $rates = atom<Rates>(stored?.values ?? {})
const $ratesFetchedAt = atom(stored?.fetchedAt ?? 0)

/** The currency prices show in: the chosen one when its rate is known, EUR (value 1) otherwise. */
export const $currency = computed([$chosenCurrency, $rates], (code, rates) => {
  const rate = rates[code]
  return rate ? { code, rate } : { code: 'EUR' as CurrencyCode, rate: 1 }
})

export function chooseCurrency(code: CurrencyCode): void {
  updateAppState({ currency: code })
}

/** Fetches the rates unless the kept ones are under 5 minutes old (or `force`). */
export async function refreshRates(force = false, now = Date.now()): Promise<void> {
  if (!force && now - $ratesFetchedAt.get() < RATES_REFRESH_MS && Object.keys($rates.get()).length > 0) return
  try {
    const response = await fetchExchangeRates()
    const values: Rates = {}
    for (const code of CURRENCY_CODES) {
      const rate = response.conversion_rates[code]
      if (rate !== undefined) values[code] = rate
    }
    $rates.set(values)
    $ratesFetchedAt.set(now)
    shopStatePart.write({ ...shopStatePart.read(), rates: { values, fetchedAt: now } })
  } catch (failure) {
    console.warn('[currency] rates unavailable, prices stay in EUR:', failure)
  }
}

onMount($rates, () => {
  void refreshRates()
  const timer = setInterval(() => void refreshRates(), RATES_REFRESH_MS)
  return () => clearInterval(timer)
})

import { atom, computed, onMount } from 'nanostores'

import { fetchExchangeRates } from '../api/shop-api.ts'
import type { CurrencyCode } from '../contract/exchange-rate.ts'
import { $appState, updateAppState } from './persistence.ts'

/** SPEC §9 "Currencies refresh". */
export const RATES_REFRESH_MS = 300_000

export const $chosenCurrency = computed($appState, (state) => state.currency)

export const $rates = atom<Partial<Record<CurrencyCode, number>>>({})

/** The currency prices show in: the chosen one when its rate is known, EUR (value 1) otherwise. */
export const $currency = computed([$chosenCurrency, $rates], (code, rates) => {
  const rate = rates[code]
  return rate ? { code, rate } : { code: 'EUR' as CurrencyCode, rate: 1 }
})

export function chooseCurrency(code: CurrencyCode): void {
  updateAppState({ currency: code })
}

export async function refreshRates(): Promise<void> {
  try {
    const response = await fetchExchangeRates()
    $rates.set(response.conversion_rates)
  } catch (failure) {
    console.warn('[currency] rates unavailable, prices stay in EUR:', failure)
  }
}

onMount($rates, () => {
  void refreshRates()
  const timer = setInterval(() => void refreshRates(), RATES_REFRESH_MS)
  return () => clearInterval(timer)
})

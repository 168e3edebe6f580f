import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { $charactersByServer, $characters, loadCharacters } from '../../src/stores/characters.ts'
import { $currency, $rates, chooseCurrency } from '../../src/stores/currency.ts'
import { CHARACTERS_MAX_AGE_MS, RATES_REFRESH_MS } from '../../src/stores/refresh-periods.ts'
import { updateAppState } from '../../src/stores/persistence.ts'
import { memoryStorage } from '../support/memory-storage.ts'

// docs/catalogue.md#prices-and-currencies (5 min) and docs/accounts.md#servers-and-characters (300000 ms).
const START = new Date('2025-03-20T10:00:00.000Z')

/** Answers the rates and the characters with a value that changes on each call; records each call's time. */
function answerWithGrowingValues() {
  const calls = { rates: [] as number[], characters: [] as number[] }
  setRequestAdapter(async (url) => {
    if (String(url).includes('/api/getExchangeRate')) {
      calls.rates.push(Date.now())
      const usd = 1 + calls.rates.length / 10
      return Response.json({ base_code: 'EUR', conversion_rates: { EUR: 1, USD: usd }, updatedAt: 'now' })
    }
    if (String(url).includes('/api/getCharacters')) {
      calls.characters.push(Date.now())
      const character = {
        id: 7,
        firstname: `Emma${calls.characters.length}`,
        lastname: 'Roux',
        dob: '1990-01-01',
        pob: 'Paris',
        height: 170,
        serverName: 'main'
      }
      return Response.json([character])
    }
    return Response.json({ error: 'inconnu' }, { status: 404 })
  })
  return calls
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(START)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  setRequestAdapter(undefined)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('refresh timers', () => {
  it('the rates are fetched on mount, not again before 5 min, again at 5 min, and prices show the new rate', async () => {
    const calls = answerWithGrowingValues()
    chooseCurrency('USD')
    const stop = $rates.listen(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.rates).toHaveLength(1)
    expect($currency.get()).toEqual({ code: 'USD', rate: 1.1 })
    await vi.advanceTimersByTimeAsync(RATES_REFRESH_MS - 1)
    expect(calls.rates).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.rates).toEqual([START.getTime(), START.getTime() + RATES_REFRESH_MS])
    expect($currency.get()).toEqual({ code: 'USD', rate: 1.2 })
    stop()
  })

  it('the characters are fetched again only once their list is 300000 ms old, and the new list is shown', async () => {
    const calls = answerWithGrowingValues()
    $charactersByServer.set({})
    updateAppState({ server: 'main' })
    await loadCharacters()
    expect($characters.get()[0]?.firstname).toBe('Emma1')
    vi.setSystemTime(START.getTime() + CHARACTERS_MAX_AGE_MS - 1)
    await loadCharacters()
    expect(calls.characters).toHaveLength(1)
    vi.setSystemTime(START.getTime() + CHARACTERS_MAX_AGE_MS)
    await loadCharacters()
    expect(calls.characters).toEqual([START.getTime(), START.getTime() + CHARACTERS_MAX_AGE_MS])
    expect($characters.get()[0]?.firstname).toBe('Emma2')
  })
})

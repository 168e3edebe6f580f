import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setPersistentEngine } from '@nanostores/persistent'

import { demoCharacter } from '../support/purchase-fixtures.ts'

/**
 * docs/client-state.md#persisted-parts: characters, rates and creator codes outlive a reload. The storage is
 * read both as localStorage (getItem) and, by @nanostores/persistent, as an object of keys.
 */
function memoryStorage(initial: Record<string, unknown>) {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(initial)) values[key] = JSON.stringify(value)
  const api = {
    getItem: (key: string) => values[key] ?? null,
    setItem: (key: string, value: string) => void (values[key] = value),
    removeItem: (key: string) => void delete values[key],
    read: (key: string) => JSON.parse(values[key] ?? 'null') as { version: number; state: Record<string, unknown> }
  }
  return { values, api }
}

const now = Date.now()
let storage: ReturnType<typeof memoryStorage>['api']

beforeEach(() => {
  // A state saved by an earlier visit, in versions 6 and 3 (docs/client-state.md#persisted-parts) (the new fields are optional: no reset).
  const memory = memoryStorage({
    'boutique:app': {
      version: 6,
      state: {
        currency: 'USD',
        selectedCharacters: { main: 7 },
        server: 'main',
        characters: { main: { list: [demoCharacter], fetchedAt: now } }
      }
    },
    'boutique:shop': {
      version: 3,
      state: { rates: { values: { EUR: 1, USD: 1.08 }, fetchedAt: now }, creatorCodes: { codes: ['UNITYRP'], fetchedAt: now } }
    }
  })
  storage = memory.api
  vi.stubGlobal('localStorage', storage)
  setPersistentEngine(memory.values, { addEventListener() {}, removeEventListener() {} })
  vi.resetModules()
})

afterEach(() => {
  vi.unstubAllGlobals()
  setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} })
})

// The first test imports the stores afresh: slow on a busy machine, not a wait on time.
describe('the persisted client state', { timeout: 30_000 }, () => {
  it('reads the characters, rates and creator codes kept by the last visit, and asks for none of them again while fresh', async () => {
    const { setRequestAdapter } = await import('../../src/api/client.ts')
    const calls: string[] = []
    setRequestAdapter(async (url) => {
      calls.push(new URL(String(url), 'http://shop.test').pathname)
      return Response.json({ error: 'introuvable' }, { status: 404 })
    })
    const { $charactersByServer, $selectedCharacter, loadCharacters } = await import('../../src/stores/characters.ts')
    const { $currency, refreshRates } = await import('../../src/stores/currency.ts')
    const { $creatorCodes, loadCreatorCodes } = await import('../../src/stores/creator-codes.ts')
    expect($charactersByServer.get().main?.list).toEqual([demoCharacter])
    expect($selectedCharacter.get()?.id).toBe(7)
    expect($currency.get()).toEqual({ code: 'USD', rate: 1.08 })
    expect($creatorCodes.get()).toEqual(['UNITYRP'])
    await Promise.all([loadCharacters(false, now + 1_000), refreshRates(false, now + 1_000), loadCreatorCodes(false, now + 1_000)])
    expect(calls.filter((path) => path !== '/api/config')).toEqual([])
    setRequestAdapter(undefined)
  })

  it('keeps what it fetched', async () => {
    const { setRequestAdapter } = await import('../../src/api/client.ts')
    setRequestAdapter(async (url) => {
      const path = new URL(String(url), 'http://shop.test').pathname
      if (path === '/api/getCharacters') return Response.json([{ ...demoCharacter, firstname: 'Sofia' }])
      if (path === '/api/getExchangeRate')
        return Response.json({ base_code: 'EUR', conversion_rates: { EUR: 1, GBP: 0.85 }, updatedAt: '' })
      if (path === '/api/getCreators') return Response.json(['UNITYRP', 'LUNA'])
      return Response.json({ error: 'introuvable' }, { status: 404 })
    })
    const { loadCharacters } = await import('../../src/stores/characters.ts')
    const { refreshRates } = await import('../../src/stores/currency.ts')
    const { loadCreatorCodes } = await import('../../src/stores/creator-codes.ts')
    await Promise.all([loadCharacters(true, now), refreshRates(true, now), loadCreatorCodes(true, now)])
    const app = storage.read('boutique:app')
    const shop = storage.read('boutique:shop')
    expect(app.version).toBe(6)
    expect(app.state.characters).toEqual({ main: { list: [{ ...demoCharacter, firstname: 'Sofia' }], fetchedAt: now } })
    expect(shop.version).toBe(3)
    expect(shop.state.rates).toEqual({ values: { EUR: 1, GBP: 0.85 }, fetchedAt: now })
    expect(shop.state.creatorCodes).toEqual({ codes: ['UNITYRP', 'LUNA'], fetchedAt: now })
    setRequestAdapter(undefined)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import type { Product } from '../../src/core/contract/catalog.ts'
import { dailyShopNotice, offersWithProducts, untilParisMidnight } from '../../src/core/domain/daily-shop.ts'
import { dailyShopMessages } from '../../src/core/messages/daily-shop.ts'
import { $dailyShop, refreshDailyShop } from '../../src/stores/daily-shop.ts'
import { shopStatePart, updateAppState } from '../../src/stores/persistence.ts'
import { memoryStorage } from '../support/memory-storage.ts'

const offers = [
  { itemId: 211, dailyShopDiscount: 20 },
  { itemId: 304, dailyShopDiscount: 15 }
]

/** Answers /api/dailyShop with `body` and counts the calls; the shop version check gets no news. */
function answerDailyShop(body: () => unknown, status = 200, setAdapter = setRequestAdapter) {
  const calls: number[] = []
  setAdapter(async (url) => {
    if (String(url).includes('/api/shopVer')) return Response.json({ shopVer: 'v1' })
    if (!String(url).includes('/api/dailyShop')) return Response.json({ error: 'inconnu' }, { status: 404 })
    calls.push(Date.now())
    return Response.json(body(), { status })
  })
  return calls
}

// 2025-03-20 23:59:00 in Paris (UTC+1 in March before the change).
const BEFORE_MIDNIGHT = new Date('2025-03-20T22:59:00.000Z')

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(BEFORE_MIDNIGHT)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  $dailyShop.set({ offers: [], lastFetchedAt: undefined, status: 'idle' })
})

afterEach(() => {
  setRequestAdapter(undefined)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  updateAppState({ user: undefined })
})

describe('daily shop responses', () => {
  it('takes the offers of an object with an offers array, as the service sends them', async () => {
    answerDailyShop(() => ({ day: '2025-03-20', offers, nextResetAt: '2025-03-20T23:00:00.000Z' }))
    await refreshDailyShop()
    expect($dailyShop.get()).toEqual({ offers, lastFetchedAt: BEFORE_MIDNIGHT.getTime(), status: 'ready' })
    expect(shopStatePart.read().dailyShop).toEqual({ offers, lastFetchedAt: BEFORE_MIDNIGHT.getTime() })
  })

  it('takes a bare array of offers', async () => {
    answerDailyShop(() => offers)
    await refreshDailyShop()
    expect($dailyShop.get().offers).toEqual(offers)
  })

  it("logs 'Invalid data format received from daily shop API' and fails on anything else", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const body of [{ offers: 'none' }, { items: offers }, 'offres', [{ itemId: 'x' }]]) {
      logged.mockClear()
      $dailyShop.set({ offers: [], lastFetchedAt: undefined, status: 'idle' })
      answerDailyShop(() => body)
      await refreshDailyShop()
      expect($dailyShop.get().status).toBe('error')
      expect(logged).toHaveBeenCalledWith('Invalid data format received from daily shop API')
    }
  })

  it('fails on a server error without losing the offers it had', async () => {
    answerDailyShop(() => offers)
    await refreshDailyShop()
    answerDailyShop(() => ({ error: 'Erreur interne' }), 500)
    await refreshDailyShop(true)
    expect($dailyShop.get()).toMatchObject({ offers, status: 'error' })
  })
})

describe('daily shop refresh rules', () => {
  it('uses offers younger than 60 s, asks again after, and always when forced', async () => {
    const calls = answerDailyShop(() => offers)
    await refreshDailyShop()
    vi.setSystemTime(BEFORE_MIDNIGHT.getTime() + 30_000)
    await refreshDailyShop()
    expect(calls).toHaveLength(1)
    await refreshDailyShop(true)
    expect(calls).toHaveLength(2)
    vi.setSystemTime(BEFORE_MIDNIGHT.getTime() + 30_000 + 60_000)
    await refreshDailyShop()
    expect(calls).toHaveLength(3)
  })

  it('asks again once Paris has changed day, even within 60 s', async () => {
    const calls = answerDailyShop(() => offers)
    vi.setSystemTime(new Date('2025-03-20T22:59:40.000Z'))
    await refreshDailyShop()
    vi.setSystemTime(new Date('2025-03-20T23:00:10.000Z'))
    await refreshDailyShop()
    expect(calls).toHaveLength(2)
  })

  it('shares one call between refreshes made at the same time', async () => {
    const calls = answerDailyShop(() => offers)
    await Promise.all([refreshDailyShop(), refreshDailyShop(), refreshDailyShop()])
    expect(calls).toHaveLength(1)
  })

  it('reloads 5 s after midnight in Paris, and again the next night', async () => {
    const fresh = await freshModules()
    const calls = answerDailyShop(() => offers, 200, fresh.client.setRequestAdapter)
    const stop = fresh.dailyShop.$dailyShop.listen(() => undefined)
    await vi.advanceTimersByTimeAsync(60_000 + 4_000)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toEqual([new Date('2025-03-20T23:00:05.000Z').getTime()])
    await vi.advanceTimersByTimeAsync(24 * 3600_000)
    expect(calls).toEqual([new Date('2025-03-20T23:00:05.000Z').getTime(), new Date('2025-03-21T23:00:05.000Z').getTime()])
    stop()
  })

  it('takes yesterday’s offers off the page at midnight, before the reload 5 s later', async () => {
    const fresh = await freshModules()
    answerDailyShop(() => offers, 200, fresh.client.setRequestAdapter)
    const stop = fresh.dailyShop.$dailyShop.listen(() => undefined)
    fresh.dailyShop.$dailyShop.set({ offers, lastFetchedAt: Date.now(), status: 'ready' })
    await vi.advanceTimersByTimeAsync(60_000 - 1)
    expect(fresh.dailyShop.$dailyShop.get().offers).toEqual(offers)
    await vi.advanceTimersByTimeAsync(1)
    expect(fresh.dailyShop.$dailyShop.get()).toEqual({ offers: [], lastFetchedAt: undefined, status: 'loading' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fresh.dailyShop.$dailyShop.get()).toMatchObject({ offers, status: 'ready' })
    stop()
  })

  it('does not show offers kept from an earlier Paris day after a reload', async () => {
    shopStatePart.write({ dailyShop: { offers, lastFetchedAt: BEFORE_MIDNIGHT.getTime() } })
    vi.setSystemTime(new Date('2025-03-20T23:00:01.000Z'))
    const fresh = await freshModules()
    expect(fresh.dailyShop.$dailyShop.get()).toEqual({ offers: [], lastFetchedAt: undefined, status: 'idle' })
  })

  it('loads once both the player and the shop data are there', async () => {
    const fresh = await freshModules()
    const calls = answerDailyShop(() => offers, 200, fresh.client.setRequestAdapter)
    const stop = fresh.dailyShop.$dailyShop.listen(() => undefined)
    fresh.persistence.updateAppState({
      user: { id: 1, username: 'Lucas_Martin', shopTokens: 10, group: 'user', discordId: null, rank: 'joueur', avatarUrl: null }
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([])
    fresh.shop.$shopData.set({ products: [], home: { bestSeller: [], shouldInterest: [] } })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    expect(fresh.dailyShop.$dailyShop.get().status).toBe('ready')
    stop()
  })
})

/**
 * The store starts its timers when first read; these tests need that to happen
 * under their fake clock, so they take modules no other test has touched.
 */
async function freshModules() {
  vi.resetModules()
  return {
    client: await import('../../src/api/client.ts'),
    dailyShop: await import('../../src/stores/daily-shop.ts'),
    persistence: await import('../../src/stores/persistence.ts'),
    shop: await import('../../src/stores/shop.ts')
  }
}

function product(id: number, changes: Partial<Product> = {}): Product {
  return {
    id,
    name: `p${id}`,
    label: `Produit ${id}`,
    category: 'item',
    price: 1000,
    moneyType: 'tokens',
    images: [],
    image: '',
    description: '',
    index: 0,
    theme: 'bronze',
    stocks: null,
    characterLimit: 0,
    isDailyShopOnly: true,
    tebexPackageId: null,
    ...changes
  }
}

describe('daily offers on the page', () => {
  it('keeps the offers whose product is known and still in stock, in the order of the day', () => {
    const byId = new Map([
      [211, product(211)],
      [304, product(304, { stocks: 3 })],
      [210, product(210, { stocks: 0 })]
    ])
    const views = offersWithProducts(
      [
        { itemId: 304, dailyShopDiscount: 15 },
        { itemId: 999, dailyShopDiscount: 10 },
        { itemId: 210, dailyShopDiscount: 10 },
        { itemId: 211, dailyShopDiscount: 20 }
      ],
      byId
    )
    expect(views.map((view) => [view.product.id, view.offer.dailyShopDiscount])).toEqual([
      [304, 15],
      [211, 20]
    ])
  })

  it('counts down to midnight in Paris, summer and winter', () => {
    expect(untilParisMidnight(new Date('2025-03-20T22:59:00.000Z').getTime())).toEqual({ hours: 0, minutes: 1, seconds: 0 })
    expect(untilParisMidnight(new Date('2025-07-14T12:34:56.000Z').getTime())).toEqual({ hours: 9, minutes: 25, seconds: 4 })
  })

  it('reads 00 h 00 min 00 s at midnight and 23 h 59 min 59 s just after, never 24 h', () => {
    const midnight = new Date('2025-07-14T22:00:00.000Z').getTime()
    expect(untilParisMidnight(midnight)).toEqual({ hours: 0, minutes: 0, seconds: 0 })
    expect(untilParisMidnight(midnight - 400)).toEqual({ hours: 0, minutes: 0, seconds: 0 })
    expect(untilParisMidnight(midnight + 1)).toEqual({ hours: 23, minutes: 59, seconds: 59 })
    expect(untilParisMidnight(midnight + 999)).toEqual({ hours: 23, minutes: 59, seconds: 59 })
  })

  it('shows the five messages of the page in their order of precedence', () => {
    const ready = { loggedIn: true, hasShopData: true, status: 'ready', fetched: true, offerCount: 3 } as const
    const message = (changes: Partial<Parameters<typeof dailyShopNotice>[0]>) => {
      const notice = dailyShopNotice({ ...ready, ...changes })
      return notice && dailyShopMessages[notice]
    }
    expect(message({})).toBeUndefined()
    expect(message({ loggedIn: false, hasShopData: false })).toBe('Connectez-vous pour voir les offres du jour')
    expect(message({ hasShopData: false, status: 'error' })).toBe('Chargement des produits...')
    expect(message({ status: 'error' })).toBe('Erreur lors du chargement des offres du jour')
    expect(message({ status: 'loading', fetched: false })).toBe('Chargement des offres du jour...')
    expect(message({ status: 'loading', fetched: true })).toBeUndefined()
    expect(message({ offerCount: 0 })).toBe('Aucune offre disponible pour le moment')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { creatorsResponseSchema } from '../../src/core/contract/creators.ts'
import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { exchangeRateResponseSchema } from '../../src/core/contract/exchange-rate.ts'
import { publicConfigSchema } from '../../src/core/contract/public-config.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { setStock } from '../../web/catalog/stock-repository.ts'
import { firstTokenProduct } from '../support/shop-player.ts'
import { BOUTIQUE_VERSION } from '../../web/version.ts'

describe.each(DATABASE_KINDS)('shop read API on %s', (kind) => {
  let shop: TestApp

  beforeAll(async () => {
    shop = createTestApp(await freshDatabase(kind))
  })
  afterAll(() => shop.db.close())

  it('GET /api/shopVer returns the demo catalogue over the six categories', async () => {
    const response = await shop.get('/api/shopVer')
    expect(response.status).toBe(200)
    const body = shopVerResponseSchema.parse(await response.json())
    expect(body.shopVer).toMatch(/^[0-9a-f]{16}$/)
    const products = body.shopData?.products ?? []
    expect(products.length).toBeGreaterThanOrEqual(40)
    expect(new Set(products.map((product) => product.category))).toEqual(
      new Set(['Points boutique', 'Grades', 'pack', 'item', 'vehicle', 'weapon'])
    )
    expect(body.shopData?.home.bestSeller.length).toBeGreaterThan(0)
  })

  it('GET /api/shopVer with the current version sends no shop data', async () => {
    const first = shopVerResponseSchema.parse(await (await shop.get('/api/shopVer')).json())
    const again = await (await shop.get(`/api/shopVer?version=${first.shopVer}`)).json()
    expect(again).toEqual({ shopVer: first.shopVer })
    const stale = shopVerResponseSchema.parse(await (await shop.get('/api/shopVer?version=0123abcd')).json())
    expect(stale.shopData).toBeDefined()
  })

  it('a catalogue change moves the version', async () => {
    const before = shopVerResponseSchema.parse(await (await shop.get('/api/shopVer')).json())
    await setStock(shop.db, await firstTokenProduct(shop.db), 7)
    const after = shopVerResponseSchema.parse(await (await shop.get(`/api/shopVer?version=${before.shopVer}`)).json())
    expect(after.shopVer).not.toBe(before.shopVer)
    expect(after.shopData?.products.some((product) => product.stocks === 7)).toBe(true)
  })

  it('a malformed version is a 400 with {error}', async () => {
    for (const query of ['version=%3Cscript%3E', `version=${'a'.repeat(65)}`, 'version=ABC']) {
      const response = await shop.get(`/api/shopVer?${query}`)
      expect(response.status, query).toBe(400)
      // One French sentence for the player; the field's detail rides in {issues} (docs/errors.md#server-answers).
      expect(await response.json()).toEqual({
        error: expect.stringContaining('Requête invalide'),
        issues: expect.stringContaining('version')
      })
    }
  })

  it('GET /api/dailyShop: the same offers all day, new ones after midnight in Paris', async () => {
    shop.setNow(Date.parse('2026-11-21T08:00:00Z'))
    const morning = dailyShopResponseSchema.parse(await (await shop.get('/api/dailyShop')).json())
    shop.setNow(Date.parse('2026-11-21T22:59:00Z'))
    const evening = dailyShopResponseSchema.parse(await (await shop.get('/api/dailyShop')).json())
    expect(evening).toEqual(morning)
    expect(morning.day).toBe('2026-11-21')
    expect(morning.nextResetAt).toBe('2026-11-21T23:00:00.000Z')
    expect(morning.offers).toHaveLength(4)

    shop.setNow(Date.parse('2026-11-21T23:00:01Z'))
    const nextDay = dailyShopResponseSchema.parse(await (await shop.get('/api/dailyShop')).json())
    expect(nextDay.day).toBe('2026-11-22')

    const products = shopVerResponseSchema.parse(await (await shop.get('/api/shopVer')).json()).shopData?.products ?? []
    for (const offer of [...morning.offers, ...nextDay.offers]) {
      const product = products.find((candidate) => candidate.id === offer.itemId)
      expect(product?.moneyType).toBe('tokens')
      expect(offer.dailyShopDiscount).toBeGreaterThan(0)
    }
  })

  it('GET /api/getExchangeRate gives the 11 currencies based on EUR', async () => {
    const body = exchangeRateResponseSchema.parse(await (await shop.get('/api/getExchangeRate')).json())
    expect(body.base_code).toBe('EUR')
    expect(Object.keys(body.conversion_rates).sort()).toEqual(
      ['AUD', 'BRL', 'CAD', 'DKK', 'EUR', 'GBP', 'NOK', 'NZD', 'PLN', 'SEK', 'USD'].sort()
    )
    expect(body.conversion_rates.EUR).toBe(1)
  })

  it('GET /api/getCreators lists the active creator codes', async () => {
    const body = creatorsResponseSchema.parse(await (await shop.get('/api/getCreators')).json())
    expect(body.length).toBeGreaterThan(0)
  })

  it('GET /api/config carries no secret', async () => {
    const body = await (await shop.get('/api/config')).json()
    expect(publicConfigSchema.parse(body).defaultServer).toBe('main')
    expect(publicConfigSchema.parse(body).retention).toEqual({ contactDays: 365, webhookDays: 180 })
    expect(JSON.stringify(body)).not.toMatch(/key|secret|password/i)
  })

  it('an unknown /api path is a 404 JSON error', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/shopVer'],
      ['DELETE', '/api/dailyShop']
    ] as const) {
      const response = await shop.app.request(path, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
  })

  it('GET /healthz says the process answers; GET /readyz checks the database and its migrations', async () => {
    const response = await shop.get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', version: BOUTIQUE_VERSION })
    const ready = await shop.get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: kind })
  })
})

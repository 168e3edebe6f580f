import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { deliveriesResponseSchema, deliveryAckResponseSchema, type Delivery } from '../../src/core/contract/game-server.ts'
import { buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { logIn, type ShopPlayer } from '../support/shop-player.ts'

const SERVER_KEY = 's'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const START = Date.parse('2026-11-21T10:00:00Z')
const line = (amount = 1) => ({ amount, isFromDailyShop: false })

describe.each(DATABASE_KINDS)('deliveries to the game server on %s', (kind) => {
  let shop: TestApp
  let lucas: ShopPlayer

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
    lucas = await logIn(shop, 'Lucas_Martin')
  })
  afterEach(() => shop.db.close())

  async function characterId(firstname: string, server = 'main'): Promise<number> {
    return (await lucas.characters(server)).find((character) => character.firstname === firstname)?.id ?? 0
  }

  async function buy(characterDbId: number, products: Record<string, { amount: number; isFromDailyShop: boolean }>, server = 'main') {
    const response = await lucas.buy({ characterDbId, products }, { gameServer: server })
    expect(response.status).toBe(200)
    return buyProductsResponseSchema.parse(await response.json()).order
  }

  async function claim(query = 'serverName=main', headers: Record<string, string> = asServer) {
    const response = await shop.get(`/api/server/deliveries?${query}`, headers)
    expect(response.status).toBe(200)
    return deliveriesResponseSchema.parse(await response.json())
  }

  async function ack(ids: number[]): Promise<number[]> {
    const response = await shop.post('/api/server/deliveries/ack', { ids }, asServer)
    expect(response.status).toBe(200)
    return deliveryAckResponseSchema.parse(await response.json()).acknowledged
  }

  it('hands out what was bought, once: claim, acknowledge, never again', async () => {
    const order = await buy(await characterId('Lucas'), { '107': line(), '201': line(3) })
    await buy(await characterId('Luc', 'legacy'), { '202': line() }, 'legacy')

    const first = await claim()
    expect(first.claimedUntil).toBe(new Date(START + 120_000).toISOString())
    expect(first.deliveries).toHaveLength(2)
    const [pack, repairKits] = first.deliveries as [Delivery, Delivery]
    expect(pack).toMatchObject({
      orderId: order.id,
      serverName: 'main',
      identifiers: ['fivem:100001'],
      character: { gameId: 'char-1001', firstname: 'Lucas', lastname: 'Martin' },
      product: { id: 107, name: 'pack_luxe', label: 'Pack Luxe', category: 'pack' },
      quantity: 1,
      attempts: 1,
      createdAt: new Date(START).toISOString()
    })
    // The pack's Unions went to the balance at purchase: the game hands out the rest.
    expect(pack.grants.map((grant) => grant.kind)).toEqual(['vehicle', 'money', 'item'])
    expect(repairKits).toMatchObject({ product: { id: 201 }, quantity: 3, grants: [{ kind: 'item', item: 'repairkit', count: 1 }] })

    expect((await claim()).deliveries).toEqual([])
    expect(await ack([pack.id, repairKits.id])).toEqual([pack.id, repairKits.id].sort((a, b) => a - b))
    expect(await ack([pack.id])).toEqual([])
    shop.setNow(START + 3_600_000)
    expect((await claim()).deliveries).toEqual([])

    const legacy = await claim('serverName=legacy')
    expect(legacy.deliveries.map((delivery) => delivery.product.id)).toEqual([202])
    expect(legacy.deliveries[0]?.character?.gameId).toBe('legacy-1001')
  })

  it('gives a claim not acknowledged in time to the next caller, and still takes the late acknowledgement', async () => {
    await buy(await characterId('Lucas'), { '203': line(2) })
    const [delivery] = (await claim()).deliveries
    shop.setNow(START + 119_000)
    expect((await claim()).deliveries).toEqual([])
    shop.setNow(START + 120_000)
    const again = await claim()
    expect(again.deliveries.map((next) => [next.id, next.attempts])).toEqual([[delivery?.id, 2]])
    expect(again.claimedUntil).toBe(new Date(START + 240_000).toISOString())
    expect(await ack([delivery?.id ?? 0])).toEqual([delivery?.id])
    shop.setNow(START + 600_000)
    expect((await claim()).deliveries).toEqual([])
  })

  it('acknowledges only claimed deliveries: pending and unknown ids are not answered', async () => {
    await buy(await characterId('Lucas'), { '204': line() })
    await buy(await characterId('Sofia'), { '205': line() })
    const claimed = await claim('serverName=main&limit=1')
    expect(claimed.deliveries).toHaveLength(1)
    const { rows } = await shop.db.query<{ id: number }>("select id::int as id from deliveries where status = 'pending'")
    const pendingId = rows[0]?.id ?? 0
    expect(await ack([claimed.deliveries[0]?.id ?? 0, pendingId, 987_654])).toEqual([claimed.deliveries[0]?.id])
    expect((await claim()).deliveries.map((delivery) => delivery.id)).toEqual([pendingId])
  })

  it('never hands the same delivery to two callers claiming at once', async () => {
    const productIds = ['201', '202', '203', '204', '205', '206', '207', '208', '209', '401', '402', '403']
    const products = Object.fromEntries(productIds.map((id) => [id, line()]))
    await buy(await characterId('Lucas'), products)
    await buy(await characterId('Sofia'), products)
    const claims = await Promise.all(Array.from({ length: 6 }, () => claim('serverName=main&limit=5')))
    const ids = claims.flatMap((result) => result.deliveries.map((delivery) => delivery.id))
    expect(ids).toHaveLength(24)
    expect(new Set(ids).size).toBe(24)
  })

  it('needs the server key, a known server and a well-formed request', async () => {
    for (const headers of [{}, { authorization: 'Bearer faux' }, { authorization: `Bearer ${SERVER_KEY}x` }] as Record<string, string>[]) {
      expect((await shop.get('/api/server/deliveries?serverName=main', headers)).status).toBe(401)
      expect((await shop.post('/api/server/deliveries/ack', { ids: [1] }, headers)).status).toBe(401)
    }
    expect(await (await shop.get('/api/server/deliveries?serverName=ailleurs', asServer)).json()).toEqual({
      error: 'Serveur de jeu inconnu.'
    })
    for (const query of ['', 'serverName=main&limit=0', 'serverName=main&limit=101', 'serverName=main&limit=abc']) {
      expect((await shop.get(`/api/server/deliveries?${query}`, asServer)).status, query).toBe(400)
    }
    for (const body of [{}, { ids: [] }, { ids: [0] }, { ids: ['1'] }, { ids: [1], extra: true }]) {
      expect((await shop.post('/api/server/deliveries/ack', body, asServer)).status, JSON.stringify(body)).toBe(400)
    }
    const keyless = createTestApp(shop.db, { serverKey: undefined })
    expect((await keyless.get('/api/server/deliveries?serverName=main')).status).toBe(503)
  })
})

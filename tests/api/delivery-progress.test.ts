import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { grantAckResponseSchema, grantFailureResponseSchema, type ReportedPlayer } from '../../src/core/contract/game-deliveries.ts'
import { deliveriesResponseSchema, type Delivery } from '../../src/core/contract/game-server.ts'
import { buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { logIn, type ShopPlayer } from '../support/shop-player.ts'

const SERVER_KEY = 's'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const START = Date.parse('2026-11-21T10:00:00Z')
const LUCAS_ONLINE: ReportedPlayer = { identifiers: ['fivem:100001'], characters: ['char-1001'], activeCharacter: 'char-1001' }

describe.each(DATABASE_KINDS)('a delivery’s progress, grant by grant, on %s', (kind) => {
  let shop: TestApp
  let lucas: ShopPlayer

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY, deliveryMaxFailures: 3 })
    shop.setNow(START)
    lucas = await logIn(shop, 'Lucas_Martin')
  })
  afterEach(() => shop.db.close())

  async function buyForLucas(products: Record<string, number>): Promise<void> {
    const character = (await lucas.characters('main')).find((candidate) => candidate.firstname === 'Lucas')
    const lines = Object.fromEntries(Object.entries(products).map(([id, amount]) => [id, { amount, isFromDailyShop: false }]))
    const response = await lucas.buy({ characterDbId: character?.id ?? 0, products: lines }, { gameServer: 'main' })
    expect(response.status).toBe(200)
    buyProductsResponseSchema.parse(await response.json())
  }

  async function claim(players = [LUCAS_ONLINE]): Promise<Delivery[]> {
    const response = await shop.post('/api/server/deliveries/claim', { serverName: 'main', players }, asServer)
    expect(response.status).toBe(200)
    return deliveriesResponseSchema.parse(await response.json()).deliveries
  }

  const given = async (id: number, unit: number, grant: number) => {
    const response = await shop.post(`/api/server/deliveries/${id}/grants`, { unit, grant }, asServer)
    expect(response.status).toBe(200)
    return grantAckResponseSchema.parse(await response.json())
  }

  const failed = async (id: number, error = 'inventaire plein') => {
    const response = await shop.post(`/api/server/deliveries/${id}/failure`, { unit: 1, grant: 0, reason: 'refused', error }, asServer)
    expect(response.status).toBe(200)
    return grantFailureResponseSchema.parse(await response.json())
  }

  it('records each grant once, however often it is said, and the last one delivers', async () => {
    await buyForLucas({ '203': 3 })
    const [delivery] = await claim()
    if (!delivery) throw new Error('nothing claimed')
    expect(await given(delivery.id, 1, 0)).toEqual({ status: 'claimed', granted: 1, of: 3 })
    expect(await given(delivery.id, 1, 0)).toEqual({ status: 'claimed', granted: 1, of: 3 })
    // The claim runs out (the resource restarted): the next claim says what was already given.
    shop.setNow(START + 121_000)
    const [again] = await claim()
    expect(again?.grantedSteps).toEqual(['1:0'])
    expect(await given(delivery.id, 2, 0)).toEqual({ status: 'claimed', granted: 2, of: 3 })
    expect(await given(delivery.id, 3, 0)).toEqual({ status: 'delivered', granted: 3, of: 3 })
    expect(await given(delivery.id, 3, 0)).toEqual({ status: 'delivered', granted: 3, of: 3 })
    shop.setNow(START + 600_000)
    expect(await claim()).toEqual([])
    const { rows } = await shop.db.query<{ delivered_at: Date }>('select delivered_at from deliveries where id = $1', [delivery.id])
    expect(new Date(rows[0]?.delivered_at ?? 0).getTime()).toBe(START + 121_000)
  })

  it('refuses a grant the delivery does not have, and an unknown delivery, changing nothing', async () => {
    await buyForLucas({ '203': 2 })
    const [delivery] = await claim()
    const id = delivery?.id ?? 0
    for (const step of [
      { unit: 3, grant: 0 },
      { unit: 1, grant: 1 }
    ]) {
      const response = await shop.post(`/api/server/deliveries/${id}/grants`, step, asServer)
      expect(response.status, JSON.stringify(step)).toBe(404)
      expect(await response.json()).toEqual({ error: 'Livraison inconnue, ou ce don n’en fait pas partie.' })
    }
    expect((await shop.post('/api/server/deliveries/987654/grants', { unit: 1, grant: 0 }, asServer)).status).toBe(404)
    for (const [path, body] of [
      [`${id}/grants`, { unit: 0, grant: 0 }],
      [`${id}/grants`, { unit: 1, grant: -1 }],
      [`${id}/grants`, { unit: 1, grant: 0, extra: 1 }],
      [`abc/grants`, { unit: 1, grant: 0 }],
      [`0/grants`, { unit: 1, grant: 0 }],
      [`${id}/failure`, { unit: 1, grant: 0, reason: 'other', error: 'x' }],
      [`${id}/failure`, { unit: 1, grant: 0, reason: 'error', error: ' ' }]
    ] as const) {
      expect((await shop.post(`/api/server/deliveries/${path}`, body, asServer)).status, `${path} ${JSON.stringify(body)}`).toBe(400)
    }
    const { rows } = await shop.db.query('select granted_steps, failures from deliveries where id = $1', [id])
    expect(rows).toEqual([{ granted_steps: [], failures: 0 }])
    expect((await shop.post(`/api/server/deliveries/${id}/grants`, { unit: 1, grant: 0 }, {})).status).toBe(401)
  })

  it('a failing delivery waits a growing delay, never blocks the others, and is flagged once for staff', async () => {
    await buyForLucas({ '203': 1 })
    await buyForLucas({ '204': 1 })
    const [stuck, other] = await claim()
    if (!stuck || !other) throw new Error('not claimed')
    expect(await failed(stuck.id)).toEqual({
      failures: 1,
      retryAt: new Date(START + 30_000).toISOString(),
      flagged: false,
      tellPlayer: false
    })
    expect((await given(other.id, 1, 0)).status).toBe('delivered')
    shop.setNow(START + 29_000)
    expect(await claim()).toEqual([])
    shop.setNow(START + 30_000)
    expect((await claim()).map((delivery) => [delivery.id, delivery.attempts])).toEqual([[stuck.id, 2]])
    expect((await failed(stuck.id)).retryAt).toBe(new Date(START + 90_000).toISOString())
    shop.setNow(START + 90_000)
    await claim()
    expect(await failed(stuck.id, 'toujours plein')).toEqual({
      failures: 3,
      retryAt: new Date(START + 210_000).toISOString(),
      flagged: true,
      tellPlayer: true
    })
    shop.setNow(START + 210_000)
    await claim()
    expect((await failed(stuck.id)).tellPlayer).toBe(false)
    const { rows } = await shop.db.query<{ last_error: string; flagged_at: Date }>(
      'select last_error, flagged_at from deliveries where id = $1',
      [stuck.id]
    )
    expect(rows[0]?.last_error).toBe('unité 1, don 1 : inventaire plein')
    expect(new Date(rows[0]?.flagged_at ?? 0).getTime()).toBe(START + 90_000)
  })

  it('caps the delay at 15 minutes', async () => {
    await buyForLucas({ '203': 1 })
    const [stuck] = await claim()
    const delays: number[] = []
    for (let failure = 1; failure <= 8; failure += 1) {
      const retryAt = Date.parse((await failed(stuck?.id ?? 0)).retryAt ?? '')
      const { rows } = await shop.db.query<{ last_error_at: Date }>('select last_error_at from deliveries where id = $1', [stuck?.id])
      delays.push((retryAt - new Date(rows[0]?.last_error_at ?? 0).getTime()) / 1000)
      shop.setNow(retryAt)
      expect((await claim()).length, `round ${failure}`).toBe(1)
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900, 900])
    const { rows } = await shop.db.query<{ failures: number; retry_at: Date; last_error_at: Date }>(
      'select failures, retry_at, last_error_at from deliveries where id = $1',
      [stuck?.id]
    )
    expect(rows[0]?.failures).toBe(8)
    expect(new Date(rows[0]?.retry_at ?? 0).getTime() - new Date(rows[0]?.last_error_at ?? 0).getTime()).toBe(900_000)
  })

  it('a server that names itself settles only its own deliveries: another one’s grant, failure, release or ack is a 409 that changes nothing', async () => {
    await buyForLucas({ '203': 2 })
    const [delivery] = await claim()
    if (!delivery) throw new Error('nothing claimed')
    const state = async () =>
      (await shop.db.query('select status, granted_steps, failures, claimed_until from deliveries where id = $1', [delivery.id])).rows[0]
    const before = await state()
    const asLegacy = { ...asServer, gameServer: 'legacy' }
    const calls: [string, unknown][] = [
      [`${delivery.id}/grants`, { unit: 1, grant: 0 }],
      [`${delivery.id}/failure`, { unit: 1, grant: 0, reason: 'refused', error: 'inventaire plein' }],
      [`${delivery.id}/release`, {}],
      ['ack', { ids: [delivery.id] }]
    ]
    for (const [path, body] of calls) {
      const refused = await shop.post(`/api/server/deliveries/${path}`, body, asLegacy)
      expect(refused.status, path).toBe(409)
      expect(((await refused.json()) as { error: string }).error).toBe(
        'Cette livraison est celle d’un autre serveur de jeu (en-tête gameServer) : elle reste à son serveur.'
      )
      const unknown = await shop.post(`/api/server/deliveries/${path}`, body, { ...asServer, gameServer: 'nulle-part' })
      expect(unknown.status, path).toBe(400)
    }
    expect(await state()).toEqual(before)
    // Its own server, and a resource that does not name its server (before 1.1), are taken.
    const own = await shop.post(`/api/server/deliveries/${delivery.id}/grants`, { unit: 1, grant: 0 }, { ...asServer, gameServer: 'main' })
    expect(grantAckResponseSchema.parse(await own.json())).toEqual({ status: 'claimed', granted: 1, of: 2 })
    expect(await given(delivery.id, 2, 0)).toEqual({ status: 'delivered', granted: 2, of: 2 })
  })

  it('a delivery given back because its owner left waits again, as neither an attempt nor a failure', async () => {
    await buyForLucas({ '203': 1 })
    const [delivery] = await claim()
    const response = await shop.post(`/api/server/deliveries/${delivery?.id}/release`, {}, asServer)
    expect(await response.json()).toEqual({ released: true })
    expect(await (await shop.post(`/api/server/deliveries/${delivery?.id}/release`, {}, asServer)).json()).toEqual({ released: false })
    expect(await claim([])).toEqual([])
    const [again] = await claim()
    expect([again?.id, again?.attempts]).toEqual([delivery?.id, 1])
  })

  it('hands out a character’s delivery only while that character is played, or the framework did not say which', async () => {
    await buyForLucas({ '203': 1 })
    expect(await claim([{ ...LUCAS_ONLINE, activeCharacter: 'char-1002' }])).toEqual([])
    expect(await claim([{ ...LUCAS_ONLINE, characters: [] }])).toEqual([])
    expect(await claim([{ ...LUCAS_ONLINE, activeCharacter: null }])).toHaveLength(1)
  })
})

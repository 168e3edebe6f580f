import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { deliveriesResponseSchema } from '../../src/core/contract/game-server.ts'
import { playerTransactionsResponseSchema, verifyUsernameResponseSchema } from '../../src/core/contract/transactions.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { logIn, type ShopPlayer } from '../support/shop-player.ts'

const START = Date.parse('2026-11-21T10:00:00Z')
const SERVER_KEY = 'h'.repeat(40)

describe.each(DATABASE_KINDS)('player history and gift lookup on %s', (kind) => {
  let shop: TestApp
  let lucas: ShopPlayer
  let emma: ShopPlayer

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { trustProxy: true, serverKey: SERVER_KEY })
    lucas = await logIn(shop, 'Lucas_Martin')
    emma = await logIn(shop, 'Emma_Roux')
  })
  afterEach(() => shop.db.close())

  async function history(player: ShopPlayer) {
    const response = await shop.get('/api/getPlayerTransactions', { cookie: player.cookie })
    expect(response.status).toBe(200)
    return playerTransactionsResponseSchema.parse(await response.json())
  }

  async function accountId(username: string): Promise<number> {
    const { rows } = await shop.db.query<{ id: number }>('select id from accounts where username = $1', [username])
    return rows[0]?.id ?? 0
  }

  it('answers 403 with an error when not logged in', async () => {
    const response = await shop.get('/api/getPlayerTransactions')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Vous n’êtes pas connecté.' })
  })

  it('lists every line of the player’s own orders, newest first', async () => {
    const [lucasMartin] = await lucas.characters()
    const buy = async (products: Record<string, { amount: number; isFromDailyShop: boolean }>) =>
      buyProductsResponseSchema.parse(await (await lucas.buy({ characterDbId: lucasMartin?.id ?? 0, products })).json()).order
    const first = await buy({ '201': { amount: 2, isFromDailyShop: false } })
    shop.setNow(START + 60_000)
    const second = await buy({ '107': { amount: 1, isFromDailyShop: false }, '202': { amount: 1, isFromDailyShop: false } })

    const { shop: rows, tebex } = await history(lucas)
    expect(tebex).toEqual([])
    expect(rows.map((row) => row.package.id)).toEqual([107, 202, 201])
    expect(rows[2]).toEqual({
      unity_transaction_id: expect.stringMatching(new RegExp(`^U-${first.id}-\\d+$`)),
      date: new Date(START).toISOString(),
      package: { id: 201, name: 'Kit de réparation', defaultName: 'repairkit' },
      quantity: 2,
      price: 500,
      discount: 0,
      characterName: 'Lucas Martin',
      deliveries: [{ state: 'waiting', at: null, character: 'Lucas Martin', server: 'Serveur Principal' }]
    })
    expect(rows[0]).toMatchObject({ date: new Date(START + 60_000).toISOString(), price: 12_500, quantity: 1 })
    expect(rows[0]?.unity_transaction_id.startsWith(`U-${second.id}-`)).toBe(true)
    expect(new Set(rows.map((row) => row.unity_transaction_id)).size).toBe(3)
    expect((await history(emma)).shop).toEqual([])
  })

  it('says where each line is in game: waiting for the player, being delivered, delivered to whom, taken back', async () => {
    const [lucasMartin] = await lucas.characters()
    const kit = { '201': { amount: 1, isFromDailyShop: false } }
    expect((await lucas.buy({ characterDbId: lucasMartin?.id ?? 0, products: kit })).status).toBe(200)
    const deliveryOf = async () => (await history(lucas)).shop[0]?.deliveries
    expect(await deliveryOf()).toEqual([{ state: 'waiting', at: null, character: 'Lucas Martin', server: 'Serveur Principal' }])

    const asServer = { authorization: `Bearer ${SERVER_KEY}` }
    // Online, but playing Sofia: Lucas Martin's kit still waits for him to play that character.
    const onSofia = [{ identifiers: ['fivem:100001'], characters: ['char-1001', 'char-1002'], activeCharacter: 'char-1002' }]
    expect((await shop.post('/api/server/deliveries/claim', { serverName: 'main', players: onSofia }, asServer)).status).toBe(200)
    expect((await deliveryOf())?.map((delivery) => delivery.state)).toEqual(['waiting'])

    const players = [{ identifiers: ['fivem:100001'], characters: ['char-1001'], activeCharacter: 'char-1001' }]
    const claim = await shop.post('/api/server/deliveries/claim', { serverName: 'main', players }, asServer)
    const [delivery] = deliveriesResponseSchema.parse(await claim.json()).deliveries
    expect(await deliveryOf()).toEqual([{ state: 'in_progress', at: null, character: 'Lucas Martin', server: 'Serveur Principal' }])

    shop.setNow(START + 5_000)
    expect((await shop.post(`/api/server/deliveries/${delivery?.id}/grants`, { unit: 1, grant: 0 }, asServer)).status).toBe(200)
    const delivered = { at: new Date(START + 5_000).toISOString(), character: 'Lucas Martin', server: 'Serveur Principal' }
    expect(await deliveryOf()).toEqual([{ state: 'delivered', ...delivered }])
  })

  it('lists the store payments the player made, and the gifts received: each side names the other', async () => {
    const [lucasId, emmaId] = [await accountId('Lucas_Martin'), await accountId('Emma_Roux')]
    const insert = (txnId: string, payer: number, giftTo: number | null, at: number, name: string) =>
      shop.db.query(
        `insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, amount_cents, currency, status,
                                         gift_to_account_id, created_at)
         values ($1, $2, 6001, $3, 1, 999, 'EUR', 'complete', $4, $5)`,
        [txnId, payer, name, giftTo, new Date(at)]
      )
    await insert('tbx-1', lucasId, null, START - 3_600_000, '1000')
    await insert('tbx-2', emmaId, lucasId, START - 60_000, 'VIP')
    await insert('tbx-3', emmaId, null, START - 7_200_000, '500')

    const received = (await history(lucas)).tebex
    expect(received.map((row) => row.txn_id)).toEqual(['tbx-2', 'tbx-1'])
    expect(received[0]).toEqual({
      txn_id: 'tbx-2',
      date: new Date(START - 60_000).toISOString(),
      package: { id: 6001, name: 'VIP' },
      quantity: 1,
      amount: { cents: 999, currency: 'EUR' },
      status: 'complete',
      giftTo: null,
      giftFrom: 'Emma_Roux',
      deliveries: []
    })
    expect(received[1]).toMatchObject({ giftTo: null, giftFrom: null })
    const sent = (await history(emma)).tebex
    expect(sent.map((row) => row.txn_id)).toEqual(['tbx-2', 'tbx-3'])
    expect(sent[0]).toMatchObject({ giftTo: 'Lucas_Martin', giftFrom: null })
  })

  describe('verifyUsername', () => {
    const lookUp = (player: ShopPlayer | undefined, username: string, address = '203.0.113.7') =>
      shop.get(`/api/verifyUsername?username=${encodeURIComponent(username)}`, {
        ...(player ? { cookie: player.cookie } : {}),
        'x-forwarded-for': address
      })

    it('finds a player whatever the case, or says no one has that name', async () => {
      const found = await lookUp(lucas, 'emma_roux')
      expect(found.status).toBe(200)
      expect(verifyUsernameResponseSchema.parse(await found.json())).toEqual({ id: await accountId('Emma_Roux'), username: 'Emma_Roux' })
      const missing = await lookUp(lucas, 'Personne')
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'Aucun joueur ne porte ce pseudo' })
      expect((await lookUp(lucas, '')).status).toBe(400)
      expect((await lookUp(undefined, 'Emma_Roux')).status).toBe(401)
    })

    it('blocks a player after more than 4 misses for 5 minutes, and the address with it', async () => {
      for (let miss = 1; miss <= 5; miss += 1) expect((await lookUp(lucas, `Inconnu${miss}`)).status).toBe(404)
      const blocked = await lookUp(lucas, 'Emma_Roux')
      expect(blocked.status).toBe(429)
      expect(await blocked.json()).toEqual({ error: 'Trop de tentatives. Réessayez dans 05:00.' })
      // Another account from the same machine is blocked too; from elsewhere it is not.
      expect((await lookUp(emma, 'Lucas_Martin')).status).toBe(429)
      expect((await lookUp(emma, 'Lucas_Martin', '198.51.100.9')).status).toBe(200)
      expect((await lookUp(lucas, 'Emma_Roux', '198.51.100.9')).status).toBe(429)

      shop.setNow(START + 3 * 60_000)
      expect(await (await lookUp(lucas, 'Emma_Roux')).json()).toEqual({ error: 'Trop de tentatives. Réessayez dans 02:00.' })
      shop.setNow(START + 5 * 60_000 + 1)
      expect((await lookUp(lucas, 'Emma_Roux')).status).toBe(200)
    })
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'
import { buyProductsErrorSchema, buyProductsResponseSchema, type BuyProductsError } from '../../src/core/contract/purchase.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { ledgerMismatches, logIn, moneyState, todaysOffers, type ShopPlayer } from '../support/shop-player.ts'

const GONE = "ce produit n'est plus disponible"
const SERVER_KEY = 'k'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

async function refusal(response: Response, status = 409): Promise<BuyProductsError> {
  expect(response.status).toBe(status)
  return buyProductsErrorSchema.parse(await response.json())
}

describe.each(DATABASE_KINDS)('buying with Unions on %s', (kind) => {
  let shop: TestApp
  let lucas: ShopPlayer
  let lucasMartin: number

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
    lucas = await logIn(shop, 'Lucas_Martin')
    const characters = await lucas.characters()
    lucasMartin = characters.find((character) => character.firstname === 'Lucas')?.id ?? 0
  })
  afterEach(() => shop.db.close())

  /** A purchase the shop refuses leaves every balance, stock and record as it was. */
  async function expectNothingChanged(attempt: () => Promise<void>): Promise<void> {
    const before = await moneyState(shop.db)
    await attempt()
    expect(await moneyState(shop.db)).toEqual(before)
  }

  it('buys a pack and a daily offer: the server’s discount, the balance, stock, ledger, order and deliveries', async () => {
    const offer = (await todaysOffers(shop))[0] as DailyOffer
    const daily = (await shop.db.query<{ price: number; label: string }>('select price, label from products where id = $1', [offer.itemId]))
      .rows[0]
    const dailyPrice = Math.round((daily?.price ?? 0) - ((daily?.price ?? 0) * offer.dailyShopDiscount) / 100)

    const response = await lucas.buy({
      characterDbId: lucasMartin,
      products: { '107': { amount: 1, isFromDailyShop: false }, [String(offer.itemId)]: { amount: 1, isFromDailyShop: true } }
    })
    expect(response.status).toBe(200)
    const body = buyProductsResponseSchema.parse(await response.json())
    expect(body.success).toBe('Achat effectué : vos objets arrivent en jeu sur Lucas Martin.')
    // 12’500 for the pack, the daily price, and the pack's 500 Unions back at once.
    const expectedBalance = 25_000 - 12_500 - dailyPrice + 500
    expect(body.shopTokens).toBe(expectedBalance)
    expect(body.order.total).toBe(12_500 + dailyPrice)
    expect(body.order.characterDbId).toBe(lucasMartin)
    expect(body.order.lines).toEqual(
      [
        { itemId: 107, label: 'Pack Luxe', quantity: 1, unitPrice: 12_500, discount: 0, total: 12_500, isFromDailyShop: false },
        {
          itemId: offer.itemId,
          label: daily?.label,
          quantity: 1,
          unitPrice: daily?.price,
          discount: offer.dailyShopDiscount,
          total: dailyPrice,
          isFromDailyShop: true
        }
      ].sort((a, b) => a.itemId - b.itemId)
    )
    expect(body.shopData.products.find((product) => product.id === 107)?.stocks).toBe(24)
    // The shop data says what a pack credits, so the success dialog can name the Unions the balance got back.
    expect(body.shopData.products.find((product) => product.id === 107)?.unionsGranted).toBe(500)
    expect(body.shopData.products.find((product) => product.id === 105)).not.toHaveProperty('unionsGranted')

    const whoAmI = accountResponseSchema.parse(await (await shop.get('/api/whoAmI', { cookie: lucas.cookie })).json())
    expect(whoAmI.account.shopTokens).toBe(expectedBalance)
    const ledger = await shop.db.query<{ delta: number; reference: string }>(
      `select delta, reference from ledger where account_id = $1 and reference is not null order by id`,
      [whoAmI.account.id]
    )
    expect(ledger.rows).toEqual([
      { delta: -(12_500 + dailyPrice), reference: `order:${body.order.id}` },
      { delta: 500, reference: expect.stringMatching(/^order-line:\d+:unions$/) }
    ])
    const deliveries = await shop.db.query<{ product_id: number; quantity: number; grants: { kind: string }[]; status: string }>(
      `select l.product_id, d.quantity, d.grants, d.status from deliveries d join order_lines l on l.id = d.order_line_id
        where l.order_id = $1 order by l.product_id`,
      [body.order.id]
    )
    expect(deliveries.rows.map((row) => row.product_id)).toEqual([107, offer.itemId].sort((a, b) => a - b))
    const packDelivery = deliveries.rows.find((row) => row.product_id === 107)
    expect(packDelivery?.grants.map((grant) => grant.kind)).toEqual(['vehicle', 'money', 'item'])
    expect(deliveries.rows.every((row) => row.status === 'pending' && row.quantity === 1)).toBe(true)
    expect(await ledgerMismatches(shop.db)).toEqual([])
  })

  it('refuses an unknown product, a cash product and an inactive one, naming each line', async () => {
    await shop.db.query('update products set active = false where id = 204')
    await expectNothingChanged(async () => {
      const body = await refusal(
        await lucas.buy({
          characterDbId: lucasMartin,
          products: {
            '999': { amount: 1, isFromDailyShop: false },
            '1': { amount: 1, isFromDailyShop: false },
            '204': { amount: 1, isFromDailyShop: false },
            '201': { amount: 1, isFromDailyShop: false }
          }
        })
      )
      expect(body.error).toContain(GONE)
      expect(body.itemErrors?.['999']).toEqual({
        err: 'UNKNOWN_PRODUCT',
        message: "Désolé, ce produit n'est plus disponible.",
        updatedProduct: null
      })
      expect(body.itemErrors?.['204']).toMatchObject({ err: 'WITHDRAWN', updatedProduct: null })
      expect(body.itemErrors?.['204']?.message).toContain(GONE)
      expect(body.itemErrors?.['1']).toMatchObject({ err: 'UNAVAILABLE', message: 'Ce produit s’achète en euros, pas en Unions.' })
      expect(body.itemErrors?.['201']).toBeUndefined()
    })
  })

  it('refuses zero, negative and fractional amounts, extra fields and malformed bodies with 400', async () => {
    await expectNothingChanged(async () => {
      for (const amount of [0, -1, 1.5, 101, '1']) {
        const response = await lucas.buy({ characterDbId: lucasMartin, products: { '201': { amount, isFromDailyShop: false } } })
        expect(response.status, String(amount)).toBe(400)
        expect(((await response.json()) as { error: string }).error).toMatch(/^Requête invalide/)
      }
      const forged = [
        { characterDbId: lucasMartin, products: { '201': { amount: 1, isFromDailyShop: true, discount: 90 } } },
        { characterDbId: lucasMartin, discount: 90, products: { '201': { amount: 1, isFromDailyShop: false } } },
        { characterDbId: lucasMartin, products: {} },
        { characterDbId: lucasMartin, products: { abc: { amount: 1, isFromDailyShop: false } } },
        { characterDbId: 2 ** 40, products: { '201': { amount: 1, isFromDailyShop: false } } },
        { products: { '201': { amount: 1, isFromDailyShop: false } } }
      ]
      for (const body of forged) expect((await lucas.buy(body)).status, JSON.stringify(body)).toBe(400)
      const headers = { cookie: lucas.cookie, gameServer: 'main', 'content-type': 'application/json' }
      expect((await shop.post('/api/buyProducts', 'pas du json', headers)).status).toBe(400)
    })
  })

  it('takes a daily line’s discount from the server and sells it one unit at a time', async () => {
    const offer = (await todaysOffers(shop))[0] as DailyOffer
    await expectNothingChanged(async () => {
      const twoUnits = await lucas.buy({
        characterDbId: lucasMartin,
        products: { [String(offer.itemId)]: { amount: 2, isFromDailyShop: true } }
      })
      expect(await refusal(twoUnits, 400)).toEqual({ error: 'Une offre de la boutique du jour s’achète à l’unité.' })
    })
    const bought = buyProductsResponseSchema.parse(
      await (
        await lucas.buy({ characterDbId: lucasMartin, products: { [String(offer.itemId)]: { amount: 1, isFromDailyShop: true } } })
      ).json()
    )
    expect(bought.order.lines[0]?.discount).toBe(offer.dailyShopDiscount)
  })

  it('refuses a daily offer after the Paris midnight that ended it, with the text that refreshes the daily shop', async () => {
    const first = await todaysOffers(shop)
    shop.setNow(Date.parse('2026-11-21T23:00:30Z')) // 00:00:30 in Paris, the 22nd
    const second = await todaysOffers(shop)
    lucas = await logIn(shop, 'Lucas_Martin') // the morning's session (12 h) is over
    const ended = first.find((offer) => !second.some((next) => next.itemId === offer.itemId))
    expect(ended).toBeDefined()
    await expectNothingChanged(async () => {
      const body = await refusal(
        await lucas.buy({ characterDbId: lucasMartin, products: { [String(ended?.itemId)]: { amount: 1, isFromDailyShop: true } } })
      )
      expect(body.error).toContain(GONE)
      expect(body.itemErrors?.[String(ended?.itemId)]).toMatchObject({ err: 'OFFER_EXPIRED' })
      expect(body.itemErrors?.[String(ended?.itemId)]?.updatedProduct?.id).toBe(ended?.itemId)
    })
  })

  it('sells a daily-shop-only product only through the daily shop', async () => {
    await expectNothingChanged(async () => {
      const body = await refusal(
        await lucas.buy({ characterDbId: lucasMartin, products: { '211': { amount: 1, isFromDailyShop: false } } })
      )
      expect(body).toMatchObject({
        error: 'Ce produit ne s’achète que dans la boutique du jour.',
        itemErrors: { '211': { err: 'UNAVAILABLE', message: 'Ce produit ne s’achète que dans la boutique du jour.' } }
      })
    })
  })

  it('refuses what is out of stock with the product as it is now', async () => {
    await expectNothingChanged(async () => {
      const soldOut = await refusal(
        await lucas.buy({ characterDbId: lucasMartin, products: { '210': { amount: 1, isFromDailyShop: false } } })
      )
      expect(soldOut.itemErrors?.['210']).toMatchObject({ err: 'OUT_OF_STOCK', message: 'Ce produit est en rupture de stock.' })
      expect(soldOut.itemErrors?.['210']?.updatedProduct).toMatchObject({ id: 210, stocks: 0 })
      const tooMany = await refusal(
        await lucas.buy({ characterDbId: lucasMartin, products: { '105': { amount: 21, isFromDailyShop: false } } })
      )
      expect(tooMany.itemErrors?.['105']).toMatchObject({ err: 'OUT_OF_STOCK', message: 'Stock insuffisant : il n’en reste que 20.' })
    })
  })

  it('keeps a product’s limit per character', async () => {
    const pack = { '101': { amount: 1, isFromDailyShop: false } }
    expect((await lucas.characters()).find((character) => character.id === lucasMartin)?.bought).toEqual({})
    expect((await lucas.buy({ characterDbId: lucasMartin, products: pack })).status).toBe(200)
    // getCharacters tells the basket what each character already bought of a limited product, as the purchase counts it.
    const afterFirst = await lucas.characters()
    expect(afterFirst.find((character) => character.id === lucasMartin)?.bought).toEqual({ '101': 1 })
    expect(afterFirst.find((character) => character.firstname === 'Sofia')?.bought).toEqual({})
    await expectNothingChanged(async () => {
      const again = await refusal(await lucas.buy({ characterDbId: lucasMartin, products: pack }))
      expect(again.itemErrors?.['101']).toMatchObject({
        err: 'CHARACTER_LIMIT',
        message: 'Ce personnage ne peut en acheter que 1 au total (déjà 1).',
        updatedProduct: { id: 101 }
      })
    })
    const sofia = (await lucas.characters()).find((character) => character.firstname === 'Sofia')
    expect((await lucas.buy({ characterDbId: sofia?.id ?? 0, products: pack })).status).toBe(200)
  })

  it('refuses a purchase above the balance and says how many Unions are left', async () => {
    const emma = await logIn(shop, 'Emma_Roux')
    const [emmaRoux] = await emma.characters()
    await expectNothingChanged(async () => {
      const body = await refusal(
        await emma.buy({ characterDbId: emmaRoux?.id ?? 0, products: { '105': { amount: 1, isFromDailyShop: false } } })
      )
      expect(body).toEqual({ error: "Vous n'avez pas assez de points boutique", shopTokensAmount: 1_500 })
    })
  })

  it('refuses another player’s character, a character of another server, and a bad server header', async () => {
    const emma = await logIn(shop, 'Emma_Roux')
    const [emmaRoux] = await emma.characters()
    const [lucMartinez] = await lucas.characters('legacy')
    const line = { '201': { amount: 1, isFromDailyShop: false } }
    await expectNothingChanged(async () => {
      for (const characterDbId of [emmaRoux?.id ?? 0, lucMartinez?.id ?? 0, 999_999]) {
        expect(await refusal(await lucas.buy({ characterDbId, products: line }), 404)).toEqual({
          error: 'Personnage introuvable sur ce serveur.'
        })
      }
      expect(await refusal(await lucas.buy({ characterDbId: lucasMartin, products: line }, { gameServer: '' }), 400)).toEqual({
        error: 'Choisissez un serveur de jeu (en-tête gameServer).'
      })
      expect((await lucas.buy({ characterDbId: lucasMartin, products: line }, { gameServer: 'ailleurs' })).status).toBe(400)
      expect((await shop.post('/api/buyProducts', { characterDbId: lucasMartin, products: line }, { gameServer: 'main' })).status).toBe(401)
    })
  })

  describe('with an Idempotency-Key', () => {
    const line = { '202': { amount: 2, isFromDailyShop: false } }

    it('answers a retry with the first purchase, charged once', async () => {
      const headers = { 'Idempotency-Key': 'achat-0001-abcdef' }
      const first = buyProductsResponseSchema.parse(await (await lucas.buy({ characterDbId: lucasMartin, products: line }, headers)).json())
      await expectNothingChanged(async () => {
        const retry = await lucas.buy({ characterDbId: lucasMartin, products: line }, headers)
        expect(retry.status).toBe(200)
        const again = buyProductsResponseSchema.parse(await retry.json())
        expect(again.order).toEqual(first.order)
        expect(again.shopTokens).toBe(25_000 - 600)
        expect(again.success).toBe(first.success)
      })
    })

    it('answers concurrent duplicates with one purchase', async () => {
      const headers = { 'Idempotency-Key': 'achat-0002-abcdef' }
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => lucas.buy({ characterDbId: lucasMartin, products: line }, headers))
      )
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200])
      const orders = await Promise.all(responses.map(async (response) => buyProductsResponseSchema.parse(await response.json()).order.id))
      expect(new Set(orders).size).toBe(1)
      expect((await moneyState(shop.db)).balances['Lucas_Martin']).toBe(25_000 - 600)
      expect((await moneyState(shop.db)).orders).toBe(1)
    })

    it('refuses the key with another purchase (422), even sent at the same moment', async () => {
      const headers = { 'Idempotency-Key': 'achat-0003-abcdef' }
      expect((await lucas.buy({ characterDbId: lucasMartin, products: line }, headers)).status).toBe(200)
      await expectNothingChanged(async () => {
        const other = await lucas.buy({ characterDbId: lucasMartin, products: { '202': { amount: 3, isFromDailyShop: false } } }, headers)
        expect(await refusal(other, 422)).toEqual({ error: 'Cette clé Idempotency-Key a déjà servi pour un autre achat.' })
      })
      const sofia = (await lucas.characters()).find((character) => character.firstname === 'Sofia')
      const together = { 'Idempotency-Key': 'achat-0004-abcdef' }
      const statuses = await Promise.all([
        lucas.buy({ characterDbId: lucasMartin, products: line }, together),
        lucas.buy({ characterDbId: sofia?.id ?? 0, products: line }, together)
      ]).then((responses) => responses.map((response) => response.status).sort())
      expect(statuses).toEqual([200, 422])
      expect((await moneyState(shop.db)).balances['Lucas_Martin']).toBe(25_000 - 2 * 600)
    })

    it('evaluates a refused purchase afresh on retry, and refuses a malformed key', async () => {
      const emma = await logIn(shop, 'Emma_Roux')
      const [emmaRoux] = await emma.characters()
      const headers = { 'Idempotency-Key': 'achat-0005-abcdef' }
      const purchase = { characterDbId: emmaRoux?.id ?? 0, products: { '306': { amount: 1, isFromDailyShop: false } } }
      expect((await emma.buy(purchase, headers)).status).toBe(409)
      const credit = await shop.post('/api/server/players/fivem:100002/credit', { amount: 9_000, reason: 'Cadeau' }, asServer)
      expect(credit.status).toBe(200)
      expect((await emma.buy(purchase, headers)).status).toBe(200)
      for (const key of ['court', 'a'.repeat(101), 'avec espace!!']) {
        expect(await refusal(await emma.buy(purchase, { 'Idempotency-Key': key }), 400)).toEqual({
          error: 'En-tête Idempotency-Key invalide : 8 à 100 lettres, chiffres, « _ » ou « - ».'
        })
      }
    })
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buyProductsErrorSchema, buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { hashSecret, newSecret } from '../../web/accounts/secrets.ts'
import { applyCatalogue } from '../../web/catalog/apply-catalogue.ts'
import { adjustStock, readStock, readStocks, setStock } from '../../web/catalog/stock-repository.ts'
import { validateCatalogue } from '../../web/catalog/validate-catalogue.ts'
import demoCatalogue from '../../web/demo/catalogue.json'
import { shopInvariantViolations } from '../support/shop-invariants.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { ledgerMismatches } from '../support/shop-player.ts'
import { waitFor } from '../support/wait-for.ts'

const BUYERS = 100
const LAST_UNITS = 7
/** Pack Gang: 9,000 Unions, a limited stock, no limit per character (web/demo/catalogue.json). */
const PRODUCT = 105
/** Téléphone portable: 400 Unions, no limit per character; given a stock by the tests that drain one. */
const PHONE = 204
const PHONE_STOCK = 37

interface Buyer {
  session: string
  characterId: number
}

describe.each(DATABASE_KINDS)('the last units of a product on %s', (kind) => {
  let shop: TestApp
  const buy = (buyer: Buyer, products: Record<string, { amount: number; isFromDailyShop: boolean }>) =>
    shop.post(
      '/api/buyProducts',
      { characterDbId: buyer.characterId, products },
      { authorization: `Bearer ${buyer.session}`, gameServer: 'main' }
    )

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind))
  })
  afterEach(() => shop.db.close())

  /** Players with a character on 'main', 100,000 Unions (with their ledger row) and a session each, in a few statements. */
  async function newBuyers(count: number): Promise<Buyer[]> {
    const sessions = Array.from({ length: count }, () => newSecret())
    const { rows } = await shop.db.query<{ account_id: number; character_id: number }>(
      `with made as (
         insert into accounts (username, username_key, shop_tokens) select 'Dernier_' || n, 'dernier_' || n, 100000 from generate_series(1, $1) n returning id
       ), credited as (
         insert into ledger (account_id, delta, balance_after, reason, created_at) select id, 100000, 100000, 'Crédit de test', now() from made
       ), opened as (
         insert into sessions (id_hash, account_id, remember, created_at, expires_at)
         select hash, id, false, now(), now() + interval '1 day'
           from (select id, row_number() over (order by id) as n from made) m join unnest($2::text[]) with ordinality as h(hash, n) using (n)
       )
       insert into characters (account_id, server_name, game_id, firstname, lastname, dob, pob, height)
       select id, 'main', 'last-' || id, 'Joueur', 'N' || id, '01/01/2000', 'Los Santos', 180 from made
       returning account_id, id as character_id`,
      [count, sessions.map(hashSecret)]
    )
    const { rows: owners } = await shop.db.query<{ account_id: number; n: number }>(
      'select account_id, n::int from unnest($1::text[]) with ordinality as h(hash, n) join sessions s on s.id_hash = h.hash',
      [sessions.map(hashSecret)]
    )
    const sessionOf = new Map(owners.map((owner) => [owner.account_id, sessions[owner.n - 1] as string]))
    return rows.map((row) => ({ session: sessionOf.get(row.account_id) ?? '', characterId: row.character_id }))
  }

  it(`sells the last ${LAST_UNITS} units to exactly ${LAST_UNITS} of ${BUYERS} players buying at once`, async () => {
    const buyers = await newBuyers(BUYERS)
    await setStock(shop.db, PRODUCT, LAST_UNITS)

    const answers = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await buy(buyer, { [String(PRODUCT)]: { amount: 1, isFromDailyShop: false } })
        return { status: response.status, body: (await response.json()) as unknown }
      })
    )
    const sold = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(sold).toHaveLength(LAST_UNITS)
    expect(refused).toHaveLength(BUYERS - LAST_UNITS)
    for (const answer of sold) expect(buyProductsResponseSchema.parse(answer.body).shopTokens).toBe(100_000 - 9_000)
    for (const answer of refused) {
      const error = buyProductsErrorSchema.parse(answer.body).itemErrors?.[String(PRODUCT)]
      expect(error?.err).toBe('OUT_OF_STOCK')
      expect(error?.message).toBe('Ce produit est en rupture de stock.')
    }
    const { rows } = await shop.db.query<{ units: number; deliveries: number }>(
      `select (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.product_id = p.id) as units,
              (select count(*)::int from deliveries d join order_lines l on l.id = d.order_line_id where l.product_id = p.id) as deliveries
         from products p where p.id = $1`,
      [PRODUCT]
    )
    expect(rows[0]).toEqual({ units: LAST_UNITS, deliveries: LAST_UNITS })
    expect(await readStock(shop.db, PRODUCT)).toBe(0)
    expect(await ledgerMismatches(shop.db)).toEqual([])
  })

  it('drains a stock spread over its slots to exactly 0 with baskets of 1 to 3 units, each refused one retried at the stock left', async () => {
    const buyers = await newBuyers(30)
    await setStock(shop.db, PHONE, PHONE_STOCK)
    // Each player buys 1 to 3 phones again and again; told how many are left, asks for that many, as the basket does.
    const bought = await Promise.all(
      buyers.map(async (buyer, index) => {
        let units = 0
        let wanted = 1 + (index % 3)
        while (wanted > 0) {
          const response = await buy(buyer, { [String(PHONE)]: { amount: wanted, isFromDailyShop: false } })
          if (response.status === 200) {
            units += wanted
            continue
          }
          expect(response.status).toBe(409)
          const updated = buyProductsErrorSchema.parse(await response.json()).itemErrors?.[String(PHONE)]?.updatedProduct
          wanted = Math.min(wanted, updated?.stocks ?? 0)
        }
        return units
      })
    )
    expect(bought.reduce((sum, units) => sum + units, 0)).toBe(PHONE_STOCK)
    expect(await readStock(shop.db, PHONE)).toBe(0)
    expect(await shopInvariantViolations(shop.db, new Map([[PHONE, PHONE_STOCK]]))).toEqual([])
  })

  it('takes units across every slot when no single one has enough, and a refused basket takes nothing', async () => {
    const [buyer] = await newBuyers(1)
    if (!buyer) throw new Error('no buyer')
    await setStock(shop.db, PHONE, 16) // one unit in each of the 16 slots
    expect(await shop.db.transaction((tx) => adjustStock(tx, PHONE, -5))).toEqual({ kind: 'done', stock: 11 })
    expect(await shop.db.transaction((tx) => adjustStock(tx, PHONE, -12))).toEqual({ kind: 'short', stock: 11 })
    expect(await shop.db.transaction((tx) => adjustStock(tx, PHONE, 2))).toEqual({ kind: 'done', stock: 13 })
    expect(await shop.db.transaction((tx) => adjustStock(tx, 203, 2))).toEqual({ kind: 'unlimited' })

    // The phones are short: the Pack Gang units are not taken either, nothing is sold.
    await setStock(shop.db, PRODUCT, 3)
    const refused = await buy(buyer, {
      [String(PRODUCT)]: { amount: 2, isFromDailyShop: false },
      [String(PHONE)]: { amount: 14, isFromDailyShop: false }
    })
    expect(refused.status).toBe(409)
    expect(await readStocks(shop.db, [PRODUCT, PHONE])).toEqual(
      new Map([
        [PRODUCT, 3],
        [PHONE, 13]
      ])
    )

    const all = await buy(buyer, {
      [String(PRODUCT)]: { amount: 3, isFromDailyShop: false },
      [String(PHONE)]: { amount: 13, isFromDailyShop: false }
    })
    expect(all.status).toBe(200)
    expect(await readStocks(shop.db, [PRODUCT, PHONE])).toEqual(
      new Map([
        [PRODUCT, 0],
        [PHONE, 0]
      ])
    )
    await setStock(shop.db, PHONE, null)
    expect(await readStock(shop.db, PHONE)).toBeNull()
    expect(
      await shopInvariantViolations(
        shop.db,
        new Map([
          [PRODUCT, 3],
          [PHONE, 16 - 5 + 2]
        ])
      )
    ).toEqual([])
  })

  // The stock is taken last (migration 018): one that runs out between the purchase's read and its decrement rolls
  // the whole purchase back, and the next call reads the stock left and refuses the basket.
  it.runIf(kind === 'postgres')(
    'refuses, having written nothing, a basket whose stock ran out between its read and its decrement',
    async () => {
      const [buyer] = await newBuyers(1)
      if (!buyer) throw new Error('no buyer')
      await setStock(shop.db, PHONE, 5)
      let emptyTheStock = () => {}
      let slotsLocked = () => {}
      const locked = new Promise<void>((resolve) => (slotsLocked = resolve))
      const staff = shop.db.transaction(async (tx) => {
        await tx.query('select 1 from product_stock_slots where product_id = $1 order by slot for update', [PHONE])
        slotsLocked()
        await new Promise<void>((resolve) => (emptyTheStock = resolve))
        await setStock(tx, PHONE, 0)
      })
      // The purchase only once staff holds the slots, and waited for in this database only (other files share the cluster).
      await locked
      const purchase = buy(buyer, { [String(PHONE)]: { amount: 2, isFromDailyShop: false } })
      await waitFor(async () => {
        const { rows } = await shop.db.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%buy_products%'`
        )
        return rows[0]?.waiting === 1
      }, 'the purchase waiting for the stock slots')
      emptyTheStock()
      await staff
      const refused = await purchase
      expect(refused.status).toBe(409)
      expect(buyProductsErrorSchema.parse(await refused.json()).itemErrors?.[String(PHONE)]?.err).toBe('OUT_OF_STOCK')
      const { rows } = await shop.db.query<{ orders: number; balance: number }>(
        `select (select count(*)::int from orders o join characters c on c.id = o.character_id where c.id = $1) as orders,
              (select shop_tokens from accounts a join characters c on c.account_id = a.id where c.id = $1) as balance`,
        [buyer.characterId]
      )
      expect(rows[0]).toEqual({ orders: 0, balance: 100_000 })
      expect(await readStock(shop.db, PHONE)).toBe(0)
      expect(await ledgerMismatches(shop.db)).toEqual([])
    }
  )

  // PGlite has one connection: nothing interleaves there. On PostgreSQL the import locks every product by id, then
  // their stock slots; a purchase must never hold a slot while waiting for a product, nor a product for a lower id.
  it.runIf(kind === 'postgres')('buys baskets of limited and unlimited products while the catalogue is imported: no deadlock', async () => {
    const buyers = await newBuyers(30)
    const validation = validateCatalogue(demoCatalogue)
    if (!validation.ok) throw new Error('the demo catalogue is refused')
    // Unlimited products below the limited ones: the import holds them when it waits for a limited row.
    for (const id of [309, 407]) await setStock(shop.db, id, 1000)
    const line = { amount: 1, isFromDailyShop: false }
    const basket = { '201': line, '203': line, '309': line, '407': line }
    const purchases = buyers.flatMap((buyer) => [1, 2, 3].map(() => buy(buyer, basket).then((response) => response.status)))
    const imports = [1, 2, 3].map(() => applyCatalogue(shop.db, validation.catalogue))
    const statuses = await Promise.all(purchases)
    await Promise.all(imports)
    // 409: a stock the import set back ran out, or the limit of one assault rifle per character.
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([])
    expect(statuses).toContain(200)
    expect(await ledgerMismatches(shop.db)).toEqual([])
  })
})

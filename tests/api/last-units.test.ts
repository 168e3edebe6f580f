import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buyProductsErrorSchema, buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { hashSecret, newSecret } from '../../web/accounts/secrets.ts'
import { applyCatalogue } from '../../web/catalog/apply-catalogue.ts'
import { validateCatalogue } from '../../web/catalog/validate-catalogue.ts'
import demoCatalogue from '../../web/demo/catalogue.json'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { ledgerMismatches } from '../support/shop-player.ts'

const BUYERS = 100
const LAST_UNITS = 7
/** Pack Gang: 9,000 Unions, a limited stock, no limit per character (web/demo/catalogue.json). */
const PRODUCT = 105

interface Buyer {
  session: string
  characterId: number
}

describe.each(DATABASE_KINDS)('the last units of a product on %s', (kind) => {
  let shop: TestApp
  const buy = (buyer: Buyer, products: Record<string, { amount: number; isFromDailyShop: boolean }>) =>
    shop.post('/api/buyProducts', { characterDbId: buyer.characterId, products }, { authorization: `Bearer ${buyer.session}`, gameServer: 'main' })

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
    await shop.db.query('update products set stocks = $2 where id = $1', [PRODUCT, LAST_UNITS])

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
    const { rows } = await shop.db.query<{ stocks: number; units: number; deliveries: number }>(
      `select p.stocks,
              (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.product_id = p.id) as units,
              (select count(*)::int from deliveries d join order_lines l on l.id = d.order_line_id where l.product_id = p.id) as deliveries
         from products p where p.id = $1`,
      [PRODUCT]
    )
    expect(rows[0]).toEqual({ stocks: 0, units: LAST_UNITS, deliveries: LAST_UNITS })
    expect(await ledgerMismatches(shop.db)).toEqual([])
  })

  // PGlite has one connection: nothing interleaves there. On PostgreSQL the import locks every product by id, then
  // the catalogue revision; a purchase must never hold a product or the revision while waiting for a lower id.
  it.runIf(kind === 'postgres')('buys baskets of limited and unlimited products while the catalogue is imported: no deadlock', async () => {
    const buyers = await newBuyers(30)
    const validation = validateCatalogue(demoCatalogue)
    if (!validation.ok) throw new Error('the demo catalogue is refused')
    // Unlimited products below the limited ones: the import holds them when it waits for a limited row.
    await shop.db.query('update products set stocks = 1000 where id in (309, 407)')
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

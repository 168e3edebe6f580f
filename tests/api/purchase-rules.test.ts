import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DailyOffer } from '../../src/core/contract/daily-shop.ts'
import { basketTotal } from '../../src/core/domain/money.ts'
import { purchaseErrors } from '../../src/core/messages/purchase-errors.ts'
import type { Database } from '../../web/db/database.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { buyProducts, type PurchaseOutcome } from '../../web/purchases/buy-products.ts'
import { LINE_REFUSALS } from '../../web/purchases/purchase-call.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { englishIn } from '../support/english-words.ts'
import { expectedOutcome, scenarioArbitrary, type Scenario } from '../support/purchase-scenarios.ts'
import { createTestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { REPO_ROOT } from '../support/web-host.ts'

const SERVER = 'main'
/** The test app's clock (tests/support/test-app.ts): the session was opened then, and the purchases are made then. */
const AT = new Date('2026-11-21T10:00:00Z')
/** Product ids of this file's own products, far above the demo catalogue's; each run takes fresh ones. */
let nextId = 50_000

it('words every refusal purchase_line_refusal() can name, and nothing else (web/purchases/purchase-refusal.ts)', () => {
  const sql = readFileSync(join(REPO_ROOT, 'web/db/functions/purchase_line_refusal.sql'), 'utf8')
  const named = [...sql.matchAll(/then '(\w+)'/g)].map((match) => match[1])
  expect(named).toEqual([...LINE_REFUSALS])
  const wording = readFileSync(join(REPO_ROOT, 'web/purchases/purchase-refusal.ts'), 'utf8')
  expect([...wording.matchAll(/case '(\w+)':/g)].map((match) => match[1])).toEqual([...LINE_REFUSALS])
})

describe.each(DATABASE_KINDS)('buy_products() against the rules as SPEC.md states them, on %s', (kind) => {
  let db: Database
  let sessionId: string
  let characterId: number
  let accountId: number

  beforeAll(async () => {
    db = await freshDatabase(kind)
    const shop = createTestApp(db)
    const login = await shop.post('/api/login', { username: 'Lucas_Martin', password: DEMO_PASSWORD })
    sessionId = /boutique_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''
    const character = await db.query<{ id: number; account_id: number }>(
      "select id, account_id from characters where firstname = 'Lucas' and lastname = 'Martin' and server_name = $1",
      [SERVER]
    )
    characterId = character.rows[0]?.id ?? 0
    accountId = character.rows[0]?.account_id ?? 0
  })
  afterAll(() => db.close())

  /** The scenario's products (fresh ids), the units the character already bought, and the balance. */
  async function arrange(scenario: Scenario): Promise<Map<number, number>> {
    const ids = new Map<number, number>()
    for (const product of scenario.products) {
      const id = (nextId += 1)
      ids.set(product.key, id)
      if (!product.exists) continue
      await db.query(
        `insert into products (id, name, label, category, price, money_type, images, description, sort_index, theme,
           character_limit, is_daily_shop_only, tebex_package_id, grants, active)
         values ($1::int, 'regle_' || $1::int, 'Règle ' || $1::int, 'item', $2, $3, '[]', '', 0, 'bronze', $4, $5, $6, '[{"kind":"item","item":"x","count":1}]', $7)`,
        [id, product.price, product.cash ? 'cash' : 'tokens', product.limit, product.dailyOnly, product.cash ? id : null, product.active]
      )
      if (product.stocks !== null) await db.query('select set_product_stock($1, $2)', [id, product.stocks])
      if (product.bought > 0) await boughtBefore(id, product.bought)
    }
    await db.query('update accounts set shop_tokens = $2 where id = $1', [accountId, scenario.balance])
    return ids
  }

  async function boughtBefore(productId: number, units: number): Promise<void> {
    const order = await db.query<{ id: number }>(
      'insert into orders (account_id, character_id, server_name, total, created_at) values ($1, $2, $3, 0, now()) returning id',
      [accountId, characterId, SERVER]
    )
    await db.query(
      `insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
       values ($1, $2, 'x', 'x', $3, 0, 0, 0, false)`,
      [order.rows[0]?.id, productId, units]
    )
  }

  async function buy(scenario: Scenario, ids: Map<number, number>): Promise<PurchaseOutcome> {
    const products = Object.fromEntries(
      scenario.lines.map((line) => [String(ids.get(line.key)), { amount: line.amount, isFromDailyShop: line.daily }])
    )
    const offers: DailyOffer[] = scenario.lines
      .filter((line) => line.daily && line.offerDiscount !== null)
      .map((line) => ({ itemId: ids.get(line.key) ?? 0, dailyShopDiscount: line.offerDiscount ?? 0 }))
    const request = { characterDbId: characterId, products }
    return buyProducts(db, {
      sessionId,
      serverName: SERVER,
      request,
      idempotencyKey: undefined,
      now: AT,
      offersOfDay: async () => offers
    })
  }

  it('refuses exactly the baskets the rules refuse, with each line’s French text, and charges the bundle’s total', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        const ids = await arrange(scenario)
        const outcome = await buy(scenario, ids)
        const expected = expectedOutcome(scenario, (key) => ids.get(key) ?? 0)
        if (outcome.kind === 'refused') {
          for (const text of [outcome.body.error, ...Object.values(outcome.body.itemErrors ?? {}).map((error) => error.message)]) {
            expect(englishIn(text), text).toEqual([])
            expect(text).toMatch(/[a-zé] [a-zé]/)
          }
          expect({ kind: 'refused', ...outcome.body }).toEqual(expected)
          return
        }
        expect(expected.kind).toBe('bought')
        expect(outcome.answer.success).toBe(purchaseErrors.success('Lucas Martin'))
        const total = basketTotal(scenario.lines.map((line) => expectedLinePrice(scenario, line.key)))
        expect(outcome.answer.order.total).toBe(total)
        expect(outcome.answer.shopTokens).toBe(scenario.balance - total)
      }),
      { numRuns: kind === 'pglite' ? 120 : 60, seed: 30_025 }
    )
  })

  it('replays an answer a host before migration 025 stored (its success text) with the same text, from the name 025 keeps', async () => {
    await db.query('update accounts set shop_tokens = 1000000 where id = $1', [accountId])
    const request = { characterDbId: characterId, products: { '201': { amount: 1, isFromDailyShop: false } } }
    const input = { sessionId, serverName: SERVER, request, idempotencyKey: 'avant-025-cle', now: AT, offersOfDay: async () => [] }
    const first = await buyProducts(db, input)
    // The row as buy_products() stored it before 025: the French text around the name, no name of its own.
    await db.query(
      `update purchase_requests set response = (response - 'characterName') || jsonb_build_object('success', $2::text)
        where idempotency_key = $1`,
      ['avant-025-cle', 'Achat effectué : vos objets arrivent en jeu sur Lucas Martin.']
    )
    await db.exec(MIGRATIONS.find((migration) => migration.version === 25)?.sql ?? '')
    const stored = await db.query<{ response: object }>('select response from purchase_requests where idempotency_key = $1', [
      'avant-025-cle'
    ])
    expect(stored.rows[0]?.response).toMatchObject({ characterName: 'Lucas Martin' })
    expect(stored.rows[0]?.response).not.toHaveProperty('success')
    const again = await buyProducts(db, input)
    expect(again.kind === 'bought' && again.answer).toEqual(first.kind === 'bought' && first.answer)
    expect(again.kind === 'bought' && again.answer.success).toBe('Achat effectué : vos objets arrivent en jeu sur Lucas Martin.')
  })
})

function expectedLinePrice(scenario: Scenario, key: number) {
  const line = scenario.lines.find((candidate) => candidate.key === key)
  const product = scenario.products.find((candidate) => candidate.key === key)
  return { price: product?.price ?? 0, quantity: line?.amount ?? 0, discount: line?.daily ? (line.offerDiscount ?? 0) : 0 }
}

import { charactersResponseSchema, type Character } from '../../src/core/contract/account.ts'
import { dailyShopResponseSchema, type DailyOffer } from '../../src/core/contract/daily-shop.ts'
import type { BuyProductsRequest } from '../../src/core/contract/purchase.ts'
import { readStocks } from '../../web/catalog/stock-repository.ts'
import type { Database, Queryable } from '../../web/db/database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import type { TestApp } from './test-app.ts'

/** A demo player logged in through POST /api/login, as the bundle does. */
export interface ShopPlayer {
  cookie: string
  characters(server?: string): Promise<Character[]>
  buy(body: BuyProductsRequest | Record<string, unknown>, headers?: Record<string, string>): Promise<Response>
}

export async function logIn(shop: TestApp, username: string): Promise<ShopPlayer> {
  const response = await shop.post('/api/login', { username, password: DEMO_PASSWORD })
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return {
    cookie,
    async characters(server = 'main') {
      return charactersResponseSchema.parse(await (await shop.get('/api/getCharacters', { cookie, gameServer: server })).json())
    },
    buy: (body, headers = {}) => shop.post('/api/buyProducts', body, { cookie, gameServer: 'main', ...headers })
  }
}

export async function todaysOffers(shop: TestApp): Promise<DailyOffer[]> {
  return dailyShopResponseSchema.parse(await (await shop.get('/api/dailyShop')).json()).offers
}

/** Everything a purchase may move: compared before and after a refused one. */
export interface MoneyState {
  balances: Record<string, number>
  stocks: Record<number, number | null>
  ledgerRows: number
  orders: number
  orderLines: number
  deliveries: number
  purchaseRequests: number
}

export async function moneyState(db: Database): Promise<MoneyState> {
  const count = async (table: string) =>
    (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]?.count ?? 0
  const accounts = await db.query<{ username: string; shop_tokens: number }>('select username, shop_tokens from accounts')
  const products = await db.query<{ id: number }>('select id from products')
  const limited = await readStocks(db)
  return {
    balances: Object.fromEntries(accounts.rows.map((row) => [row.username, row.shop_tokens])),
    stocks: Object.fromEntries(products.rows.map((row) => [row.id, limited.get(row.id) ?? null])),
    ledgerRows: await count('ledger'),
    orders: await count('orders'),
    orderLines: await count('order_lines'),
    deliveries: await count('deliveries'),
    purchaseRequests: await count('purchase_requests')
  }
}

/** Accounts whose ledger does not add up to their balance (none, always). */
export async function ledgerMismatches(db: Database): Promise<{ username: string; balance: number; ledger: number }[]> {
  const { rows } = await db.query<{ username: string; balance: number; ledger: number }>(
    `select a.username, a.shop_tokens as balance, coalesce(sum(l.delta), 0)::int as ledger
       from accounts a left join ledger l on l.account_id = a.id
      group by a.id having a.shop_tokens <> coalesce(sum(l.delta), 0)`
  )
  return rows
}

/** The id of the account with that username (0 when there is none). */
export async function accountIdOf(db: Database, username: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from accounts where username = $1', [username])
  return rows[0]?.id ?? 0
}

/** An account's balance and rank, as the webhooks leave them. */
export async function balanceAndRank(db: Database, id: number): Promise<{ shop_tokens: number; rank: string }> {
  const { rows } = await db.query<{ shop_tokens: number; rank: string }>('select shop_tokens, rank from accounts where id = $1', [id])
  return rows[0] ?? { shop_tokens: -1, rank: '' }
}

/** The lowest id of a product sold for Unions: a product whose stock a test may change to move the shop data. */
export async function firstTokenProduct(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select min(id) as id from products where money_type = $1', ['tokens'])
  if (rows[0]?.id === undefined) throw new Error('no product sold for Unions')
  return rows[0].id
}

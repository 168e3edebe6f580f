import { randomBytes } from 'node:crypto'

import { hashSecret } from '../web/accounts/secrets.ts'
import type { Database, Queryable } from '../web/db/database.ts'
import { purchaseRequestHash } from '../web/purchases/idempotency.ts'
import type { Basket } from './purchase-cases.ts'

/** A bench buyer as the database knows it. */
export interface BareBuyer {
  session: string
  characterDbId: number
  basket: Basket
}

export type BareWay = 'statements' | 'one round trip'

/**
 * The limit beside the shop: the same purchase issued straight from the driver, no HTTP, no web host.
 * 'one round trip' calls buy_products() (migration 011), the statement the shop sends; 'statements' issues
 * its steps one statement per round trip in a transaction, as a shop without the function would.
 * Returns true when the purchase was made.
 */
export async function barePurchase(db: Database, way: BareWay, buyer: BareBuyer): Promise<boolean> {
  const request = requestOf(buyer)
  const key = `bench-${randomBytes(9).toString('base64url')}`
  const lines = [...buyer.basket].sort((a, b) => a[0] - b[0]).map(([id, amount]) => ({ id, amount, daily: false, discount: 0 }))
  const now = new Date()
  if (way === 'one round trip') {
    const { rows } = await db.query<{ result: { kind: string } }>(
      'select buy_products($1, $2, $3, $4, $5, $6, $7) as result',
      [hashSecret(buyer.session), 'main', buyer.characterDbId, key, purchaseRequestHash('main', request), JSON.stringify(lines), now],
      'buy_products'
    )
    return rows[0]?.result.kind === 'bought'
  }
  return db.transaction((tx) => byStatements(tx, buyer, key, purchaseRequestHash('main', request), now))
}

function requestOf(buyer: BareBuyer) {
  const products = Object.fromEntries([...buyer.basket].map(([id, amount]) => [String(id), { amount, isFromDailyShop: false }]))
  return { characterDbId: buyer.characterDbId, products }
}

interface ProductRow {
  id: number
  name: string
  label: string
  price: number
  limited: boolean
  grants: { kind: string }[]
}

/**
 * A limited stock's units from one slot no one holds (migrations 013 and 018), as take_product_stock() takes them first;
 * when every slot is held, take_product_stock() itself, which waits for one.
 */
async function takeFromOneSlot(tx: Queryable, productId: number, units: number): Promise<boolean> {
  const { rows } = await tx.query(
    `update product_stock_slots set units = units - $2, changes = changes + 1
      where (product_id, slot) = (select product_id, slot from product_stock_slots where product_id = $1 and units >= $2
                                   order by (slot + pg_backend_pid()) % 16 limit 1 for update skip locked)
      returning slot`,
    [productId, units]
  )
  if (rows.length === 1) return true
  const waited = await tx.query<{ taken: boolean }>('select take_product_stock($1, $2) as taken', [productId, units])
  return waited.rows[0]?.taken === true
}

/** The steps of buy_products(), each its own round trip (the bench's products have no limit per character). */
async function byStatements(tx: Queryable, buyer: BareBuyer, key: string, requestHash: string, now: Date): Promise<boolean> {
  const account = await lockBuyerAccount(tx, buyer, key, now)
  if (!account) return false
  const { accountId, shopTokens } = account
  const ids = [...buyer.basket.keys()].sort((a, b) => a - b)
  const products = (
    await tx.query<ProductRow>(
      `select id, name, label, price, grants, exists (select 1 from product_stock_slots s where s.product_id = p.id) as limited
         from products p where id = any($1::int[]) order by id`,
      [ids]
    )
  ).rows
  const total = products.reduce((sum, product) => sum + product.price * (buyer.basket.get(product.id) ?? 0), 0)
  const balance = shopTokens - total
  if (balance < 0) return false
  await tx.query('select id from products where id = any($1::int[]) order by id for key share', [ids])
  const orderId = await chargeOrder(tx, buyer, { accountId, total, balance }, now)
  await insertLinesAndDeliveries(tx, buyer, products, { accountId, orderId }, now)
  await tx.query(
    `insert into purchase_requests (account_id, idempotency_key, request_hash, order_id, response, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [accountId, key, requestHash, orderId, JSON.stringify({ orderId }), now]
  )
  // The limited stocks last, as buy_products() takes them (migration 018); one that ran out rolls it all back.
  for (const product of products.filter((candidate) => candidate.limited)) {
    if (!(await takeFromOneSlot(tx, product.id, buyer.basket.get(product.id) ?? 0))) throw new Error('a limited stock ran out')
  }
  return true
}

/** The session's account (locked), its earlier answer for this key, and the character (shared lock); none for a stale session. */
async function lockBuyerAccount(
  tx: Queryable,
  buyer: BareBuyer,
  key: string,
  now: Date
): Promise<{ accountId: number; shopTokens: number } | undefined> {
  const session = await tx.query<{ account_id: number }>('select account_id from sessions where id_hash = $1 and expires_at > $2', [
    hashSecret(buyer.session),
    now
  ])
  const accountId = session.rows[0]?.account_id
  if (accountId === undefined) return undefined
  const account = await tx.query<{ shop_tokens: number }>('select shop_tokens from accounts where id = $1 for no key update', [accountId])
  await tx.query('select request_hash, response from purchase_requests where account_id = $1 and idempotency_key = $2', [accountId, key])
  await tx.query(
    'select id, firstname, lastname from characters where id = $1 and account_id = $2 and server_name = $3 and active for key share',
    [buyer.characterDbId, accountId, 'main']
  )
  return { accountId, shopTokens: account.rows[0]?.shop_tokens ?? 0 }
}

/** The order, the new balance and its ledger line; the order's id. */
async function chargeOrder(
  tx: Queryable,
  buyer: BareBuyer,
  { accountId, total, balance }: { accountId: number; total: number; balance: number },
  now: Date
): Promise<number> {
  const order = await tx.query<{ id: number }>(
    'insert into orders (account_id, character_id, server_name, total, created_at) values ($1, $2, $3, $4, $5) returning id::int as id',
    [accountId, buyer.characterDbId, 'main', total, now]
  )
  const orderId = order.rows[0]?.id ?? 0
  await tx.query('update accounts set shop_tokens = $2, updated_at = $3 where id = $1', [accountId, balance, now])
  await tx.query('insert into ledger (account_id, delta, balance_after, reason, reference, created_at) values ($1, $2, $3, $4, $5, $6)', [
    accountId,
    -total,
    balance,
    `Achat n°${orderId}`,
    `order:${orderId}`,
    now
  ])
  return orderId
}

/** One order line per product, and its delivery to the character. */
async function insertLinesAndDeliveries(
  tx: Queryable,
  buyer: BareBuyer,
  products: ProductRow[],
  { accountId, orderId }: { accountId: number; orderId: number },
  now: Date
): Promise<void> {
  for (const product of products) {
    const quantity = buyer.basket.get(product.id) ?? 0
    const line = await tx.query<{ id: number }>(
      `insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
       values ($1, $2, $3, $4, $5, $6, 0, $7, false) returning id::int as id`,
      [orderId, product.id, product.name, product.label, quantity, product.price, product.price * quantity]
    )
    await tx.query(
      `insert into deliveries (order_line_id, account_id, character_id, server_name, quantity, grants, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [line.rows[0]?.id, accountId, buyer.characterDbId, 'main', quantity, JSON.stringify(product.grants), now]
    )
  }
}

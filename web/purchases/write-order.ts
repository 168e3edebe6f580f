import type { OrderLine } from '../../src/contract/purchase.ts'
import { changeBalance } from '../accounts/ledger.ts'
import type { Queryable } from '../db/database.ts'
import type { PricedLine } from './check-lines.ts'

export interface NewOrder {
  accountId: number
  characterId: number
  serverName: string
  lines: PricedLine[]
  total: number
  /** The balance, locked by the caller and known to cover `total`. */
  balance: number
  at: Date
}

export interface WrittenOrder {
  id: number
  lines: OrderLine[]
  shopTokens: number
}

/**
 * Writes a checked order inside the caller's transaction: the order and its lines, the
 * charge, lower stocks, the Unions a pack holds, and one delivery per line for the game.
 * The caller holds the character, product and balance locks, so no step can be refused.
 */
export async function writeOrder(tx: Queryable, order: NewOrder): Promise<WrittenOrder> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into orders (account_id, character_id, server_name, total, created_at)
     values ($1, $2, $3, $4, $5) returning id::int as id`,
    [order.accountId, order.characterId, order.serverName, order.total, order.at]
  )
  const orderId = mustHave(rows[0], 'order insert').id
  let shopTokens = order.balance
  if (order.total > 0) {
    const charged = await changeBalance(tx, {
      accountId: order.accountId,
      delta: -order.total,
      reason: `Achat n°${orderId}`,
      reference: `order:${orderId}`,
      at: order.at
    })
    shopTokens = mustHave(charged, 'charge of a checked balance')
  }
  const lines: OrderLine[] = []
  for (const line of order.lines) {
    const lineId = await insertLine(tx, orderId, line)
    await lowerStock(tx, line)
    await insertDelivery(tx, order, lineId, line)
    shopTokens = (await creditPackUnions(tx, order, { orderId, lineId }, line)) ?? shopTokens
    lines.push({
      itemId: line.product.id,
      label: line.product.label,
      quantity: line.quantity,
      unitPrice: line.product.price,
      discount: line.discount,
      total: line.total,
      isFromDailyShop: line.isFromDailyShop
    })
  }
  return { id: orderId, lines, shopTokens }
}

async function insertLine(tx: Queryable, orderId: number, line: PricedLine): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
    [
      orderId,
      line.product.id,
      line.product.name,
      line.product.label,
      line.quantity,
      line.product.price,
      line.discount,
      line.total,
      line.isFromDailyShop
    ]
  )
  return mustHave(rows[0], 'order line insert').id
}

async function lowerStock(tx: Queryable, line: PricedLine): Promise<void> {
  if (line.product.stocks === null) return
  const { rows } = await tx.query(
    'update products set stocks = stocks - $2 where id = $1 and stocks >= $2 returning id',
    [line.product.id, line.quantity]
  )
  mustHave(rows[0], `stock of product ${line.product.id}`)
}

/** Unions go to the balance at once; everything else is for the game to hand out. */
async function insertDelivery(tx: Queryable, order: NewOrder, lineId: number, line: PricedLine): Promise<void> {
  const gameGrants = line.product.grants.filter((grant) => grant.kind !== 'unions')
  if (gameGrants.length === 0) return
  await tx.query(
    `insert into deliveries (order_line_id, account_id, character_id, server_name, quantity, grants, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [lineId, order.accountId, order.characterId, order.serverName, line.quantity, JSON.stringify(gameGrants), order.at]
  )
}

async function creditPackUnions(
  tx: Queryable,
  order: NewOrder,
  { orderId, lineId }: { orderId: number; lineId: number },
  line: PricedLine
): Promise<number | undefined> {
  const perUnit = line.product.grants.reduce((sum, grant) => sum + (grant.kind === 'unions' ? grant.amount : 0), 0)
  if (perUnit === 0) return undefined
  return changeBalance(tx, {
    accountId: order.accountId,
    delta: perUnit * line.quantity,
    reason: `Unions de ${line.product.label}, achat n°${orderId}`,
    reference: `order-line:${lineId}:unions`,
    at: order.at
  })
}

function mustHave<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what}: nothing returned`)
  return value
}

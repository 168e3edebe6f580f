import type { CashAmount } from '../../src/core/contract/cash-amount.ts'
import { CASH_AMOUNT_SQL } from '../tebex/cash-amount.ts'
import type { ShopTransaction, StoreTransaction, StoreTransactionStatus } from '../../src/core/contract/transactions.ts'
import type { Queryable } from '../db/database.ts'
import { lineDeliveriesSql, toLineDeliveries, type StoredDelivery } from './line-deliveries.ts'

/** Enough for years of a player's purchases; the history popup pages through them in the browser. */
export const HISTORY_LIMIT = 500

/** Who asks, when, and how the game servers are named to players. */
export interface HistoryReader {
  accountId: number
  now: Date
  serverLabel: (name: string) => string
}

/** One row per order line of the player's orders, newest first. */
export async function shopTransactions(db: Queryable, reader: HistoryReader): Promise<ShopTransaction[]> {
  const { rows } = await db.query<{
    order_id: number
    line_id: number
    created_at: Date | string
    product_id: number
    name: string
    label: string
    quantity: number
    total: number
    discount: number
    character_name: string | null
    deliveries: StoredDelivery[]
  }>(
    `select o.id::int as order_id, l.id::int as line_id, o.created_at, l.product_id, l.name, l.label, l.quantity, l.total,
            l.discount, c.firstname || ' ' || c.lastname as character_name, ${lineDeliveriesSql('d.order_line_id = l.id', '$3')} as deliveries
       from orders o join order_lines l on l.order_id = o.id left join characters c on c.id = o.character_id
      where o.account_id = $1 order by o.created_at desc, o.id desc, l.id limit $2`,
    [reader.accountId, HISTORY_LIMIT, reader.now]
  )
  return rows.map((row) => ({
    unity_transaction_id: `U-${row.order_id}-${row.line_id}`,
    date: new Date(row.created_at).toISOString(),
    package: { id: row.product_id, name: row.label, defaultName: row.name },
    quantity: row.quantity,
    price: row.total,
    discount: row.discount,
    characterName: row.character_name,
    deliveries: toLineDeliveries(row.deliveries, reader.serverLabel)
  }))
}

/** The store provider's payments the player made or received as a gift, newest first. */
export async function storeTransactions(db: Queryable, reader: HistoryReader): Promise<StoreTransaction[]> {
  const { rows } = await db.query<{
    txn_id: string
    created_at: Date | string
    package_id: number
    package_name: string
    quantity: number
    amount: CashAmount | null
    status: StoreTransactionStatus
    gift_to: string | null
    gift_from: string | null
    deliveries: StoredDelivery[]
  }>(
    // Each side sees the other: the payer whom the gift went to, the receiver who offered it.
    `select s.txn_id, s.created_at, s.package_id, s.package_name, s.quantity, ${CASH_AMOUNT_SQL}, s.status,
            case when s.account_id = $1 then g.username end as gift_to,
            case when s.account_id <> $1 then p.username end as gift_from,
            ${lineDeliveriesSql('d.store_transaction_id = s.txn_id', '$3')} as deliveries
       from store_transactions s left join accounts g on g.id = s.gift_to_account_id left join accounts p on p.id = s.account_id
      where s.account_id = $1 or s.gift_to_account_id = $1 order by s.created_at desc, s.txn_id limit $2`,
    [reader.accountId, HISTORY_LIMIT, reader.now]
  )
  return rows.map((row) => ({
    txn_id: row.txn_id,
    date: new Date(row.created_at).toISOString(),
    package: { id: row.package_id, name: row.package_name },
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    giftTo: row.gift_to,
    giftFrom: row.gift_from,
    deliveries: toLineDeliveries(row.deliveries, reader.serverLabel)
  }))
}

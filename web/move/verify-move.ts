import { readShopSnapshot } from '../catalog/shop-data.ts'
import type { Database, Queryable } from '../db/database.ts'
import { quoteIdentifier } from './table-plan.ts'

/**
 * What must be equal after a move, read again from both databases: each table's row count, each
 * account's balance and its ledger sum (the target's equal to its balance), and each product's stock
 * as the shop's own answer shows it. Returns the differences found (none: the move is sound).
 */
export async function moveDifferences(source: Database, target: Database, tables: Iterable<string>): Promise<string[]> {
  const differences: string[] = []
  for (const table of tables) {
    const [from, to] = await Promise.all([rowCount(source, table), rowCount(target, table)])
    if (from !== to) differences.push(`table ${table} : ${from} lignes dans la source, ${to} dans la cible`)
  }
  differences.push(...(await balanceDifferences(source, target)))
  differences.push(...(await stockDifferences(source, target)))
  return differences
}

async function rowCount(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${quoteIdentifier(table)}`)
  return rows[0]?.count ?? 0
}

const BALANCES_SQL = `select a.id, a.shop_tokens as balance, coalesce(sum(l.delta), 0)::int as ledger
  from accounts a left join ledger l on l.account_id = a.id group by a.id order by a.id`

async function balanceDifferences(source: Queryable, target: Queryable): Promise<string[]> {
  type Balance = { id: number; balance: number; ledger: number }
  const [from, to] = await Promise.all([source.query<Balance>(BALANCES_SQL), target.query<Balance>(BALANCES_SQL)])
  const before = new Map(from.rows.map((row) => [row.id, row.balance]))
  const differences: string[] = []
  for (const row of to.rows) {
    if (row.ledger !== row.balance) differences.push(`compte ${row.id} : solde ${row.balance}, somme du registre ${row.ledger}`)
    if (before.get(row.id) !== row.balance) differences.push(`compte ${row.id} : solde ${before.get(row.id)} avant, ${row.balance} après`)
  }
  return differences
}

async function stockDifferences(source: Database, target: Database): Promise<string[]> {
  const [from, to] = await Promise.all([readShopSnapshot(source), readShopSnapshot(target)])
  const before = new Map(from.shopData.products.map((product) => [product.id, product.stocks]))
  const differences = to.shopData.products
    .filter((product) => before.get(product.id) !== product.stocks)
    .map((product) => `produit ${product.id} : stock ${String(before.get(product.id))} avant, ${String(product.stocks)} après`)
  if (from.shopVer !== to.shopVer && differences.length === 0) differences.push('le catalogue servi diffère (shopVer)')
  return differences
}

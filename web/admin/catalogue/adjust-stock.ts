import type { Queryable } from '../../db/database.ts'

export type StockAdjustment = { ok: true; before: number; after: number } | { ok: false; reason: 'unlimited' | 'below-zero' | 'unknown' }

/**
 * The one place the back-office changes a limited stock: an atomic +n / −n in one conditional statement,
 * never a read-then-write, so a purchase committed meanwhile is never overwritten. It locks the product row
 * (lock order: products by id). The stock storage may move (slot rows): only this function follows it.
 */
export async function adjustStock(tx: Queryable, productId: number, delta: number): Promise<StockAdjustment> {
  const { rows } = await tx.query<{ stocks: number }>(
    'update products set stocks = stocks + $2, updated_at = now() where id = $1 and stocks is not null and stocks + $2 >= 0 returning stocks',
    [productId, delta]
  )
  const after = rows[0]?.stocks
  if (after !== undefined) return { ok: true, before: after - delta, after }
  const { rows: current } = await tx.query<{ stocks: number | null }>('select stocks from products where id = $1', [productId])
  if (!current[0]) return { ok: false, reason: 'unknown' }
  return { ok: false, reason: current[0].stocks === null ? 'unlimited' : 'below-zero' }
}

import { adjustStock as moveStock } from '../../catalog/stock-repository.ts'
import type { Queryable } from '../../db/database.ts'

export type StockAdjustment = { ok: true; before: number; after: number } | { ok: false; reason: 'unlimited' | 'below-zero' | 'unknown' }

/**
 * The back-office's +n / −n on a limited stock, through the one stock module (web/catalog/stock-repository.ts):
 * taken or given back slot by slot as a purchase does, never a read-then-write, so a purchase committed meanwhile
 * is never overwritten.
 */
export async function adjustStock(tx: Queryable, productId: number, delta: number): Promise<StockAdjustment> {
  const { rows } = await tx.query('select 1 from products where id = $1', [productId])
  if (rows.length === 0) return { ok: false, reason: 'unknown' }
  const moved = await moveStock(tx, productId, delta)
  if (moved.kind === 'done') return { ok: true, before: moved.stock - delta, after: moved.stock }
  return { ok: false, reason: moved.kind === 'unlimited' ? 'unlimited' : 'below-zero' }
}

import * as z from 'zod/mini'

import type { Queryable } from '../db/database.ts'

/**
 * The one place a product's stock is read or written (migration 013). A limited stock is spread over 16 slot
 * rows, so buyers of one product take units from different rows instead of queueing on one; the stock is their
 * sum, and a product without slots is unlimited. Writes lock in the project's order: the product row, then its
 * slots in order (web/README.md "Lock order"); purchases take stock inside buy_products() with the same functions.
 */

/** SQL for the stock of the products row `alias` in a query (null: unlimited), for lists that filter or sort on it. */
export const stockOf = (alias: string): string => `(select sum(units)::int from product_stock_slots where product_id = ${alias}.id)`

/** The limited stocks, by product id (all of them, or those of `productIds`); a product absent is unlimited. */
export async function readStocks(db: Queryable, productIds?: readonly number[]): Promise<Map<number, number>> {
  const { rows } =
    productIds === undefined
      ? await db.query<{ product_id: number; stock: number }>(
          'select product_id, sum(units)::int as stock from product_stock_slots group by product_id',
          [],
          'read_stocks'
        )
      : await db.query<{ product_id: number; stock: number }>(
          'select product_id, sum(units)::int as stock from product_stock_slots where product_id = any($1::int[]) group by product_id',
          [productIds]
        )
  return new Map(rows.map((row) => [row.product_id, row.stock]))
}

/** One product's stock: null when unlimited. */
export async function readStock(db: Queryable, productId: number): Promise<number | null> {
  return (await readStocks(db, [productId])).get(productId) ?? null
}

/**
 * Sets a stock outright (catalogue import, staff); null makes the product unlimited. Locks the product row
 * (for no key update) then its slots: call it inside the transaction that changes the product, after any
 * account or character lock.
 */
export async function setStock(tx: Queryable, productId: number, units: number | null): Promise<void> {
  if (units !== null && (!Number.isInteger(units) || units < 0)) throw new RangeError(`stock ${units} for product ${productId}`)
  await tx.query('select set_product_stock($1, $2)', [productId, units])
}

export type StockAdjustment =
  /** The stock moved; `stock` is the new one (as this transaction sees it). */
  | { kind: 'done'; stock: number }
  /** Fewer units left than taken: nothing moved. */
  | { kind: 'short'; stock: number }
  /** The product has no limited stock: nothing to move. */
  | { kind: 'unlimited' }

const adjustmentSchema: z.ZodMiniType<StockAdjustment> = z.union([
  z.object({ kind: z.enum(['done', 'short']), stock: z.int() }),
  z.object({ kind: z.literal('unlimited'), stock: z.optional(z.null()) })
])

/**
 * Moves a limited stock by `delta` units at once (+n: units given back, a refund or a delivery of goods;
 * −n: units taken out), never below zero: exact under any number of concurrent purchases. Key-shares the
 * product row, then takes or gives units slot by slot as a purchase does. The reason is the caller's to
 * record (a staff action, a refund), in the same transaction.
 */
export async function adjustStock(tx: Queryable, productId: number, delta: number): Promise<StockAdjustment> {
  if (!Number.isInteger(delta)) throw new RangeError(`stock delta ${delta} for product ${productId}`)
  const { rows } = await tx.query<{ result: unknown }>('select adjust_product_stock($1, $2) as result', [productId, delta])
  const adjustment = adjustmentSchema.parse(rows[0]?.result)
  return adjustment.kind === 'unlimited' ? { kind: 'unlimited' } : adjustment
}

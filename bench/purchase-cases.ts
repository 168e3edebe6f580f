import { startingStocks } from '../tests/support/shop-invariants.ts'
import { setStock } from '../web/catalog/stock-repository.ts'
import type { Database } from '../web/db/database.ts'
import type { DatabaseKind } from './databases.ts'
import type { BenchOptions } from './options.ts'

/** What one buyer puts in its basket, every time: product id → units. */
export type Basket = ReadonlyMap<number, number>

export interface PurchaseCase {
  name: string
  description: string
  basketOf(buyer: number): Basket
}

/** Bandage: 150 Unions, unlimited, no limit per character (web/demo/catalogue.json). */
const UNLIMITED = 203
/** Téléphone, given a stock the runs cannot exhaust: every purchase decrements it. */
const LIMITED = 204
const LIMITED_STOCK = 50_000_000
/** Cheap unlimited items without a limit per character, for the baskets. */
const BASKET_ITEMS = [201, 202, 203, 205, 208, 209] as const

export const PURCHASE_CASES: PurchaseCase[] = [
  {
    name: 'hot',
    description: `one unlimited product (${UNLIMITED}), 1 unit`,
    basketOf: () => new Map([[UNLIMITED, 1]])
  },
  {
    name: 'stock',
    description: `one product with a limited stock (${LIMITED}, ${LIMITED_STOCK.toLocaleString('en-US')} units), 1 unit`,
    basketOf: () => new Map([[LIMITED, 1]])
  },
  {
    name: 'mixed basket',
    description: `3 to 5 products, the limited one (${LIMITED}) in every other basket, 1 or 2 units each`,
    basketOf: (buyer) => {
      const size = 3 + (buyer % 3)
      const ids: number[] = buyer % 2 === 0 ? [LIMITED] : []
      for (let offset = 0; ids.length < size; offset++) ids.push(BASKET_ITEMS[(buyer + offset) % BASKET_ITEMS.length] as number)
      return new Map(ids.map((id, index) => [id, 1 + (index % 2)]))
    }
  }
]

/** The limited product's stock for the runs; returns every limited stock as it starts (the stock invariant). */
export async function prepareStocks(db: Database): Promise<Map<number, number>> {
  await db.transaction((tx) => setStock(tx, LIMITED, LIMITED_STOCK))
  // The stock invariant counts every unit ever sold: the starting stock is what is left plus what was sold.
  return startingStocks(db)
}

/** Enough Unions for any run: every bench account is topped up to 100,000,000, with its ledger row. */
async function topUp(db: Database, accountIds: number[], run: string): Promise<void> {
  await db.query(
    `with old as (select id, shop_tokens from accounts where id = any($1::int[]) and shop_tokens < 100000000 for update),
          topped as (update accounts a set shop_tokens = 100000000, updated_at = now() from old where a.id = old.id
                     returning a.id, 100000000 - old.shop_tokens as delta)
     insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
     select id, delta, 100000000, 'Banc d’essai', 'bench-top-up:' || $2 || ':' || id, now() from topped`,
    [accountIds, run]
  )
}

/**
 * Before each run: every bench account topped up and, on PostgreSQL once a run came before on that database, a
 * `vacuum analyze`, what autovacuum does within a minute. The runs follow each other within seconds, sooner than
 * autovacuum comes back to a database (autovacuum_naptime: a minute), so each run met the dead rows of the tens of
 * thousands of purchases before it: the mixed basket, measured after the stock case, ran at 0.64× the hot case,
 * measured first on a clean database, 0.88× right after it, and 0.78× after the stock case with this (quick runs).
 * Not before the first run: its tables are still nearly empty, the planner would be told so, and nothing analyzes them
 * again as they grow within the run, as autovacuum would (the hot case fell from about 1,250/s to 720/s). PGlite has no
 * autovacuum: a shop on it never vacuums, nor does this.
 */
export async function prepareRun(
  db: Database,
  place: { kind: DatabaseKind; runs: number },
  accountIds: number[],
  run: string
): Promise<void> {
  await topUp(db, accountIds, run)
  if (place.kind === 'PostgreSQL' && place.runs > 0) await db.query('vacuum analyze')
  place.runs += 1
}

/** The cases `--only` asks for on that database (`pg-hot`, `pglite-mixed`…), every case without any. */
export function casesOf(kind: DatabaseKind, options: BenchOptions): PurchaseCase[] {
  const prefix = kind === 'PostgreSQL' ? 'pg' : 'pglite'
  const wanted = options.purchaseCases
  return PURCHASE_CASES.filter((purchaseCase) => !wanted || wanted.has(`${prefix}-${purchaseCase.name.split(' ')[0] ?? ''}`))
}

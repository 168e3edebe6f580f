import type { Database } from '../web/db/database.ts'
import { median } from './stats.ts'

const BUYERS = 64
const PURCHASES = 500
const ROUNDS = 3

/**
 * What the sales rollups' triggers (migration 017) cost a purchase: `buy_products` with a two-product basket, one
 * purchase at a time, in rounds with the triggers off and on in turn (the figures stay as they were: rows bought
 * without the triggers are not in the rollups, so this runs after the dashboard's checks). Per variant: median ms.
 */
export async function purchaseCostOfTriggers(db: Database): Promise<(string | number)[][]> {
  const buyers = await readyBuyers(db)
  const products = await db.query<{ id: number }>(
    `select p.id from products p where money_type = 'tokens' and active and not is_daily_shop_only and character_limit = 0 and price > 0
        and not exists (select 1 from product_stock_slots s where s.product_id = p.id) order by id limit 2`
  )
  const lines = JSON.stringify(products.rows.map((row) => ({ id: row.id, amount: 1, daily: false, discount: 0 })))
  const times = { off: [] as number[], on: [] as number[] }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of ['off', 'on'] as const) {
      const verb = variant === 'on' ? 'enable' : 'disable'
      await db.exec(`alter table orders ${verb} trigger orders_sales; alter table order_lines ${verb} trigger order_lines_sales`)
      const started = performance.now()
      for (let i = 0; i < PURCHASES; i += 1) {
        const buyer = buyers[i % buyers.length] as { account_id: number; id: number }
        const { rows } = await db.query<{ result: { kind: string } }>(
          `select buy_products($1, 'main', $2, null, 'bench', $3, now()) as result`,
          [`bench-cost-${buyer.account_id}`, buyer.id, lines]
        )
        if (rows[0]?.result.kind !== 'bought') throw new Error(`achat refusé : ${JSON.stringify(rows[0]?.result)}`)
      }
      times[variant].push((performance.now() - started) / PURCHASES)
    }
  }
  const ms = (values: number[]) => Math.round(median(values) * 100) / 100
  return [
    ['without the rollup triggers', ms(times.off)],
    ['with the rollup triggers', ms(times.on)]
  ]
}

/** The first bench buyers, rich and logged in. */
async function readyBuyers(db: Database): Promise<{ account_id: number; id: number }[]> {
  const { rows } = await db.query<{ account_id: number; id: number }>(
    `select account_id, id from characters where game_id like 'bench-%' order by id limit $1`,
    [BUYERS]
  )
  const accounts = rows.map((row) => row.account_id)
  await db.query('update accounts set shop_tokens = 1000000000 where id = any($1)', [accounts])
  await db.query(
    `insert into sessions (id_hash, account_id, remember, created_at, expires_at)
     select 'bench-cost-' || id, id, false, now(), now() + interval '1 day' from unnest($1::int[]) id`,
    [accounts]
  )
  return rows
}

import { readStocks } from '../../web/catalog/stock-repository.ts'
import type { Queryable } from '../../web/db/database.ts'

/**
 * What must hold in any state the shop can be left in, a crash included:
 * - every balance is the sum of its ledger rows;
 * - every order line whose product gives the game something has exactly one delivery, the others none;
 * - every limited stock is its starting value less the units sold, never below zero;
 * - what the store provider took back stays taken back (storeProviderViolations).
 * Returns the violations found (none, always).
 */
export async function shopInvariantViolations(db: Queryable, startingStocks: ReadonlyMap<number, number>): Promise<string[]> {
  const violations = [...(await balanceViolations(db)), ...(await storeProviderViolations(db))]

  const deliveries = await db.query<{ line: number; deliveries: number; gives_game: boolean }>(
    `select l.id::int as line, count(d.id)::int as deliveries,
            exists (select 1 from jsonb_array_elements(p.grants) g where g->>'kind' <> 'unions') as gives_game
       from order_lines l join products p on p.id = l.product_id left join deliveries d on d.order_line_id = l.id
      group by l.id, p.grants`
  )
  for (const row of deliveries.rows) {
    const expected = row.gives_game ? 1 : 0
    if (row.deliveries !== expected) violations.push(`order line ${row.line} has ${row.deliveries} deliveries, not ${expected}`)
  }
  const orphans = await db.query<{ id: number }>(
    `select d.id::int as id from deliveries d where d.order_line_id is not null
        and not exists (select 1 from order_lines l where l.id = d.order_line_id)`
  )
  for (const row of orphans.rows) violations.push(`delivery ${row.id} belongs to no order line`)

  const stocks = await readStocks(db)
  const sold = await unitsSold(db, [...stocks.keys()])
  for (const [id, left] of stocks) {
    const row = { id, stocks: left, sold: sold.get(id) ?? 0 }
    const start = startingStocks.get(row.id)
    if (row.stocks < 0) violations.push(`product ${row.id} has a negative stock ${row.stocks}`)
    if (start !== undefined && start - row.sold !== row.stocks) {
      violations.push(`product ${row.id}: ${start} in stock, ${row.sold} sold, ${row.stocks} left`)
    }
  }
  return violations
}

/** Units of each product ever sold (its order lines). */
export async function unitsSold(db: Queryable, productIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; sold: number }>(
    'select product_id as id, sum(quantity)::int as sold from order_lines where product_id = any($1::int[]) group by product_id',
    [productIds]
  )
  return new Map(rows.map((row) => [row.id, row.sold]))
}

/** Every limited stock as it started: what is left plus every unit sold (the stock invariant's start). */
export async function startingStocks(db: Queryable): Promise<Map<number, number>> {
  const stocks = await readStocks(db)
  const sold = await unitsSold(db, [...stocks.keys()])
  return new Map([...stocks].map(([id, left]) => [id, left + (sold.get(id) ?? 0)]))
}

/**
 * Every balance, a debt included, is the sum of its ledger rows, and every row's balance_after is the
 * running sum of the rows before it (in id order): no balance ever moved without its row.
 */
export async function balanceViolations(db: Queryable): Promise<string[]> {
  const violations: string[] = []
  const ledger = await db.query<{ username: string; balance: number; ledger: number }>(
    `select a.username, a.shop_tokens as balance, coalesce(sum(l.delta), 0)::int as ledger
       from accounts a left join ledger l on l.account_id = a.id
      group by a.id having a.shop_tokens <> coalesce(sum(l.delta), 0)`
  )
  for (const row of ledger.rows) violations.push(`balance of ${row.username} is ${row.balance}, its ledger says ${row.ledger}`)
  const running = await db.query<{ id: number; balance_after: number; running: number }>(
    `select id::int as id, balance_after, running::int as running from (
       select id, balance_after, sum(delta) over (partition by account_id order by id) as running from ledger) r
      where balance_after <> running`
  )
  for (const row of running.rows) violations.push(`ledger row ${row.id} says ${row.balance_after}, its running sum is ${row.running}`)
  return violations
}

/**
 * No store event is lost, whatever order it came in: no payment line `complete` while a refund or a lost dispute
 * of its payment is stored, and no subscription `active` while its `recurring-payment.ended` is stored.
 */
export async function storeProviderViolations(db: Queryable): Promise<string[]> {
  const payments = await db.query<{ txn_id: string; type: string }>(
    `select s.txn_id, e.type from store_transactions s join tebex_events e on e.body->'subject'->>'transaction_id' = s.payment_id
      where s.status = 'complete' and e.type in ('payment.refunded', 'payment.dispute.lost') order by s.txn_id`
  )
  const subscriptions = await db.query<{ reference: string }>(
    `select distinct s.reference from subscriptions s join tebex_events e on e.body->'subject'->>'reference' = s.reference
      where s.status = 'active' and e.type = 'recurring-payment.ended' order by s.reference`
  )
  return [
    ...payments.rows.map((row) => `payment line ${row.txn_id} is complete, yet its ${row.type} is stored`),
    ...subscriptions.rows.map((row) => `subscription ${row.reference} is active, yet its recurring-payment.ended is stored`)
  ]
}

import { getConfig } from '../web/config.ts'
import { readSalesReport, type SalesPeriod } from '../web/admin/sales/sales-repo.ts'
import type { Database } from '../web/db/database.ts'
import { migrate } from '../web/db/migrate.ts'
import { MIGRATIONS } from '../web/db/migrations/index.ts'
import { openDatabase } from '../web/db/open-database.ts'
import { seedDemoCatalogue } from '../web/demo/seed-demo.ts'
import { salesFromRows } from '../tests/support/sales-from-rows.ts'
import { freshDatabaseUrl } from './databases.ts'
import { purchaseCostOfTriggers } from './dashboard-trigger-cost.ts'
import type { BenchOptions } from './options.ts'
import { table, type Section } from './report.ts'
import { median } from './stats.ts'

const LIMIT_MS = 500
const ACCOUNTS = 10_000
const RUNS = 5
const DAY_MS = 86_400_000
const BATCH_ORDERS = 100_000
const PERIODS = [30, 365]

/**
 * The back-office's sales dashboard on PostgreSQL with 1,000,000 orders (20,000 with --quick, or --dashboard-orders)
 * spread over a year, one line each, and a store payment for every tenth: every figure of a 30-day and a 365-day
 * period, timed, then checked against the same figures summed from the raw rows.
 */
export async function dashboardSection(options: BenchOptions): Promise<Section> {
  const orders = options.dashboardOrders
  const db = await openDatabase(getConfig({ DATABASE_URL: (await freshDatabaseUrl('PostgreSQL')) ?? '' }))
  try {
    const now = Date.now()
    const filled = await fillDatabase(db, orders, now)
    const rows = await timeReports(db, now)
    const failures = await differencesFromRows(db, now)
    const checked = failures.length === 0 ? 'the figures equal those summed from the raw rows' : 'the figures DIFFER from the raw rows'
    const cost = await purchaseCostOfTriggers(db)
    return {
      markdown: [
        `## Sales dashboard (back-office)`,
        '',
        `${filled}; every figure of the dashboard in one call, ${RUNS} runs; ${checked}:`,
        '',
        table(['Period', 'Median ms', 'Slowest ms'], rows),
        '',
        'What the rollups’ triggers cost a purchase of two products on that database (`buy_products`, one at a time, rounds with the triggers off and on in turn):',
        '',
        table(['Purchase', 'Median ms'], cost)
      ].join('\n'),
      // The dashboard as it opens, the last 30 days, and a whole year.
      targets: rows.map((row) => ({
        what: `Sales dashboard (${row[0]}) on ${orders.toLocaleString('en')} orders ≤ ${LIMIT_MS} ms`,
        met: Number(row[1]) <= LIMIT_MS,
        figures: `${row[1]} ms (median)`
      })),
      failures
    }
  } finally {
    await db.close()
  }
}

/**
 * The sales exist before the rollups' migration, which backfills them; then 1% more go through its triggers, and
 * a vacuum does what autovacuum would a minute later (the rows the triggers updated in place cleaned). Says how long.
 */
async function fillDatabase(db: Database, orders: number, now: number): Promise<string> {
  await migrate(
    db,
    MIGRATIONS.filter((migration) => migration.version < rollupsVersion())
  )
  await seedDemoCatalogue(db, new Date())
  const seconds = await timed(() => generateSales(db, { first: 1, last: orders }, new Date(now)))
  const backfill = await timed(() => migrate(db))
  const triggered = Math.ceil(orders / 100)
  const kept = await timed(() => generateSales(db, { first: orders + 1, last: orders + triggered }, new Date(now)))
  await db.query('vacuum analyze')
  return (
    `${orders.toLocaleString('en')} orders on PostgreSQL (generated with generate_series in ${seconds} s), their rollups backfilled ` +
    `by migration 017 in ${backfill} s, then ${triggered.toLocaleString('en')} more orders through its triggers (${kept} s)`
  )
}

/** Per period (30 and 365 days to `now`): its label, the median and the slowest of RUNS reads of the report, in ms. */
async function timeReports(db: Database, now: number): Promise<(string | number)[][]> {
  const rows: (string | number)[][] = []
  for (const days of PERIODS) {
    const period = parisDays(now, days)
    const times: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now()
      await readSalesReport(db, period)
      times.push(performance.now() - started)
    }
    rows.push([`${days} days`, Math.round(median(times)), Math.round(Math.max(...times))])
  }
  return rows
}

/** The last `days` Paris days to the one of `now`. */
function parisDays(now: number, days: number): SalesPeriod {
  const day = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(at))
  return { from: day(now - (days - 1) * DAY_MS), to: day(now) }
}

/** Each period's report against the same figures summed from the raw rows: a difference is a failure. */
async function differencesFromRows(db: Database, now: number): Promise<string[]> {
  const failures: string[] = []
  for (const days of PERIODS) {
    const period = parisDays(now, days)
    const [rolledUp, raw] = [await readSalesReport(db, period), await salesFromRows(db, period)]
    if (JSON.stringify(rolledUp) !== JSON.stringify(raw))
      failures.push(`sales dashboard, ${days} days: the rollups differ from the raw rows`)
  }
  return failures
}

function rollupsVersion(): number {
  return MIGRATIONS.find((migration) => migration.name === 'sales_rollups')?.version ?? Number.POSITIVE_INFINITY
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = Date.now()
  await work()
  return Math.round((Date.now() - started) / 1000)
}

/**
 * Accounts with one character each (the first time), then orders `first` to `last` over the last year (by batches,
 * as purchases arrive), their lines, and a store payment per ten.
 */
async function generateSales(db: Database, orders: { first: number; last: number }, now: Date): Promise<void> {
  if (orders.first === 1) await generateBuyers(db)
  // Before migration 024 a payment's amount was its display text; the first orders come before the rollups' migration.
  const payments = (await hasColumn(db, 'store_transactions', 'amount_cents')) ? PAYMENTS_SQL : PAYMENTS_BEFORE_CENTS_SQL
  for (let first = orders.first; first <= orders.last; first += BATCH_ORDERS) {
    const last = Math.min(orders.last, first + BATCH_ORDERS - 1)
    await db.query(ORDERS_SQL, [ACCOUNTS, first, last, now])
    await db.query(payments, [ACCOUNTS, Math.ceil(first / 10), Math.floor(last / 10), now])
  }
}

async function hasColumn(db: Database, table: string, column: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from information_schema.columns where table_name = $1 and column_name = $2', [table, column])
  return rows.length > 0
}

async function generateBuyers(db: Database): Promise<void> {
  await db.query(
    `insert into accounts (username, username_key, shop_tokens) select 'bench_' || i, 'bench_' || i, 0 from generate_series(1, $1) i`,
    [ACCOUNTS]
  )
  await db.query(
    `insert into characters (account_id, server_name, game_id, firstname, lastname, dob, pob, height)
     select id, 'main', 'bench-' || id, 'Prénom', 'Nom' || id, '01/01/1990', 'Los Santos', 180 from accounts where username like 'bench\\_%'`
  )
}

const ORDERS_SQL = `
  with products_ as (select array_agg(id order by id) as ids from products where money_type = 'tokens'),
       chars as (select array_agg(id order by id) as ids, array_agg(account_id order by id) as accounts from characters where game_id like 'bench-%'),
       made as (
         insert into orders (account_id, character_id, server_name, total, created_at)
         select chars.accounts[1 + i % $1], chars.ids[1 + i % $1], 'main', 500 + i % 5000, $4::timestamptz - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second'
           from generate_series($2::int, $3::int) i, chars
         returning id, total)
  insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
  select made.id, products_.ids[1 + made.id % array_length(products_.ids, 1)], 'bench', 'Produit ' || (made.id % 40), 1, made.total, 0, made.total, made.id % 10 = 0
    from made, products_`

const PAYMENTS_SQL = `
  insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, amount_cents, currency, status, created_at,
                                  updated_at, payment_id)
  select 'bench-' || i, (select min(id) from accounts where username like 'bench\\_%') + i % $1, 6000101, 'Unions', 1, 499, 'EUR',
         case when i % 20 = 0 then 'refunded' else 'complete' end,
         $4::timestamptz - (i % 365) * interval '1 day', $4::timestamptz - (i % 360) * interval '1 day', 'bench-' || i
    from generate_series($2::int, $3::int) i`

const PAYMENTS_BEFORE_CENTS_SQL = `
  insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, amount, status, created_at,
                                  updated_at, payment_id)
  select 'bench-' || i, (select min(id) from accounts where username like 'bench\\_%') + i % $1, 6000101, 'Unions', 1, '4.99 EUR',
         case when i % 20 = 0 then 'refunded' else 'complete' end,
         $4::timestamptz - (i % 365) * interval '1 day', $4::timestamptz - (i % 360) * interval '1 day', 'bench-' || i
    from generate_series($2::int, $3::int) i`

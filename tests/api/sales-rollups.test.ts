import { afterAll, describe, expect, it } from 'vitest'

import { readSalesReport, type SalesPeriod } from '../../web/admin/sales/sales-repo.ts'
import type { Database } from '../../web/db/database.ts'
import { migrate } from '../../web/db/migrate.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { salesFromRows } from '../support/sales-from-rows.ts'
import { freshDatabase } from '../support/test-databases.ts'

const ROLLUPS_VERSION = MIGRATIONS.find((migration) => migration.name === 'sales_rollups')?.version
const CASH_CENTS_VERSION = MIGRATIONS.find((migration) => migration.name === 'cash_cents')?.version
// Around the switch to winter time (2026-10-25) and over two months.
const PERIODS: SalesPeriod[] = [
  { from: '2026-09-01', to: '2026-12-31' },
  { from: '2026-10-25', to: '2026-10-25' },
  { from: '2026-10-20', to: '2026-11-05' },
  { from: '2026-11-10', to: '2026-11-30' }
]

/** Six buyers, 60 orders of one or two lines spread over six weeks, at every hour (Paris midnight too), out of order. */
async function buyersAndOrders(db: Database): Promise<void> {
  await db.query(
    `insert into accounts (username, username_key, shop_tokens) select 'rollup_' || i, 'rollup_' || i, 0 from generate_series(1, 6) i`
  )
  await db.query(
    `insert into characters (account_id, server_name, game_id, firstname, lastname, dob, pob, height)
     select id, 'main', 'rollup-' || id, 'Prénom', 'Nom' || id, '01/01/1990', 'Los Santos', 180 from accounts where username like 'rollup\\_%'`
  )
  await db.query(
    `with made as (
       insert into orders (account_id, character_id, server_name, total, created_at)
       select c.account_id, c.id, 'main', 100 * i, timestamptz '2026-11-30 22:30Z' - (i * 17) * interval '1 hour'
         from generate_series(1, 60) i join characters c on c.game_id like 'rollup-%' and c.id % 6 = i % 6
       returning id, total),
     products_ as (select array_agg(id order by id) as ids, array_agg(label order by id) as labels from products)
     insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
     select made.id, ids[1 + (made.id + n) % 7], 'ligne', labels[1 + (made.id + n) % 7], 1, made.total / n, 0, made.total / n, (made.id + n) % 3 = 0
       from made, products_, generate_series(1, 1 + made.id::int % 2) n`
  )
}

/** The amount column(s) of each form: the text before migration 024, minor units and currency since. */
const AMOUNT_FORMS = {
  text: {
    columns: 'amount',
    values: `case i when 7 then '5.00 USD' when 8 then null else (i % 4 + 1) || '.99 EUR' end`
  },
  cents: {
    columns: 'amount_cents, currency',
    values: `case i when 7 then 500 when 8 then null else (i % 4 + 1) * 100 + 99 end,
             case i when 7 then 'USD' when 8 then null else 'EUR' end`
  }
}

/** Cash payments of those buyers and of nobody known, in euros (and one in dollars, one without an amount). */
async function storePayments(db: Database, form: keyof typeof AMOUNT_FORMS = 'cents'): Promise<void> {
  const amount = AMOUNT_FORMS[form]
  await db.query(
    `insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, ${amount.columns}, status, created_at, updated_at, payment_id, product_id)
     select 'rollup-' || i, case when i % 5 = 0 then null else (select min(id) from accounts where username like 'rollup\\_%') + i % 6 end,
            6000101 + i % 3, 'Pack ' || i % 3, 1, ${amount.values},
            case when i % 5 = 0 then 'unknown_recipient' else 'complete' end,
            timestamptz '2026-11-28 23:10Z' - (i * 29) * interval '1 hour', timestamptz '2026-11-28 23:10Z' - (i * 29) * interval '1 hour',
            'rollup-' || i, case when i % 3 = 0 then null else (select min(id) from products) + i % 3 end
       from generate_series(1, 30) i`
  )
}

/** What the webhooks and the staff do later: refunds, disputes, a hand-assigned payment, a renamed package. */
async function laterChanges(db: Database): Promise<void> {
  const changes = [
    `update store_transactions set status = 'refunded', updated_at = '2026-11-29 10:00Z' where txn_id in ('rollup-1', 'rollup-2')`,
    `update store_transactions set status = 'dispute_opened', updated_at = '2026-11-02 09:00Z' where txn_id = 'rollup-3'`,
    `update store_transactions set status = 'dispute_lost', updated_at = '2026-11-20 09:00Z' where txn_id = 'rollup-3'`,
    `update store_transactions set status = 'complete', updated_at = '2026-11-25 09:00Z',
            account_id = (select max(id) from accounts where username like 'rollup\\_%') where txn_id = 'rollup-25'`,
    `update store_transactions set package_name = 'Pack renommé' where txn_id = 'rollup-4'`
  ]
  for (const sql of changes) await db.query(sql)
}

/** A purchase arriving late with an older date (before its buyer's first), and an order taken back entirely. */
async function outOfOrderAndReversed(db: Database): Promise<void> {
  await db.query(
    `insert into orders (account_id, character_id, server_name, total, created_at)
     select account_id, id, 'main', 0, '2026-09-15 12:00Z' from characters where game_id like 'rollup-%' order by id limit 1`
  )
  await db.transaction(async (tx) => {
    const first = `(select o.id from orders o join accounts a on a.id = o.account_id where a.username = 'rollup_3' order by o.created_at limit 1)`
    await tx.query(`delete from order_lines where order_id = ${first}`)
    await tx.query(`delete from orders where id = ${first}`)
  })
}

async function expectRollupsEqualRaw(db: Database): Promise<void> {
  for (const period of PERIODS)
    expect(await readSalesReport(db, period), `${period.from}..${period.to}`).toEqual(await salesFromRows(db, period))
}

/** Orders in concurrent statements: on PostgreSQL each on its own connection, so on other shards of the same days. */
async function concurrentOrders(db: Database): Promise<void> {
  const one = (i: number) =>
    db.query(
      `with made as (
         insert into orders (account_id, character_id, server_name, total, created_at)
         select account_id, id, 'main', $1::int, timestamptz '2026-11-14 18:00Z' + $1::int * interval '1 minute'
           from characters where game_id like 'rollup-%' order by id offset $1::int % 6 limit 1 returning id, total)
       insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
       select made.id, p.id, 'ligne', p.label, 1, made.total, 0, made.total, true from made, (select id, label from products order by id limit 1) p`,
      [i]
    )
  await Promise.all(Array.from({ length: 12 }, (_, i) => one(i)))
}

/**
 * The database as it was before the rollups' migration (a copy of the template is migrated to the last one), with
 * the amounts as text as they were until migration 024 (which runs again after 017, as on an upgrade).
 */
async function undoRollups(db: Database): Promise<void> {
  await db.exec(`
    drop function paris_day, sales_shard, add_order_sale, add_line_sale, add_store_sale, note_first_buy,
      refresh_first_buy, roll_up_order, roll_up_order_line, roll_up_store_transaction, compact_sales_rollups cascade;
    drop table sales_days, sales_product_days, sales_cash_days, sales_cash_product_days, sales_first_buys;
    alter table store_transactions drop column amount_cents, drop column currency, add column amount text;
    delete from schema_migrations where version = ${CASH_CENTS_VERSION};
    create index orders_created on orders (created_at) include (total, account_id);
    create index store_transactions_created on store_transactions (created_at) include (status, amount);
    create index store_transactions_reversed on store_transactions (updated_at) include (amount) where status in ('refunded', 'dispute_lost');
    delete from schema_migrations where version = ${ROLLUPS_VERSION};`)
}

const opened: Database[] = []
afterAll(() => Promise.all(opened.map((db) => db.close())))

describe('the sales dashboard’s daily rollups', () => {
  it('are backfilled by their migration from the sales already there (PostgreSQL)', async () => {
    const db = await freshDatabase('postgres')
    opened.push(db)
    await undoRollups(db)
    await buyersAndOrders(db)
    await storePayments(db, 'text')
    await laterChanges(db)
    expect(await migrate(db)).toEqual([ROLLUPS_VERSION, CASH_CENTS_VERSION])
    await expectRollupsEqualRaw(db)
  })

  it.each(['pglite', 'postgres'] as const)(
    'equal the raw sums after purchases, store payments, refunds, disputes, late and reversed orders (%s)',
    async (kind) => {
      const db = await freshDatabase(kind)
      opened.push(db)
      await buyersAndOrders(db)
      await storePayments(db)
      await concurrentOrders(db)
      await expectRollupsEqualRaw(db)
      await laterChanges(db)
      await outOfOrderAndReversed(db)
      await expectRollupsEqualRaw(db)
      // A read folded the shards of the days before today into one row each (what it reads stays equal, above).
      const { rows } = await db.query<{ left: number }>(
        'select count(*)::int as left from sales_product_days where day < paris_day(now()) and shard >= 0'
      )
      expect(rows[0]?.left).toBe(0)
      // The figures are not empty ones: every kind of move happened in the long period.
      const year = await readSalesReport(db, PERIODS[0] as SalesPeriod)
      expect(year.revenueByDay.some((day) => day.value < 0)).toBe(true)
      expect(year.newBuyersByDay.reduce((sum, day) => sum + day.value, 0)).toBe(6)
      expect(year.newBuyersByDay[0]).toEqual({ day: '2026-09-15', value: 1 })
      expect(year.dailyShop.dailyUnions).toBeGreaterThan(0)
      expect(year.topProductsByCash.length).toBeGreaterThan(1)
      expect(year.cashInOtherCurrencies).toEqual([{ currency: 'USD', cents: 500 }])
    }
  )
})

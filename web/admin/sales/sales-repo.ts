import type { DayValue, SalesReport } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'

/** Paris days `from` to `to`, both included, as YYYY-MM-DD. */
export interface SalesPeriod {
  from: string
  to: string
}

const TOP = 10
const IN_PERIOD = 'day between $1::date and $2::date'

/**
 * Every figure of the sales dashboard, each one SQL aggregate over the daily rollups that migration 017's triggers
 * keep in the writing transaction: a year reads one row per day (and product), whatever the number of orders.
 */
export async function readSalesReport(db: Queryable, period: SalesPeriod): Promise<SalesReport> {
  const params = [period.from, period.to]
  // The shards of the days before today become one row per key (migration 017): cheap when done at every read.
  await db.query('select compact_sales_rollups(paris_day(now()))')
  return {
    revenueByDay: await dayValues(db, daySums('YYYY-MM-DD', 'cents', 'moves', EUROS), params),
    revenueByMonth: await dayValues(db, daySums('YYYY-MM', 'cents', 'moves', EUROS), params),
    unionsSpentByDay: await dayValues(db, daySums('YYYY-MM-DD', 'unions_spent', 'orders', 'sales_days'), params),
    newBuyersByDay: await dayValues(db, NEW_BUYERS_SQL, params),
    topProductsByUnions: await labelValues(
      db,
      `select label, sum(unions) as value from sales_product_days where ${IN_PERIOD}
        group by product_id, label having sum(lines) > 0 order by value desc, label limit ${TOP}`,
      params
    ),
    topProductsByCash: await labelValues(
      db,
      `select coalesce(p.label, c.package_name) as label, sum(c.value) as value from (
         select product_id, package_name, sum(cents) as value, sum(payments) as payments from sales_cash_product_days
          where ${IN_PERIOD} and currency = 'EUR' group by 1, 2) c left join products p on p.id = c.product_id
        where c.payments > 0 group by 1 order by value desc, label limit ${TOP}`,
      params
    ),
    cashInOtherCurrencies: await otherCurrencies(db, params),
    dailyShop: await dailyShopShare(db, params)
  }
}

/** The euro payments' rollup: the dashboard's revenue is in euros, other currencies are listed apart. */
const EUROS = `(select * from sales_cash_days where currency = 'EUR') euros`

/** `value` summed per day or month (`format`), for the days or months where `count` says something happened. */
function daySums(format: string, value: string, count: string, from: string): string {
  return `select to_char(day, '${format}') as day, sum(${value}) as value from ${from} where ${IN_PERIOD}
           group by 1 having sum(${count}) > 0 order by 1`
}

/** Each other currency's net amount over the period, in its minor units (docs/back-office.md#sales). */
async function otherCurrencies(db: Queryable, params: unknown[]): Promise<SalesReport['cashInOtherCurrencies']> {
  const { rows } = await db.query<{ currency: string; cents: string | number }>(
    `select currency, sum(cents) as cents from sales_cash_days where ${IN_PERIOD} and currency <> 'EUR'
      group by currency having sum(moves) > 0 order by currency`,
    params
  )
  return rows.map((row) => ({ currency: row.currency, cents: Number(row.cents) }))
}

/** A buyer counts on the Paris day of their first purchase ever, with Unions or cash. */
const NEW_BUYERS_SQL = `
  select to_char(paris_day(first_at), 'YYYY-MM-DD') as day, count(*) as value from sales_first_buys
   where first_at >= $1::date::timestamp at time zone 'Europe/Paris'
     and first_at < ($2::date + 1)::timestamp at time zone 'Europe/Paris'
   group by 1 order by 1`

async function dayValues(db: Queryable, sql: string, params: unknown[]): Promise<DayValue[]> {
  const { rows } = await db.query<{ day: string; value: string | number }>(sql, params)
  return rows.map((row) => ({ day: row.day, value: Number(row.value) }))
}

async function labelValues(db: Queryable, sql: string, params: unknown[]): Promise<{ label: string; value: number }[]> {
  const { rows } = await db.query<{ label: string; value: string | number }>(sql, params)
  return rows.map((row) => ({ label: row.label, value: Number(row.value) }))
}

async function dailyShopShare(db: Queryable, params: unknown[]): Promise<SalesReport['dailyShop']> {
  const { rows } = await db.query<{ daily: string | null; total: string | null }>(
    `select sum(unions) filter (where from_daily_shop) as daily, sum(unions) as total from sales_product_days where ${IN_PERIOD}`,
    params
  )
  return { dailyUnions: Number(rows[0]?.daily ?? 0), totalUnions: Number(rows[0]?.total ?? 0) }
}

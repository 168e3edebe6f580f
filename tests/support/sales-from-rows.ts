import type { SalesReport } from '../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../web/db/database.ts'
import type { SalesPeriod } from '../../web/admin/sales/sales-repo.ts'

/**
 * The sales report summed straight from the raw orders, lines and store payments (no rollup): what the rollups of
 * migration 017 must always equal. Slow on a big database (it reads every row of the period): tests and the bench's
 * check only.
 */
export async function salesFromRows(db: Queryable, period: SalesPeriod): Promise<SalesReport> {
  const params = [period.from, period.to]
  const values = async (sql: string) =>
    (await db.query<{ key: string; value: string }>(sql, params)).rows.map((row) => ({ key: row.key, value: Number(row.value) }))
  const byDay = async (sql: string) => (await values(sql)).map((row) => ({ day: row.key, value: row.value }))
  const byLabel = async (sql: string) => (await values(sql)).map((row) => ({ label: row.key, value: row.value }))
  const share = (await db.query<{ daily: string | null; total: string | null }>(DAILY_SHOP, params)).rows[0]
  return {
    revenueByDay: await byDay(revenue('YYYY-MM-DD')),
    revenueByMonth: await byDay(revenue('YYYY-MM')),
    unionsSpentByDay: await byDay(
      `select ${day('created_at')} as key, sum(total) as value from orders where ${within('created_at')} group by 1 order by 1`
    ),
    newBuyersByDay: await byDay(NEW_BUYERS),
    topProductsByUnions: await byLabel(
      `select l.label as key, sum(l.total) as value from orders o join order_lines l on l.order_id = o.id
        where ${within('o.created_at')} group by l.product_id, l.label order by value desc, l.label limit 10`
    ),
    topProductsByCash: await byLabel(
      `select coalesce(p.label, s.package_name) as key, sum(${CENTS}) as value from store_transactions s left join products p on p.id = s.product_id
        where s.${EUR} and ${within('s.created_at')} and s.status not in ('refunded', 'dispute_lost') group by 1 order by value desc, key limit 10`
    ),
    cashInOtherCurrencies: (await db.query<{ currency: string; cents: string }>(OTHER_CURRENCIES, params)).rows.map((row) => ({
      currency: row.currency,
      cents: Number(row.cents)
    })),
    dailyShop: { dailyUnions: Number(share?.daily ?? 0), totalUnions: Number(share?.total ?? 0) }
  }
}

const day = (column: string, format = 'YYYY-MM-DD') => `to_char(${column} at time zone 'Europe/Paris', '${format}')`
const within = (column: string) =>
  `${column} >= $1::date::timestamp at time zone 'Europe/Paris' and ${column} < ($2::date + 1)::timestamp at time zone 'Europe/Paris'`
/** Euro payments only: the dashboard lists other currencies apart (cashInOtherCurrencies), never as euros. */
const CENTS = 'amount_cents'
const EUR = "currency = 'EUR'"

const revenue = (format: string) => `
  select key, sum(value) as value from (
    select ${day('created_at', format)} as key, ${CENTS} as value from store_transactions where ${EUR} and ${within('created_at')}
    union all
    select ${day('updated_at', format)}, -${CENTS} from store_transactions
     where ${EUR} and status in ('refunded', 'dispute_lost') and ${within('updated_at')}) moves
  group by key order by key`

const OTHER_CURRENCIES = `
  select currency, sum(value) as cents from (
    select currency, amount_cents as value from store_transactions where currency <> 'EUR' and ${within('created_at')}
    union all
    select currency, -amount_cents from store_transactions
     where currency <> 'EUR' and status in ('refunded', 'dispute_lost') and ${within('updated_at')}) moves
  group by currency order by currency`

/** Each account's first purchase ever, with Unions or cash, counted on its day when that day is in the period. */
const NEW_BUYERS = `
  with firsts as (
    select account_id, min(created_at) as at from (
      select account_id, created_at from orders union all select account_id, created_at from store_transactions where account_id is not null) buys
    group by account_id)
  select ${day('at')} as key, count(*) as value from firsts where ${within('at')} group by 1 order by 1`

const DAILY_SHOP = `
  select sum(l.total) filter (where l.from_daily_shop) as daily, sum(l.total) as total
    from orders o join order_lines l on l.order_id = o.id where ${within('o.created_at')}`

import type { DayValue, SalesReport } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'

/** A period in instants: [from, to) cover the Paris days asked. */
export interface SalesPeriod {
  from: Date
  to: Date
}

const PARIS_DAY = (column: string) => `to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM-DD')`
/** "9.99 EUR" in cents; another currency counts nothing (the shop sells in euros). */
const EURO_CENTS = `case when amount like '% EUR' then round(split_part(amount, ' ', 1)::numeric * 100) else 0 end`
const TOP = 10

/** Every figure of the sales dashboard, each one SQL aggregate over an indexed time column (migration 015). */
export async function readSalesReport(db: Queryable, period: SalesPeriod): Promise<SalesReport> {
  const params = [period.from, period.to]
  const cashByDay = await dayValues(db, revenueSql(PARIS_DAY), params)
  const monthly = await dayValues(
    db,
    revenueSql((column) => `to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`),
    params
  )
  return {
    revenueByDay: cashByDay,
    revenueByMonth: monthly,
    unionsSpentByDay: await dayValues(
      db,
      `select ${PARIS_DAY('created_at')} as day, sum(total) as value from orders where created_at >= $1 and created_at < $2 group by 1 order by 1`,
      params
    ),
    newBuyersByDay: await dayValues(db, NEW_BUYERS_SQL, params),
    topProductsByUnions: await labelValues(
      db,
      `select l.label, sum(l.total) as value from orders o join order_lines l on l.order_id = o.id
        where o.created_at >= $1 and o.created_at < $2 group by l.product_id, l.label order by value desc, l.label limit ${TOP}`,
      params
    ),
    topProductsByCash: await labelValues(
      db,
      `select coalesce(p.label, s.package_name) as label, sum(${EURO_CENTS}) as value from store_transactions s left join products p on p.id = s.product_id
        where s.created_at >= $1 and s.created_at < $2 and s.status not in ('refunded', 'dispute_lost')
        group by 1 order by value desc, label limit ${TOP}`,
      params
    ),
    dailyShop: await dailyShopShare(db, params)
  }
}

function revenueSql(bucket: (column: string) => string): string {
  return `select day, sum(value) as value from (
            select ${bucket('created_at')} as day, ${EURO_CENTS} as value from store_transactions where created_at >= $1 and created_at < $2
            union all
            select ${bucket('updated_at')}, -${EURO_CENTS} from store_transactions
             where status in ('refunded', 'dispute_lost') and updated_at >= $1 and updated_at < $2) moves
          group by day order by day`
}

/** A buyer's first purchase, with Unions or cash, falls on that day: nothing of theirs came before it. */
const NEW_BUYERS_SQL = `
  with firsts as (
    select o.account_id, o.created_at from orders o
     where o.created_at >= $1 and o.created_at < $2
       and not exists (select 1 from orders e where e.account_id = o.account_id and e.created_at < o.created_at)
    union all
    select s.account_id, s.created_at from store_transactions s
     where s.created_at >= $1 and s.created_at < $2 and s.account_id is not null
       and not exists (select 1 from store_transactions e where e.account_id = s.account_id and e.created_at < s.created_at)),
  earliest as (select account_id, min(created_at) as at from firsts f
                where not exists (select 1 from orders e where e.account_id = f.account_id and e.created_at < $1)
                  and not exists (select 1 from store_transactions e where e.account_id = f.account_id and e.created_at < $1)
                group by account_id)
  select ${PARIS_DAY('at')} as day, count(*) as value from earliest group by 1 order by 1`

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
    `select sum(l.total) filter (where l.from_daily_shop) as daily, sum(l.total) as total
       from orders o join order_lines l on l.order_id = o.id where o.created_at >= $1 and o.created_at < $2`,
    params
  )
  return { dailyUnions: Number(rows[0]?.daily ?? 0), totalUnions: Number(rows[0]?.total ?? 0) }
}

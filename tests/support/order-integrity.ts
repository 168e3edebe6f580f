import type { Queryable } from '../../web/db/database.ts'
import { balanceViolations } from './shop-invariants.ts'

/**
 * What a copy of the shop taken at any instant must show, read from the orders themselves: each order
 * has lines adding up to its total, its charge in the ledger (`order:<id>`, minus the total), a delivery
 * for each line that gives the game something; and every balance is its ledger's sum.
 */
export async function orderIntegrityViolations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: number; total: number; lines: number; lines_total: number; charge: number | null }>(
    `select o.id::int as id, o.total, count(l.id)::int as lines, coalesce(sum(l.total), 0)::int as lines_total,
            (select sum(g.delta)::int from ledger g where g.account_id = o.account_id and g.reference = 'order:' || o.id) as charge
       from orders o left join order_lines l on l.order_id = o.id group by o.id order by o.id`
  )
  const violations: string[] = []
  for (const order of rows) {
    if (order.lines === 0) violations.push(`order ${order.id} has no line`)
    if (order.lines_total !== order.total) violations.push(`order ${order.id}: lines add up to ${order.lines_total}, not ${order.total}`)
    const charge = order.total === 0 ? 0 : -order.total
    if ((order.charge ?? 0) !== charge) violations.push(`order ${order.id}: charged ${order.charge}, not ${charge}`)
  }
  const missing = await db.query<{ line: number }>(
    `select l.id::int as line from order_lines l join products p on p.id = l.product_id
      where exists (select 1 from jsonb_array_elements(p.grants) g where g->>'kind' <> 'unions')
        and not exists (select 1 from deliveries d where d.order_line_id = l.id)`
  )
  for (const { line } of missing.rows) violations.push(`order line ${line} has no delivery`)
  return [...violations, ...(await balanceViolations(db))]
}

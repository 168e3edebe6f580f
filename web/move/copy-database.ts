import type { Database, Queryable } from '../db/database.ts'
import { quoteIdentifier, tablesInCopyOrder, type TablePlan } from './table-plan.ts'

const BATCH_ROWS = 2_000

/**
 * Copies every row of every table of `source` into `target`, whose schema the same migrations made,
 * then sets every sequence where the source's is. One transaction on the target: all or nothing.
 * Rows travel as JSON (PostgreSQL's own text for each value), so every column type comes across.
 * Returns the rows copied per table.
 */
export async function copyDatabase(source: Queryable, target: Database): Promise<Map<string, number>> {
  const plans = await tablesInCopyOrder(source)
  await sameColumns(plans, await tablesInCopyOrder(target))
  const copied = new Map<string, number>()
  await target.transaction(async (tx) => {
    // What the migrations themselves wrote is replaced by the source's rows; user triggers (staff_actions refuses
    // a truncate) stay off until each table's rows are in (copyTable turns them back on).
    for (const plan of plans) await tx.exec(`alter table ${quoteIdentifier(plan.name)} disable trigger user`)
    await tx.exec(`truncate table ${plans.map((plan) => quoteIdentifier(plan.name)).join(', ')}`)
    for (const plan of plans) copied.set(plan.name, await copyTable(source, tx, plan))
    await copySequences(source, tx)
  })
  return copied
}

async function sameColumns(source: TablePlan[], target: TablePlan[]): Promise<void> {
  const shape = (plans: TablePlan[]) => plans.map((plan) => `${plan.name}(${plan.columns.join(',')})`).join(' ')
  if (shape(source) !== shape(target)) {
    throw new Error(`les tables de la source et de la cible diffèrent :\nsource ${shape(source)}\ncible  ${shape(target)}`)
  }
}

/** The table's own triggers (a catalogue revision bump) stay off while its rows arrive as they were. */
async function copyTable(source: Queryable, target: Queryable, plan: TablePlan): Promise<number> {
  const table = quoteIdentifier(plan.name)
  const columns = plan.columns.map(quoteIdentifier).join(', ')
  const order = plan.orderBy.map((column) => (column === 'ctid' ? 'ctid' : quoteIdentifier(column))).join(', ')
  await target.exec(`alter table ${table} disable trigger user`)
  let count = 0
  for (;;) {
    const { rows } = await source.query<{ batch: string; size: number }>(
      `select coalesce(json_agg(t), '[]')::text as batch, count(*)::int as size
         from (select ${columns} from ${table} order by ${order} limit $1 offset $2) t`,
      [BATCH_ROWS, count]
    )
    const size = rows[0]?.size ?? 0
    if (size === 0) break
    await target.query(
      `insert into ${table} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [rows[0]?.batch]
    )
    count += size
    if (size < BATCH_ROWS) break
  }
  await target.exec(`alter table ${table} enable trigger user`)
  return count
}

async function copySequences(source: Queryable, target: Queryable): Promise<void> {
  const { rows } = await source.query<{ name: string }>(
    `select c.relname as name from pg_class c where c.relkind = 'S' and c.relnamespace = current_schema()::regnamespace`
  )
  for (const { name } of rows) {
    const sequence = quoteIdentifier(name)
    const state = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${sequence}`
    )
    const { last_value: lastValue, is_called: isCalled } = state.rows[0] ?? { last_value: '1', is_called: false }
    await target.query('select setval($1::regclass, $2::bigint, $3)', [sequence, lastValue, isCalled])
  }
}

import type { Queryable } from '../database.ts'
import salesRollups from './017_sales_rollups.sql'

/** Where today's 017 stops making the rollups and drops the indexes they replaced (gone already here). */
const INDEX_DROPS = '-- The figures no longer sum the raw rows by date'

/**
 * Migration 22's step: once its SQL dropped rollups an earlier text of 017 made, today's 017 makes them again and
 * backfills them, up to its index drops (017's text never changes: its checksum is checked at every start).
 */
export async function salesRollupsAgain(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ dropped: boolean }>("select to_regclass('sales_days') is null as dropped")
  if (!rows[0]?.dropped) return
  const end = salesRollups.indexOf(INDEX_DROPS)
  if (end < 0) throw new Error('017_sales_rollups.sql: the index drops are not where migration 22 expects them')
  await tx.exec(salesRollups.slice(0, end))
}

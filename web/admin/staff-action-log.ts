import { MONEY_ACTIONS, type StaffAction } from '../../src/core/contract/back-office.ts'
import type { Queryable } from '../db/database.ts'

export const AUDIT_PAGE_SIZE = 50

export interface StaffActionFilter {
  actor?: string
  action?: string
  target?: string
  only?: 'money'
  page: number
}

interface Row {
  id: string
  at: Date | string
  actor: string
  action: string
  target: string
  before: unknown
  after: unknown
  address: string | null
}

/** The audit, newest first, filtered by actor, action and target (each a case-insensitive part), and to money actions. */
export async function readStaffActions(db: Queryable, filter: StaffActionFilter): Promise<{ actions: StaffAction[]; total: number }> {
  const pattern = (value: string | undefined) => (value ? `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null)
  const params = [
    pattern(filter.actor),
    pattern(filter.action),
    pattern(filter.target),
    filter.only === 'money' ? [...MONEY_ACTIONS] : null
  ]
  const where = `($1::text is null or actor ilike $1) and ($2::text is null or action ilike $2) and ($3::text is null or target ilike $3)
    and ($4::text[] is null or action = any($4))`
  const count = await db.query<{ total: number }>(`select count(*)::int as total from staff_actions where ${where}`, params)
  const { rows } = await db.query<Row>(
    `select id::text as id, at, actor, action, target, before, after, address from staff_actions where ${where}
      order by staff_actions.at desc, staff_actions.id desc limit ${AUDIT_PAGE_SIZE} offset $5`,
    [...params, (filter.page - 1) * AUDIT_PAGE_SIZE]
  )
  const actions = rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }))
  return { actions, total: count.rows[0]?.total ?? 0 }
}

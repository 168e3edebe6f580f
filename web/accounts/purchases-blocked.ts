import type { Queryable } from '../db/database.ts'
import { hashSecret } from './secrets.ts'

/**
 * Whether staff suspended the purchases of the session's account (back-office, accounts.purchases_blocked_at).
 * A partial index would not help: the lookup is by the session's primary key, one row.
 */
export async function sessionPurchasesBlocked(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from sessions s join accounts a on a.id = s.account_id where s.id_hash = $1 and a.purchases_blocked_at is not null`,
    [hashSecret(sessionId)]
  )
  return rows.length > 0
}

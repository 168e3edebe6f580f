import type { Database, Queryable } from '../db/database.ts'

/**
 * The new password, and every other session of the account ended in the same transaction: they may
 * belong to whoever knew the old password. `keptSessionHash` is the hash of the session that changed it.
 */
export async function replacePassword(
  db: Database,
  change: { accountId: number; passwordHash: string; keptSessionHash: string; at: Date }
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update accounts set password_hash = $2, updated_at = $3 where id = $1', [
      change.accountId,
      change.passwordHash,
      change.at
    ])
    await tx.query('delete from sessions where account_id = $1 and id_hash <> $2', [change.accountId, change.keptSessionHash])
  })
}

/**
 * Whether this session may give its account a first password. A staff account may only from a session proven
 * by a forum key: a game token or a hand-off link is minted with `SHOP_SERVER_KEY` alone, and a password chosen
 * there would open the back-office to whoever holds the key (docs/back-office.md#staff-sessions).
 */
export async function mayChooseFirstPassword(db: Queryable, sessionHash: string): Promise<boolean> {
  const { rows } = await db.query<{ staff_role: string | null; admin_auth_at: Date | null }>(
    'select a.staff_role, s.admin_auth_at from sessions s join accounts a on a.id = s.account_id where s.id_hash = $1',
    [sessionHash]
  )
  const row = rows[0]
  return row !== undefined && (row.staff_role === null || row.admin_auth_at !== null)
}

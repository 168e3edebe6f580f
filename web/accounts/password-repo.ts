import type { Database } from '../db/database.ts'

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

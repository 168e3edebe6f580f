import { findAccountById, type AccountRow } from '../accounts/account-repo.ts'
import { upsertPlayer } from '../accounts/players.ts'
import type { Database } from '../db/database.ts'

/**
 * The account of a forum user: the forum user id is the player's `fivem:` identifier, so the
 * same account is found whether they first came from the game or from the forum. The forum's
 * avatar is taken only when the account has none.
 */
export async function forumPlayerAccount(
  db: Database,
  forumUser: { id: number; username: string },
  avatarUrl: string | null,
  serverName: string,
  now: Date
): Promise<AccountRow> {
  const { accountId } = await upsertPlayer(db, `fivem:${forumUser.id}`, { name: forumUser.username, serverName }, now)
  if (avatarUrl) {
    await db.query('update accounts set avatar_url = $2, updated_at = $3 where id = $1 and avatar_url is null', [accountId, avatarUrl, now])
  }
  const account = await findAccountById(db, accountId)
  if (!account) throw new Error(`account ${accountId} vanished`)
  return account
}

import type { Queryable } from '../db/database.ts'
import { hashSecret } from '../accounts/secrets.ts'

/** The forum's answer must come back within 10 minutes (docs/accounts.md#forum-account). */
export const FORUM_LOGIN_TTL_MS = 10 * 60_000

export interface ForumLoginAttempt {
  nonce: string
  privateKey: string
  expiresAt: Date
}

/** Stores an attempt under the hash of the browser's binding id; expired attempts are swept on the way. */
export async function saveForumLogin(
  db: Queryable,
  binding: string,
  attempt: Omit<ForumLoginAttempt, 'expiresAt'>,
  now: Date
): Promise<void> {
  await db.query('delete from forum_logins where expires_at <= $1', [now])
  await db.query('insert into forum_logins (binding_hash, nonce, private_key, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    hashSecret(binding),
    attempt.nonce,
    attempt.privateKey,
    now,
    new Date(now.getTime() + FORUM_LOGIN_TTL_MS)
  ])
}

/** Takes the attempt out: whatever follows, its nonce and key never serve again. */
export async function takeForumLogin(db: Queryable, binding: string): Promise<ForumLoginAttempt | undefined> {
  const { rows } = await db.query<{ nonce: string; private_key: string; expires_at: Date }>(
    'delete from forum_logins where binding_hash = $1 returning nonce, private_key, expires_at',
    [hashSecret(binding)]
  )
  const row = rows[0]
  return row && { nonce: row.nonce, privateKey: row.private_key, expiresAt: new Date(row.expires_at) }
}

import type { Queryable } from '../db/database.ts'
import { hashSecret, newSecret } from './secrets.ts'

/** 'Se souvenir de moi' keeps a session 30 days; otherwise it ends with the browser, and after 12 h here. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 3_600_000
export const BROWSER_SESSION_MS = 12 * 3_600_000

export interface NewSession {
  id: string
  expiresAt: Date
}

/**
 * What opened a session. Only a password or a forum key checked by this login proves the person: the session
 * starts with that proof as its last authentication (`admin_auth_at`), which the back-office reads. A game
 * token or a hand-off link is minted with `SHOP_SERVER_KEY` alone, so it proves nothing to the back-office
 * (docs/back-office.md#staff-sessions).
 */
export type SessionProof = 'password' | 'forum-key' | 'game-token'

export async function createSession(
  db: Queryable,
  accountId: number,
  remember: boolean,
  now: Date,
  proof: SessionProof
): Promise<NewSession> {
  const id = newSecret()
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS))
  const authenticatedAt = proof === 'game-token' ? null : now
  await db.query(
    'insert into sessions (id_hash, account_id, remember, created_at, expires_at, admin_auth_at) values ($1, $2, $3, $4, $5, $6)',
    [hashSecret(id), accountId, remember, now, expiresAt, authenticatedAt]
  )
  return { id, expiresAt }
}

export async function sessionAccountId(db: Queryable, id: string, now: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ account_id: number }>('select account_id from sessions where id_hash = $1 and expires_at > $2', [
    hashSecret(id),
    now
  ])
  return rows[0]?.account_id
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('delete from sessions where id_hash = $1', [hashSecret(id)])
}

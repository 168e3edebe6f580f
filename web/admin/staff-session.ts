import type { Context } from 'hono'

import { BACK_OFFICE_IDLE_MS, isStaffRole, REAUTH_FRESH_MS, type StaffRole } from '../../src/core/domain/staff-roles.ts'
import { hashSecret } from '../accounts/secrets.ts'
import { readSessionId } from '../accounts/session-cookie.ts'
import type { Queryable } from '../db/database.ts'

/** A logged-in account as the back-office sees it, with its session's back-office clock. */
export interface StaffSessionRow {
  accountId: number
  username: string
  passwordHash: string | null
  role: StaffRole | null
  sessionHash: string
  /** The last back-office call, else the last proof; null when the session never proved the person. */
  lastActivity: Date | null
  /**
   * The last password (or forum key) checked on this session: its login's or a re-entry. Null for a session
   * opened by a game token or a hand-off link, which has no back-office rights until the password is entered.
   */
  lastAuth: Date | null
}

interface Row {
  account_id: number
  username: string
  password_hash: string | null
  staff_role: string | null
  admin_seen_at: Date | string | null
  admin_auth_at: Date | string | null
}

export async function readStaffSession(c: Context, db: Queryable, now: Date): Promise<StaffSessionRow | undefined> {
  const sessionId = readSessionId(c)
  if (!sessionId) return undefined
  const sessionHash = hashSecret(sessionId)
  const { rows } = await db.query<Row>(
    `select a.id as account_id, a.username, a.password_hash, a.staff_role, s.admin_seen_at, s.admin_auth_at
       from sessions s join accounts a on a.id = s.account_id where s.id_hash = $1 and s.expires_at > $2`,
    [sessionHash, now]
  )
  const row = rows[0]
  if (!row) return undefined
  // Never the session's creation time: what created it may be a token minted with the server key alone.
  const lastAuth = row.admin_auth_at === null ? null : new Date(row.admin_auth_at)
  return {
    accountId: row.account_id,
    username: row.username,
    passwordHash: row.password_hash,
    role: isStaffRole(row.staff_role) ? row.staff_role : null,
    sessionHash,
    lastActivity: lastAuth && latest(lastAuth, row.admin_seen_at),
    lastAuth
  }
}

/** A session that never proved the person counts as idle: the back-office asks for the password first. */
export function isIdle(session: StaffSessionRow, now: Date): boolean {
  return session.lastActivity === null || now.getTime() - session.lastActivity.getTime() > BACK_OFFICE_IDLE_MS
}

export function reauthUntil(session: StaffSessionRow): number {
  return session.lastAuth === null ? 0 : session.lastAuth.getTime() + REAUTH_FRESH_MS
}

export async function touchBackOffice(db: Queryable, sessionHash: string, now: Date): Promise<void> {
  await db.query('update sessions set admin_seen_at = $2 where id_hash = $1', [sessionHash, now])
}

export async function markReauthenticated(db: Queryable, sessionHash: string, now: Date): Promise<void> {
  await db.query('update sessions set admin_seen_at = $2, admin_auth_at = $2 where id_hash = $1', [sessionHash, now])
}

function latest(...instants: (Date | string | null)[]): Date {
  const times = instants.filter((instant) => instant !== null).map((instant) => new Date(instant).getTime())
  return new Date(Math.max(...times))
}

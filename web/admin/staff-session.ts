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
  /** The last back-office call, else the last password re-entry, else the login. */
  lastActivity: Date
  /** The last password re-entry, else the login. */
  lastAuth: Date
}

interface Row {
  account_id: number
  username: string
  password_hash: string | null
  staff_role: string | null
  created_at: Date | string
  admin_seen_at: Date | string | null
  admin_auth_at: Date | string | null
}

export async function readStaffSession(c: Context, db: Queryable, now: Date): Promise<StaffSessionRow | undefined> {
  const sessionId = readSessionId(c)
  if (!sessionId) return undefined
  const sessionHash = hashSecret(sessionId)
  const { rows } = await db.query<Row>(
    `select a.id as account_id, a.username, a.password_hash, a.staff_role, s.created_at, s.admin_seen_at, s.admin_auth_at
       from sessions s join accounts a on a.id = s.account_id where s.id_hash = $1 and s.expires_at > $2`,
    [sessionHash, now]
  )
  const row = rows[0]
  if (!row) return undefined
  const lastAuth = latest(row.created_at, row.admin_auth_at)
  return {
    accountId: row.account_id,
    username: row.username,
    passwordHash: row.password_hash,
    role: isStaffRole(row.staff_role) ? row.staff_role : null,
    sessionHash,
    lastActivity: latest(lastAuth, row.admin_seen_at),
    lastAuth
  }
}

export function isIdle(session: StaffSessionRow, now: Date): boolean {
  return now.getTime() - session.lastActivity.getTime() > BACK_OFFICE_IDLE_MS
}

export function reauthUntil(session: StaffSessionRow): number {
  return session.lastAuth.getTime() + REAUTH_FRESH_MS
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

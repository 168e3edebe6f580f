import type { StaffRole } from '../../src/core/domain/staff-roles.ts'
import { hashPassword } from '../../web/accounts/passwords.ts'
import { upsertPlayer } from '../../web/accounts/players.ts'
import { createSession } from '../../web/accounts/sessions.ts'
import type { Database } from '../../web/db/database.ts'

export const STAFF_PASSWORD = 'staff-password-1'

let passwordHash: Promise<string> | undefined

/**
 * An account with `role` (null: a plain player) and the password STAFF_PASSWORD, made as the game server
 * makes players (number → fivem:9000xx). Its id.
 */
export async function accountWithRole(
  db: Database,
  username: string,
  role: StaffRole | null,
  number: number,
  now = new Date()
): Promise<number> {
  const { accountId } = await upsertPlayer(db, `fivem:${900_000 + number}`, { name: username, serverName: 'main', characters: [] }, now)
  passwordHash ??= hashPassword(STAFF_PASSWORD)
  await db.query('update accounts set staff_role = $2, password_hash = $3 where id = $1', [accountId, role, await passwordHash])
  return accountId
}

/** A session opened by a password login at `at`, as the cookie header a browser sends. */
export async function loggedIn(db: Database, accountId: number, at: Date): Promise<Record<string, string>> {
  const session = await createSession(db, accountId, false, at, 'password')
  return { cookie: `boutique_session=${session.id}` }
}

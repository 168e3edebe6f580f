import type { StaffMember } from '../../src/core/contract/back-office.ts'
import { isStaffRole, type StaffRole } from '../../src/core/domain/staff-roles.ts'
import { findAccountByUsername } from '../accounts/account-repo.ts'
import type { Queryable } from '../db/database.ts'

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const { rows } = await db.query<{ id: number; username: string; role: string }>(
    'select id, username, staff_role as role from accounts where staff_role is not null order by lower(username)'
  )
  return rows.flatMap((row) => (isStaffRole(row.role) ? [{ id: row.id, username: row.username, role: row.role }] : []))
}

export interface RoleChange {
  accountId: number
  username: string
  before: StaffRole | null
  after: StaffRole | null
}

/** Gives (or, with null, takes away) a back-office role; undefined when no account has that name. Locks the account row. */
export async function setStaffRole(tx: Queryable, username: string, role: StaffRole | null): Promise<RoleChange | undefined> {
  const account = await findAccountByUsername(tx, username)
  if (!account) return undefined
  const { rows } = await tx.query<{ staff_role: string | null }>('select staff_role from accounts where id = $1 for update', [account.id])
  const before = rows[0]?.staff_role ?? null
  await tx.query('update accounts set staff_role = $2, updated_at = now() where id = $1', [account.id, role])
  return { accountId: account.id, username: account.username, before: isStaffRole(before) ? before : null, after: role }
}

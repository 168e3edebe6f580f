/** Back-office roles: `staff` reads everything and edits the catalogue; `admin` also grants roles, credits Unions, changes settings. */
export const STAFF_ROLES = ['staff', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** After this long without a back-office call, the back-office asks for the password again. */
export const BACK_OFFICE_IDLE_MS = 30 * 60_000
/** Sensitive actions (roles, credits, settings) need a password entered within this long. */
export const REAUTH_FRESH_MS = 10 * 60_000

const RANK: Record<StaffRole, number> = { staff: 1, admin: 2 }

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Whether `role` (the account's, null for a player) may do what `needed` may. */
export function roleAllows(role: StaffRole | null, needed: StaffRole): boolean {
  return role !== null && RANK[role] >= RANK[needed]
}

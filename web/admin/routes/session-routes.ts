import { reauthRequestSchema, type StaffSession } from '../../../src/core/contract/back-office.ts'
import { backOfficeErrors } from '../../../src/core/messages/back-office.ts'
import { verifyPassword } from '../../accounts/passwords.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { LIMITS } from '../../limits/limit-rules.ts'
import { releaseSlots } from '../../limits/limits.ts'
import { slotsOrRefuse } from '../../limits/slots-or-refuse.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { isIdle, markReauthenticated, reauthUntil, type StaffSessionRow } from '../staff-session.ts'

function sessionView(staff: StaffSessionRow, now: Date): StaffSession {
  if (staff.role === null) throw new HttpError(403, backOfficeErrors.notStaff)
  return { username: staff.username, role: staff.role, idle: isIdle(staff, now), reauthUntil: reauthUntil(staff) }
}

/** Who is in the back-office, and the password re-entry that wakes an idle back-office or allows a sensitive action. */
export function sessionRoutes({ db, now }: AppDeps): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/session',
      role: 'staff',
      freshness: 'session',
      handle: async (c) => c.json(sessionView(c.get('staff'), new Date(now())))
    },
    { method: 'POST', path: '/reauth', role: 'staff', freshness: 'session', handle: (c) => reauthenticate(c, db, new Date(now())) }
  ]
}

async function reauthenticate(c: AdminContext, db: AppDeps['db'], at: Date): Promise<Response> {
  const staff = c.get('staff')
  const { password } = await parseJsonBody(c, reauthRequestSchema)
  if (!staff.passwordHash) throw new HttpError(403, backOfficeErrors.noPassword)
  // Wrong passwords count as the password change's do: 5 in 5 minutes, then a wait.
  const slots = await slotsOrRefuse(db, [{ rule: LIMITS.passwordChange, key: String(staff.accountId) }], at)
  if (!(await verifyPassword(password, staff.passwordHash))) throw new HttpError(403, backOfficeErrors.wrongPassword)
  await releaseSlots(db, slots)
  await markReauthenticated(db, staff.sessionHash, at)
  return c.json(sessionView({ ...staff, lastAuth: at, lastActivity: at }, at))
}

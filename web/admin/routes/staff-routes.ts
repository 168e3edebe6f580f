import { roleChangeSchema, staffActionFilterSchema } from '../../../src/core/contract/back-office.ts'
import { backOfficeErrors } from '../../../src/core/messages/back-office.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { AUDIT_PAGE_SIZE, readStaffActions } from '../staff-action-log.ts'
import { auditedWrite } from '../staff-actions.ts'
import { listStaff, setStaffRole } from '../staff-roles-repo.ts'

/** The staff list, role changes (admins, with a fresh password) and the audit. */
export function staffRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps
  return [
    { method: 'GET', path: '/staff', role: 'staff', handle: async (c) => c.json({ members: await listStaff(db) }) },
    { method: 'POST', path: '/staff/role', role: 'admin', freshness: 'sensitive', handle: (c) => changeRole(c, deps) },
    {
      method: 'GET',
      path: '/actions',
      role: 'staff',
      handle: async (c) => {
        const filter = parseQuery(c, staffActionFilterSchema)
        const { actions, total } = await readStaffActions(db, filter)
        return c.json({ actions, total, page: filter.page, pageSize: AUDIT_PAGE_SIZE })
      }
    }
  ]
}

async function changeRole(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const { username, role } = await parseJsonBody(c, roleChangeSchema)
  const staff = c.get('staff')
  const kind = { action: role === null ? 'role.revoke' : 'role.grant', target: `account:${username}` }
  const change = await auditedWrite(db, c.get('actor'), kind, new Date(now()), async (tx) => {
    const result = await setStaffRole(tx, username, role)
    if (!result) throw new HttpError(404, backOfficeErrors.unknownAccount(username))
    // An admin cannot lock themselves out nor demote themselves by mistake; another admin can.
    if (result.accountId === staff.accountId) throw new HttpError(409, backOfficeErrors.ownRole)
    return { before: { role: result.before }, after: { role: result.after }, result }
  })
  return c.json({ member: { id: change.accountId, username: change.username, role: change.after } })
}

import type { Context, MiddlewareHandler } from 'hono'

import { backOfficeErrors } from '../../src/core/messages/back-office.ts'
import { roleAllows, type StaffRole } from '../../src/core/domain/staff-roles.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import type { StaffActor } from './staff-actions.ts'
import { isIdle, readStaffSession, reauthUntil, touchBackOffice, type StaffSessionRow } from './staff-session.ts'

/** How recent the staff member's proof must be: any session, an active back-office, or a password within 10 minutes. */
export type Freshness = 'session' | 'active' | 'sensitive'

export type AdminEnv = { Variables: { staff: StaffSessionRow; actor: StaffActor } }
export type AdminContext = Context<AdminEnv>

/** One back-office call: its path under /api/admin, the least role that may make it, and how fresh the login must be. */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  role: StaffRole
  /** 'active' when not given. */
  freshness?: Freshness
  handle: (c: AdminContext) => Promise<Response>
}

/**
 * The check in front of every back-office call: logged in (401), a staff role (403), the role the route
 * needs (403), a password (or forum key) checked on this very session (401; docs/back-office.md#staff-sessions),
 * not idle for 30 minutes (401) and, for sensitive actions, a password within 10 minutes (403).
 * `reauth: true` tells the back-office to ask for the password. A successful call keeps the back-office active.
 */
export function staffGuard(deps: AppDeps, route: AdminRoute): MiddlewareHandler<AdminEnv> {
  const freshness = route.freshness ?? 'active'
  return async (c, next) => {
    const now = new Date(deps.now())
    const staff = await readStaffSession(c, deps.db, now)
    if (!staff) return c.json({ error: backOfficeErrors.notLoggedIn }, 401)
    if (staff.role === null) return c.json({ error: backOfficeErrors.notStaff }, 403)
    if (!roleAllows(staff.role, route.role)) return c.json({ error: backOfficeErrors.needsAdmin }, 403)
    if (freshness !== 'session' && staff.lastAuth === null) return c.json({ error: backOfficeErrors.unproven, reauth: true }, 401)
    if (freshness !== 'session' && isIdle(staff, now)) return c.json({ error: backOfficeErrors.idle, reauth: true }, 401)
    if (freshness === 'sensitive' && now.getTime() > reauthUntil(staff)) {
      return c.json({ error: backOfficeErrors.needsReauth, reauth: true }, 403)
    }
    c.set('staff', staff)
    c.set('actor', { accountId: staff.accountId, name: staff.username, address: clientAddress(c, deps.config.trustProxy) ?? null })
    await next()
    if (freshness !== 'session' && c.res.status < 400) await touchBackOffice(deps.db, staff.sessionHash, now)
  }
}

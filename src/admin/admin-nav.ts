import type { StaffRole } from '../core/domain/staff-roles.ts'
import { adminMessages } from '../core/messages/back-office-ui.ts'
import type { AdminPage } from './stores/admin-router.ts'

const { nav } = adminMessages

export interface NavEntry {
  page: AdminPage
  label: string
  /** The least role that sees the entry; the server checks again on every call. */
  role: StaffRole
}

/** The back-office menu, in order. */
export const ADMIN_NAV: readonly NavEntry[] = [
  { page: 'catalogue', label: nav.catalogue, role: 'staff' },
  { page: 'importExport', label: nav.importExport, role: 'staff' },
  { page: 'home', label: nav.home, role: 'staff' },
  { page: 'dailyShop', label: nav.dailyShop, role: 'staff' },
  { page: 'staff', label: nav.staff, role: 'staff' },
  { page: 'audit', label: nav.audit, role: 'staff' },
  { page: 'players', label: nav.players, role: 'staff' },
  { page: 'payments', label: nav.payments, role: 'staff' },
  { page: 'messages', label: nav.messages, role: 'staff' },
  { page: 'sales', label: nav.sales, role: 'staff' }
]

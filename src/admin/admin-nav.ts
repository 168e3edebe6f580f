import type { StaffRole } from '../core/domain/staff-roles.ts'
import type { AdminPage } from './stores/admin-router.ts'

export interface NavEntry {
  page: AdminPage
  label: string
  /** The least role that sees the entry; the server checks again on every call. */
  role: StaffRole
}

/** The back-office menu, in order. */
export const ADMIN_NAV: readonly NavEntry[] = [
  { page: 'catalogue', label: 'Catalogue', role: 'staff' },
  { page: 'importExport', label: 'Import / export', role: 'staff' },
  { page: 'home', label: 'Page d’accueil', role: 'staff' },
  { page: 'dailyShop', label: 'Boutique journalière', role: 'staff' },
  { page: 'staff', label: 'Équipe et rôles', role: 'staff' },
  { page: 'audit', label: 'Journal des actions', role: 'staff' },
  { page: 'players', label: 'Joueurs', role: 'staff' },
  { page: 'payments', label: 'Paiements', role: 'staff' },
  { page: 'messages', label: 'Messages', role: 'staff' },
  { page: 'sales', label: 'Ventes', role: 'staff' }
]

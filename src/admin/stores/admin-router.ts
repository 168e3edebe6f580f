import { createRouter, openPage } from '@nanostores/router'

/** Every page of the back-office; a new page adds its path here and its entry to ADMIN_NAV (admin-nav.ts). */
export const ADMIN_ROUTES = {
  catalogue: '/admin',
  newProduct: '/admin/produits/nouveau',
  product: '/admin/produits/:id',
  importExport: '/admin/import-export',
  home: '/admin/accueil',
  dailyShop: '/admin/boutique-journaliere',
  staff: '/admin/equipe',
  audit: '/admin/journal',
  players: '/admin/joueurs',
  player: '/admin/joueurs/:id',
  payments: '/admin/paiements',
  messages: '/admin/messages',
  sales: '/admin/ventes'
} as const

export type AdminPage = keyof typeof ADMIN_ROUTES

export const $adminRouter = createRouter(ADMIN_ROUTES)

export function goToAdmin(page: AdminPage, params: Record<string, string> = {}): void {
  openPage($adminRouter, page as never, params as never)
}

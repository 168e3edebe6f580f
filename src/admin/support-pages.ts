import { lazyComponent, type LazyComponent } from '../lib/lazy-component.tsx'
import type { PageProps } from './page-props.ts'
import type { AdminPage } from './stores/admin-router.ts'

/** The pages staff use to answer players: each its own chunk (the sales page alone loads uPlot). */
export const SUPPORT_PAGES: Partial<Record<AdminPage, LazyComponent<PageProps>>> = {
  players: lazyComponent(() => import('./pages/players/PlayersPage.tsx').then((module) => module.PlayersPage)),
  player: lazyComponent(() => import('./pages/players/PlayerPage.tsx').then((module) => module.PlayerPage)),
  payments: lazyComponent(() => import('./pages/payments/PaymentsPage.tsx').then((module) => module.PaymentsPage)),
  messages: lazyComponent(() => import('./pages/messages/MessagesPage.tsx').then((module) => module.MessagesPage)),
  sales: lazyComponent(() => import('./pages/sales/SalesPage.tsx').then((module) => module.SalesPage))
}

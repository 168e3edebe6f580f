import type { StaffSession } from '../core/contract/back-office.ts'
import { lazyComponent, type LazyComponent } from '../lib/lazy-component.tsx'
import type { AdminPage } from './stores/admin-router.ts'
import { SUPPORT_PAGES } from './support-pages.ts'

export interface PageProps {
  params: Record<string, string>
  session: StaffSession
}

/** Each page is a chunk of its own, loaded when first opened. */
export const ADMIN_PAGES: Partial<Record<AdminPage, LazyComponent<PageProps>>> = {
  staff: lazyComponent(() => import('./pages/StaffPage.tsx').then((module) => module.StaffPage)),
  audit: lazyComponent(() => import('./pages/AuditPage.tsx').then((module) => module.AuditPage)),
  ...SUPPORT_PAGES
}

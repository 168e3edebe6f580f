import { lazyComponent, type LazyComponent } from '../lib/lazy-component.tsx'
import type { PageProps } from './page-props.ts'
import type { AdminPage } from './stores/admin-router.ts'
import { SUPPORT_PAGES } from './support-pages.ts'

/** Each page is a chunk of its own, loaded when first opened. */
export const ADMIN_PAGES: Partial<Record<AdminPage, LazyComponent<PageProps>>> = {
  catalogue: lazyComponent(() => import('./pages/CataloguePage.tsx').then((module) => module.CataloguePage)),
  newProduct: lazyComponent(() => import('./pages/ProductPage.tsx').then((module) => module.ProductPage)),
  product: lazyComponent(() => import('./pages/ProductPage.tsx').then((module) => module.ProductPage)),
  importExport: lazyComponent(() => import('./pages/ImportExportPage.tsx').then((module) => module.ImportExportPage)),
  home: lazyComponent(() => import('./pages/HomeListsPage.tsx').then((module) => module.HomeListsPage)),
  dailyShop: lazyComponent(() => import('./pages/DailyShopAdminPage.tsx').then((module) => module.DailyShopAdminPage)),
  staff: lazyComponent(() => import('./pages/StaffPage.tsx').then((module) => module.StaffPage)),
  audit: lazyComponent(() => import('./pages/AuditPage.tsx').then((module) => module.AuditPage)),
  ...SUPPORT_PAGES
}

import { Hono } from 'hono'

import { problem, providerTexts as texts } from './problem.ts'
import { categoryViews, packageView, SANDBOX_CURRENCY } from './sandbox-catalogue.ts'
import { sandboxBase, type SandboxState } from './sandbox-state.ts'
import type { HeadlessGuards } from './headless-guards.ts'

/** The store, its categories and its packages, read from the shop's catalogue. */
export function headlessCatalogueRoutes(state: SandboxState, { store, packages }: HeadlessGuards): Hono {
  return new Hono()
    .get(
      '/accounts/:token',
      store((c) => c.json({ data: storeView(sandboxBase(state, c).origin) }))
    )
    .get(
      '/accounts/:token/categories',
      store(async (c) => c.json({ data: categoryViews(await packages(c), c.req.query('includePackages') === '1') }))
    )
    .get(
      '/accounts/:token/categories/:category',
      store(async (c) => {
        const wanted = c.req.param('category')
        const category = categoryViews(await packages(c), c.req.query('includePackages') === '1').find(
          (entry) => String(entry.id) === wanted || entry.slug === wanted
        )
        return category ? c.json({ data: category }) : problem(c, texts.badRequest, texts.categoryNotFound)
      })
    )
    .get(
      '/accounts/:token/packages',
      store(async (c) => c.json({ data: (await packages(c)).map((item) => packageView(item)) }))
    )
    .get(
      '/accounts/:token/packages/:package',
      store(async (c) => {
        const item = (await packages(c)).find((entry) => String(entry.packageId) === c.req.param('package'))
        return item ? c.json({ data: packageView(item) }) : problem(c, texts.badRequest, texts.packageNotFound)
      })
    )
}

/** The stand-in store as Tebex describes a webstore. */
function storeView(webstoreUrl: string) {
  return {
    id: 1,
    name: 'Boutique (démo)',
    description: '',
    webstore_url: webstoreUrl,
    currency: SANDBOX_CURRENCY,
    lang: 'fr',
    logo: null,
    platform_type: 'FiveM',
    platform_type_id: 'fivem',
    created_at: '2026-01-01T00:00:00.000Z'
  }
}

import type { Page } from 'puppeteer-core'

import { shopVerResponseSchema, type Product } from '../../src/core/contract/catalog.ts'

/** Every page in docs/layout.md#routes a visitor can reach, the 404 page among them. */
export const VISITOR_PAGES = [
  '/',
  '/abonnements',
  '/tokens',
  '/packs',
  '/objets',
  '/vehicules',
  '/armes',
  '/mentions-legales',
  '/confidentialite',
  '/contact',
  '/cette-page-nexiste-pas'
] as const

/** Logged in, the daily shop joins them. */
export const PLAYER_PAGES = [...VISITOR_PAGES, '/daily-shop'] as const

/** One product presentation per listing (a card's address), for the walks over overlays. */
export async function presentationPaths(shopUrl: string): Promise<string[]> {
  const shop = shopVerResponseSchema.parse(await (await fetch(`${shopUrl}/api/shopVer`)).json())
  const products: Product[] = shop.shopData?.products ?? []
  const slugs = { Grades: 'abonnements', 'Points boutique': 'tokens', pack: 'pack', item: 'objet', vehicle: 'vehicule', weapon: 'arme' }
  return Object.entries(slugs).flatMap(([category, slug]) => {
    const product = products.find((candidate) => candidate.category === category && !candidate.isDailyShopOnly && candidate.stocks !== 0)
    return product ? [`/${slug}/${product.id}`] : []
  })
}

/** Resolves once the page has laid out and painted its next frame (after a viewport change). */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

import { describe, it } from 'vitest'

import { openPage, screenshot, VIEWPORTS } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

/** Every route in docs/layout.md#routes with a text it must show (pages still to come say so plainly). */
const ROUTES = [
  { path: '/', name: 'home', text: 'Boutique' },
  { path: '/tokens', name: 'tokens', text: 'Unions' },
  { path: '/abonnements', name: 'abonnements', text: 'Best seller!' },
  { path: '/packs', name: 'packs', text: 'Packs' },
  { path: '/objets', name: 'objets', text: 'Objets' },
  { path: '/vehicules', name: 'vehicules', text: 'Vehicules' },
  { path: '/armes', name: 'armes', text: 'Armes' },
  { path: '/mentions-legales', name: 'mentions-legales', text: 'Mentions légales' },
  { path: '/confidentialite', name: 'confidentialite', text: 'Confidentialité' },
  { path: '/contact', name: 'contact', text: 'Envoyer' },
  { path: '/redirecting?to=%2F', name: 'redirecting', text: 'Redirection en cours ...' },
  // The three login return points render the main shell; their flows have tests of their own.
  { path: '/cfxlogin', name: 'cfxlogin', text: 'Catégories' },
  { path: '/loginGame?customRedirect=nil', name: 'loginGame', text: 'Catégories' },
  { path: '/discordAuth', name: 'discordAuth', text: 'Echec de la connexion avec Discord' },
  { path: '/nulle-part', name: 'not-found', text: "Cette page n'existe pas" }
] as const

// Each route a fresh visitor of its own: they load side by side (vitest's maxConcurrency, 5 at once), each test with
// the `expect` of its context.
describe.each(VIEWPORTS)('every route at %s width', (width, viewport) => {
  it.concurrent.for(ROUTES)('$path', async ({ path, name, text }, { expect }) => {
    const { page, errors } = await openPage(shop.browser, viewport)
    await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
    await page.waitForFunction((expected) => document.querySelector('main')?.textContent?.includes(expected), {}, text)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await screenshot(page, `route-${name}-${width}`)
    expect(errors).toEqual([])
    await page.close()
  })

  it.concurrent('/daily-shop sends a visitor home', async () => {
    const { page } = await openPage(shop.browser, viewport)
    await page.goto(`${shop.host.url}/daily-shop`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => location.pathname === '/')
    await page.close()
  })
})

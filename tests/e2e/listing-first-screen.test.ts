import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { CAROUSEL_INTERVAL_MS } from '../../src/core/domain/listing.ts'
import { DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

/** Every listing the host draws, a product's address over one, the current category link of each, and the home page. */
const PATHS = ['/objets', '/packs', '/vehicules', '/armes', '/tokens', '/vehicule/101', '/']
/** What the host draws of the home page: what lies below comes with its chunk once the page is idle. */
const HOME_FIRST_SCREEN = '.hero, .best-sellers, .category-grid-section'

/**
 * The categories' bar and the page as a comparable tree: tags, attributes sorted (test ids aside, which only the
 * app writes), text with adjacent nodes joined. A cash card's buttons come with their chunk after the first
 * screen (docs/first-screen.md#the-listing-drawn-by-the-host): `skipCashActions` leaves them out.
 */
function firstScreenTree(page: Page, skipCashActions: boolean): Promise<string> {
  return page.evaluate(
    ([skip, homeFirst]) => {
      const describe = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
        if (!(node instanceof Element)) return ''
        const attributes = [...node.attributes]
          .filter((attribute) => attribute.name !== 'data-testid')
          .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
          .sort()
        const cashActions = skip && node.matches('.product-card__actions') && !node.querySelector('.basket-add')
        const copy = node.cloneNode(true)
        copy.normalize()
        const children = cashActions ? [] : [...copy.childNodes].filter((child) => !below(node, child)).map(describe)
        return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`
      }
      const below = (parent: Element, child: Node) => parent.matches('.home') && !(child instanceof Element && child.matches(homeFirst))
      const nav = document.querySelector('#root .navbar')
      // The listing only: a product's address opens its presentation over it once the app runs.
      const main = document.querySelector('#root main > .listing, #root main > .home')
      return nav && main ? describe(nav) + describe(main) : 'missing'
    },
    [skipCashActions, HOME_FIRST_SCREEN] as const
  )
}

/** The app draws the carousel's first product until it turns: the test stops it turning, so both show the same one. */
async function holdCarousel(page: Page): Promise<void> {
  await page.evaluateOnNewDocument((carouselMs) => {
    const setInterval = window.setInterval.bind(window)
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms === carouselMs ? 0 : setInterval(handler, ms, ...args)) as typeof window.setInterval
  }, CAROUSEL_INTERVAL_MS)
}

/**
 * docs/first-screen.md#the-listing-drawn-by-the-host: on a listing's address the host writes the categories' bar,
 * the title and the product cards into the page, so they show with the first paint. The app renders over them:
 * the same elements, kept (not drawn twice).
 */
describe('a listing or the home page drawn by the host, then by the app', () => {
  it('is, without any script, what the app draws for a visitor, listing by listing', async () => {
    for (const path of PATHS) {
      const { page: withoutScripts } = await openPage(shop.browser, MOBILE)
      await withoutScripts.setJavaScriptEnabled(false)
      await withoutScripts.goto(`${shop.host.url}${path}`, { waitUntil: 'load' })
      const drawn = await firstScreenTree(withoutScripts, true)
      expect(drawn, path).toContain(path === '/' ? 'best-sellers__slide' : 'product-card')
      if (path === '/objets') await screenshot(withoutScripts, 'listing-first-screen-no-script-390')
      await withoutScripts.close()

      const { page, errors } = await openPage(shop.browser, MOBILE)
      await holdCarousel(page)
      await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
      await page.waitForSelector(path === '/' ? '[data-testid="best-seller-slide"]' : '[data-testid="product-card"]')
      expect(await firstScreenTree(page, true), path).toBe(drawn)
      expect(errors).toEqual([])
      await page.close()
    }
  })

  it('keeps the host’s cards when the app renders: one grid, the same elements', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    // Marks the host's first card once the page is parsed, before the entry runs, and notes every element removed.
    await page.evaluateOnNewDocument(() => {
      const seen = window as unknown as { removed: string[] }
      seen.removed = []
      document.addEventListener('readystatechange', () => {
        const card = document.querySelector('.product-card')
        if (document.readyState !== 'interactive' || !card) return
        ;(card as Element & { drawnByHost?: boolean }).drawnByHost = true
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node instanceof Element) seen.removed.push(node.className)
        }).observe(document.getElementById('root') as Element, { childList: true, subtree: true })
      })
    })
    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="product-card"]')
    const first = await page.$eval('[data-testid="product-card"]', (card) => (card as Element & { drawnByHost?: boolean }).drawnByHost)
    expect(first).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual([])
    expect(await page.$$eval('.product-grid', (grids) => grids.length)).toBe(1)
    expect(await page.$$eval('.navbar', (bars) => bars.length)).toBe(1)
    expect(await page.$$eval('#root main', (mains) => mains.length)).toBe(1)
    const cards = await page.$$eval('.product-card', (all) => all.map((card) => card.getAttribute('data-product-id')))
    expect(new Set(cards).size).toBe(cards.length)
    // The kept button works: the app's handler is on it (a visitor is asked to log in first).
    await page.click('[data-testid="add-to-basket"]')
    await page.waitForSelector('[data-testid="login-panel-message"]')
    expect(errors).toEqual([])
    await page.close()
  })

  it('draws nothing of a listing on the other pages', async () => {
    for (const path of ['/', '/abonnements', '/contact']) {
      const html = await (await fetch(`${shop.host.url}${path}`)).text()
      expect(html, path).not.toContain('product-grid')
    }
  })
})

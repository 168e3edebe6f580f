import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema, type Product } from '../../src/core/contract/catalog.ts'
import { closeBrowserContexts, DESKTOP, MOBILE, openPage, screenshot, sharedBrowser, textOf } from '../support/browser.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

let host: WebHost
let browser: Browser
let gallery: Product

beforeAll(async () => {
  host = await startWebHost()
  browser = await sharedBrowser()
  const shop = shopVerResponseSchema.parse(await (await fetch(`${host.url}/api/shopVer`)).json())
  const candidate = shop.shopData?.products.find(
    (product) => product.category === 'vehicle' && product.images.length === 6 && product.characterLimit > 0 && (product.stocks ?? 0) > 1
  )
  if (!candidate) throw new Error('the demo catalogue has no vehicle with 6 images, a limit and a stock')
  gallery = candidate
})
afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  await host?.stop()
})

describe('the item presentation popup', () => {
  it('opens from a deep link with every detail, and closes back to the listing', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/vehicule/${gallery.id}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="item-presentation"] h2')
    expect(await textOf(page, '[data-testid="presentation-category"]')).toBe('véhicule')
    expect(await textOf(page, '#presentation-title')).toBe(gallery.label)
    expect(await textOf(page, '[data-testid="presentation-limit"]')).toBe(`${gallery.characterLimit} par personnage`)
    expect(await textOf(page, '[data-testid="presentation-stock"]')).toBe(`Stock : ${gallery.stocks} restants`)
    expect(await page.$$eval('[data-testid="presentation-thumbnail"]', (tiles) => tiles.length)).toBe(3)
    expect(await textOf(page, '[data-testid="presentation-more"]')).toBe('+3')
    expect(await page.$eval('body', (body) => body.classList.contains('is-scroll-locked'))).toBe(true)
    await screenshot(page, 'presentation-desktop', { fullPage: false })

    await page.keyboard.press('Escape')
    await page.waitForFunction(() => location.pathname === '/vehicules')
    expect(await page.$('[data-testid="item-presentation"]')).toBeNull()
    expect(await page.$eval('body', (body) => body.classList.contains('is-scroll-locked'))).toBe(false)

    await page.click(`[data-product-id="${gallery.id}"] [data-testid="product-card-link"]`)
    await page.waitForSelector('[data-testid="item-presentation"] h2')
    expect(await page.evaluate(() => location.pathname)).toBe(`/vehicule/${gallery.id}`)
    await page.click('[data-testid="presentation-close"]')
    await page.waitForFunction(() => location.pathname === '/vehicules')
    expect(errors).toEqual([])
    await page.close()
  })

  it('says "Une erreur est survenue" when the product does not come within 3 s', async () => {
    const { page } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/armes/999999`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(
      () => document.querySelector('[data-testid="presentation-status"]')?.textContent === 'Une erreur est survenue',
      { timeout: 6_000 }
    )
    await page.close()
  })

  it('a bad item id says "Une erreur est survenue" after 3 s instead of loading forever', async () => {
    const { page } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/objets/abc`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(
      () => document.querySelector('[data-testid="presentation-status"]')?.textContent === 'Une erreur est survenue',
      { timeout: 6_000 }
    )
    await page.close()
  })

  it('a sold-out or daily-only product reached by its address says why, with no dead button', async () => {
    for (const viewport of [DESKTOP, { width: 760, height: 900 }, MOBILE]) {
      const { page } = await openPage(browser, viewport)
      await page.goto(`${host.url}/objets/210`, { waitUntil: 'networkidle0' })
      await page.waitForSelector('[data-testid="basket-unavailable"]', { visible: true })
      expect(await textOf(page, '[data-testid="basket-unavailable"]')).toBe('Épuisé : ce produit n’est plus en stock.')
      expect(await page.$('[data-testid="presentation-add"]')).toBeNull()
      await screenshot(page, `presentation-sold-out-${viewport.width}`, { fullPage: false })

      await page.goto(`${host.url}/armes/404`, { waitUntil: 'networkidle0' })
      await page.waitForSelector('[data-testid="basket-unavailable"][data-reason="dailyShopOnly"]', { visible: true })
      expect(await textOf(page, '[data-testid="basket-unavailable"]')).toBe(
        'Offre du jour uniquement : ce produit ne s’achète que dans la boutique journalière.'
      )
      expect(await page.$('[data-testid="presentation-add"]')).toBeNull()
      expect(await page.$('[data-testid="item-presentation"] [data-testid="price"]')).toBeNull()
      await screenshot(page, `presentation-daily-only-${viewport.width}`, { fullPage: false })
      await page.close()
    }
  })

  it('is compact on mobile, with an image carousel', async () => {
    const { page } = await openPage(browser, MOBILE)
    await page.goto(`${host.url}/vehicule/${gallery.id}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="presentation-carousel"]', { visible: true })
    expect(await page.$('[data-testid="presentation-gallery"]').then((element) => element?.isVisible())).toBe(false)
    await screenshot(page, 'presentation-mobile', { fullPage: false })
    await page.close()
  })
})

describe('the image lightbox', () => {
  it('shows the index, wraps both ways, follows the keyboard, and gives the focus back', async () => {
    const { page } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/vehicule/${gallery.id}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="presentation-more"]')
    await page.click('[data-testid="presentation-more"]')
    await page.waitForSelector('[data-testid="lightbox"]')
    const index = () => textOf(page, '[data-testid="lightbox-index"]')
    expect(await index()).toBe('4 / 6')
    await page.click('[data-testid="lightbox-next"]')
    await page.click('[data-testid="lightbox-next"]')
    expect(await index()).toBe('6 / 6')
    await page.click('[data-testid="lightbox-next"]')
    expect(await index()).toBe('1 / 6')
    await page.click('[data-testid="lightbox-previous"]')
    expect(await index()).toBe('6 / 6')
    await page.keyboard.press('ArrowRight')
    expect(await index()).toBe('1 / 6')
    await page.keyboard.press('ArrowLeft')
    expect(await index()).toBe('6 / 6')
    const thumbnails = await page.$$('[data-testid="lightbox-thumbnail"]')
    await thumbnails[1]?.click()
    expect(await index()).toBe('2 / 6')
    await screenshot(page, 'lightbox-desktop', { fullPage: false })

    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="lightbox"]'))
    expect(await page.$('[data-testid="item-presentation"]')).not.toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('presentation-more')
    await page.close()
  })

  it('scrolls its thumbnail strip 400 px per step', async () => {
    const { page } = await openPage(browser, { width: 700, height: 900 })
    await page.goto(`${host.url}/vehicule/${gallery.id}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="presentation-thumbnail"]')
    await page.click('[data-testid="presentation-thumbnail"]')
    await page.waitForSelector('[data-testid="lightbox-strip"]')
    const scrollLeft = () => page.$eval('[data-testid="lightbox-strip"]', (strip) => strip.scrollLeft)
    const scrollable = await page.$eval('[data-testid="lightbox-strip"]', (strip) => strip.scrollWidth - strip.clientWidth)
    expect(scrollable).toBeGreaterThan(400)
    await page.click('[data-testid="lightbox-strip-forward"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="lightbox-strip"]')?.scrollLeft === 400, { timeout: 5_000 })
    expect(await scrollLeft()).toBe(400)
    await page.close()
  })
})

import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop({ env: { COMMUNITY_URL: 'https://discord.gg/boutique-demo' } })

const isHidden = (page: import('puppeteer-core').Page) =>
  page.$eval('[data-testid="header"]', (header) => header.classList.contains('header--hidden'))

describe('the shell', () => {
  it('hides the header on scroll down, shows it on scroll up, and offers back-to-top past 100 px', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="product-card"]')
    expect(await page.$('[data-testid="back-to-top"]')).toBeNull()
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.waitForSelector('[data-testid="back-to-top"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="header"]')?.classList.contains('header--hidden'))
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => !document.querySelector('[data-testid="header"]')?.classList.contains('header--hidden'))
    expect(await isHidden(page)).toBe(false)
    await page.click('[data-testid="back-to-top"]')
    await page.waitForFunction(() => window.scrollY === 0)
    await page.waitForFunction(() => !document.querySelector('[data-testid="back-to-top"]'))
    await page.close()
  })

  it('paints the header’s frame from index.html before the JS, and the app takes it over as it is', async () => {
    const html = await (await fetch(`${shop.host.url}/objets`)).text()
    const shell = /<div id="root">(.*?)<\/div>\s*<noscript>/s.exec(html)?.[1] ?? ''
    const { page } = await openPage(shop.browser, MOBILE)
    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="product-card"]')
    // The frame's elements, as the app renders them (its test ids aside), are the static ones.
    const rendered = await page.$eval('.header__bar', (bar) =>
      [bar.querySelector('.header__menu'), bar.querySelector('.header__brand')].map((element) => {
        const copy = element?.cloneNode(true) as Element
        copy.removeAttribute('data-testid')
        return copy.outerHTML
      })
    )
    for (const element of rendered) expect(shell).toContain(element)
    expect(await page.$$eval('#root > *', (nodes) => nodes.map((node) => node.className))).toEqual(['shell'])
    expect(await page.$$eval('.header__brand', (nodes) => nodes.length)).toBe(1)
    await page.close()
  })

  it('shows the menu button on mobile only', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    expect(await page.$eval('[data-testid="mobile-nav-open"]', (button) => getComputedStyle(button).display)).toBe('none')
    await page.close()
  })

  it('home: payment methods, the suggested product, intro blocks and the community link', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/?cancelled=true`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => location.search === '')
    expect(await page.$$eval('[data-testid="payment-methods"] img', (logos) => logos.map((logo) => logo.getAttribute('alt')))).toEqual([
      'Carte bancaire',
      'PayPal',
      'Apple Pay',
      'Bancontact',
      'Mastercard',
      'Visa'
    ])
    await page.waitForSelector('[data-testid="suggested-product"]')
    expect(await textOf(page, '#suggested-title')).toBe('CE PRODUIT POURRAIT VOUS INTÉRESSER')
    expect(await textOf(page, '[data-testid="suggested-see"]')).toBe('Voir la page du produit')
    expect(await page.$eval('[data-testid="community-link"]', (link) => link.getAttribute('href'))).toBe('https://discord.gg/boutique-demo')
    await page.click('[data-testid="suggested-see"]')
    await page.waitForSelector('[data-testid="item-presentation"] h2')
    await page.close()
  })

  it('the carousel dots jump to a product', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="carousel-dot"]')
    const first = await page.$eval('[data-testid="best-seller-slide"]', (slide) => slide.getAttribute('data-product-id'))
    const dots = await page.$$('[data-testid="carousel-dot"]')
    await dots[2]?.click()
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="best-seller-slide"]')?.getAttribute('data-product-id') !== before,
      {},
      first
    )
    expect(await page.$eval('[data-testid="carousel-dot"][aria-current="true"]', (dot) => dot.getAttribute('aria-label'))).toBe(
      'Afficher le produit 3'
    )
    await page.close()
  })

  it('a best seller opens the new presentation in place, and the carousel pauses meanwhile', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="best-sellers"][data-paused="false"]')
    await page.click('[data-testid="best-seller-slide"]')
    await page.waitForSelector('[data-testid="new-presentation"] h2')
    expect(await page.evaluate(() => location.pathname)).toBe('/')
    await page.waitForSelector('[data-testid="best-sellers"][data-paused="true"]')
    await screenshot(page, 'new-presentation-desktop', { fullPage: false })
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-testid="best-sellers"][data-paused="false"]')
    expect(await page.$('[data-testid="new-presentation"]')).toBeNull()
    await page.close()
  })

  it('on mobile, the menu drawer holds the navigation, the legal links and the checkout notice', async () => {
    const { page } = await openPage(shop.browser, MOBILE)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    expect(await page.$eval('.header .navbar', (nav) => getComputedStyle(nav).display)).toBe('none')
    await page.click('[data-testid="mobile-nav-open"]')
    await page.waitForSelector('[data-testid="mobile-nav"]')
    const text = await textOf(page, '[data-testid="mobile-nav"]')
    for (const entry of [
      'Accueil',
      'Abonnements',
      'Objets',
      'Packs',
      'Vehicules',
      'Armes',
      'Sélection de personnage',
      'Mentions légales'
    ]) {
      expect(text).toContain(entry)
    }
    expect(text).not.toContain('Historique')
    expect(await page.$('[data-testid="mobile-nav"] [data-testid="checkout-notice"]')).not.toBeNull()
    await screenshot(page, 'mobile-nav', { fullPage: false })
    await page.click('[data-testid="mobile-nav"] a[href="/armes"]')
    await page.waitForSelector('[data-testid="product-card"]')
    expect(await page.$('[data-testid="mobile-nav"]')).toBeNull()
    await page.close()
  })

  it('corrupt or old saved state falls back to the defaults, with no error on screen', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.evaluate(() => {
      localStorage.setItem('boutique:app', '{"version":6,"state":{"currency":"XXX"}')
      localStorage.setItem('boutique:shop', JSON.stringify({ version: 1, state: { shopData: 'ancien' } }))
    })
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="best-seller-slide"]')
    expect(await page.$eval('[data-testid="currency-select"]', (select) => (select as HTMLSelectElement).value)).toBe('EUR')
    expect(await page.$('[data-testid="error-page"]')).toBeNull()
    expect(errors).toEqual([])
    await page.select('[data-testid="currency-select"]', 'GBP')
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('boutique:app') ?? '{}'))
    expect(saved).toMatchObject({ version: 6, state: { currency: 'GBP' } })
    await page.close()
  })

  it('a broken product image shows the placeholder, silently', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (request.url().includes('/media/demo/')) void request.respond({ status: 404, body: '' })
      else void request.continue()
    })
    await page.goto(`${shop.host.url}/armes`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="product-card"] [data-testid="image-placeholder"]')
    expect(errors).toEqual([])
    await page.close()
  })
})

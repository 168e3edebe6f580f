import { describe, expect, it } from 'vitest'

import { seriousViolations, tabStops } from '../support/accessibility.ts'
import { DESKTOP, MOBILE, openPage } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

const SCREENS = [
  { name: 'home', path: '/', ready: '[data-testid="best-seller-slide"]' },
  { name: 'a category', path: '/armes', ready: '[data-testid="product-card"]' },
  { name: 'the item popup', path: '/vehicule/310', ready: '[data-testid="item-presentation"] h2' },
  { name: 'contact', path: '/contact', ready: 'main form' }
] as const

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE]
] as const)('accessibility (%s)', (_, viewport) => {
  it.each(SCREENS)('axe finds no serious or critical violation on $name', async ({ path, ready }) => {
    const { page } = await openPage(shop.browser, viewport)
    await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector(ready)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})

describe('keyboard', () => {
  it('reaches every control of the header, the navigation, the carousel and the categories', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="carousel-dot"]')
    const stops = await tabStops(page, 30)
    for (const testId of [
      'brand',
      'currency-select',
      'login-button',
      'nav-armes',
      'best-seller-slide',
      'carousel-dot',
      'category-tile-armes'
    ]) {
      expect(stops, testId).toContain(testId)
    }
    await page.close()
  })

  it('keeps the focus inside an open overlay', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    // The focus is inside the panel in the very task that shows it, so no key typed at once goes astray.
    const focusedWhenShown = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            const panel = document.querySelector('[data-testid="login-panel"]')
            if (!panel) return
            observer.disconnect()
            resolve(panel.contains(document.activeElement))
          })
          observer.observe(document.body, { childList: true, subtree: true })
          const button = document.querySelector<HTMLElement>('[data-testid="login-button"]')
          button?.focus()
          button?.click()
        })
    )
    expect(focusedWhenShown).toBe(true)
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="login-panel"]')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-button')
    await page.close()
  })
})

import { expect, it } from 'vitest'

import { REDIRECT_FAILURE_MS } from '../../src/stores/redirecting.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

it('/redirecting without a waiting package flags the failure after 2 s and goes home 2 s later', async () => {
  const { page } = await openPage(shop.browser, DESKTOP)
  const started = Date.now()
  await page.goto(`${shop.host.url}/redirecting?to=${encodeURIComponent('https://checkout.tebex.io/checkout/x')}`, {
    waitUntil: 'networkidle0'
  })
  expect(await textOf(page, '.redirecting__title')).toBe('Redirection en cours ...')
  await screenshot(page, 'redirecting-desktop')
  await page.waitForSelector('[data-testid="redirecting-failed"]', { timeout: 5_000 })
  await page.waitForFunction(() => location.pathname === '/', { timeout: 5_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_000)
  await page.close()
})

it('Annuler stops the redirection and goes home', async () => {
  const { page } = await openPage(shop.browser, DESKTOP)
  await page.goto(`${shop.host.url}/redirecting?to=javascript:alert(1)`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="redirecting-cancel"]')
  await page.waitForSelector('[data-testid="home-page"]')
  // A timer of the same length, set after the page's own: timers run in deadline order, so once it fired, the
  // page's failure timer had fired too, had Annuler not cleared it (and the render it asks for comes before a frame).
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), REDIRECT_FAILURE_MS)
  await page.evaluate(() => new Promise(requestAnimationFrame))
  expect(await page.$('[data-testid="redirecting-failed"]')).toBeNull()
  expect(await page.evaluate(() => location.pathname)).toBe('/')
  await page.close()
})

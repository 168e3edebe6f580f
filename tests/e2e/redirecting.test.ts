import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { DESKTOP, launchBrowser, openPage, screenshot, textOf } from '../support/browser.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

let host: WebHost
let browser: Browser

beforeAll(async () => {
  host = await startWebHost()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await host?.stop()
})

it('/redirecting without a waiting package flags the failure after 2 s and goes home 2 s later', async () => {
  const { page } = await openPage(browser, DESKTOP)
  const started = Date.now()
  await page.goto(`${host.url}/redirecting?to=${encodeURIComponent('https://checkout.tebex.io/checkout/x')}`, {
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
  const { page } = await openPage(browser, DESKTOP)
  await page.goto(`${host.url}/redirecting?to=javascript:alert(1)`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="redirecting-cancel"]')
  await page.waitForSelector('[data-testid="home-page"]')
  await new Promise((wait) => setTimeout(wait, 2_500))
  expect(await page.$('[data-testid="redirecting-failed"]')).toBeNull()
  expect(await page.evaluate(() => location.pathname)).toBe('/')
  await page.close()
})

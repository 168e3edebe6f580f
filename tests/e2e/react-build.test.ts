import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'puppeteer-core'

import { DESKTOP, launchBrowser, openPage, textOf } from '../support/browser.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

let host: WebHost
let browser: Browser

beforeAll(async () => {
  host = await startWebHost({ env: { STATIC_DIR: 'dist/web-react' } })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await host?.stop()
})

it('the --react build runs the same shop', async () => {
  const { page, errors } = await openPage(browser, DESKTOP)
  await page.goto(`${host.url}/`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="best-seller-slide"]')
  expect(await textOf(page, '.hero__title')).toBe('Boutique')
  await page.click('[data-testid="nav-armes"]')
  await page.waitForSelector('[data-testid="product-card"]')
  expect(await textOf(page, '[data-testid="page-title"]')).toBe('Armes')
  expect(errors).toEqual([])
})

import { setTimeout as delay } from 'node:timers/promises'

import type { HTTPRequest, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { adminMessages } from '../../src/core/messages/back-office-ui.ts'
import { errorMessages } from '../../src/core/messages/errors.ts'
import { CHUNK_TIMEOUT_MS } from '../../src/lib/lazy-component.tsx'
import { CHARACTERS_MAX_AGE_MS, RATES_REFRESH_MS, SHOP_VERSION_REFRESH_MS } from '../../src/stores/refresh-periods.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { waitForText } from '../support/e2e-checkout.ts'
import { logInFromHome, logInToBackOffice } from '../support/e2e-login.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { installPageClock, type PageClock } from '../support/page-clock.ts'
import { waitFor } from '../support/wait-for.ts'

// The page's timers on its own clock (support/page-clock.ts): each refresh shown at its period, not before.
const shop = useE2eShop({ staff: { Emma_Roux: 'staff' } })

/** Long enough for a request the page would make at once to show in the test's count. */
const QUIET_MS = 1_500

/** Counts the page's calls to `path`. */
function countCalls(page: Page, path: string): { count: () => number } {
  let calls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1
  })
  return { count: () => calls }
}

/** A page on its own clock, opened at `path` as a visitor. */
async function openWithClock(path: string): Promise<{ page: Page; clock: PageClock }> {
  const { page } = await openPage(shop.browser, DESKTOP)
  const clock = await installPageClock(page)
  await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
  return { page, clock }
}

/**
 * Moves the page's clock to just before the timer of period `periodMs` fires, checks nothing went out (and what
 * `stillBefore` checks on the page), then moves it past: what the timer does may be drawn at once after that.
 */
async function crossPeriod(
  clock: PageClock,
  periodMs: number,
  calls: { count: () => number },
  stillBefore: () => Promise<void> = async () => {}
): Promise<void> {
  const left = await clock.dueIn(periodMs)
  expect(left).toBeGreaterThan(0)
  expect(left).toBeLessThanOrEqual(periodMs)
  const before = calls.count()
  await clock.advance(left - 1_000)
  await delay(QUIET_MS)
  expect(calls.count(), 'a call before the period ended').toBe(before)
  await stillBefore()
  await clock.advance(1_000)
}

async function staffRenames(productId: number, label: string): Promise<void> {
  const { page: staff } = await openPage(shop.browser, DESKTOP)
  await logInToBackOffice(staff, shop.host.url, 'Emma_Roux')
  await staff.goto(`${shop.host.url}/admin/produits/${productId}`, { waitUntil: 'networkidle0' })
  await staff.waitForSelector('[data-testid="product-form"]')
  await staff.click('#label', { count: 3 })
  await staff.keyboard.press('Backspace')
  await staff.type('#label', label)
  await staff.click('[data-testid="save-product"]')
  await waitForText(staff, '[data-testid="product-message"]', adminMessages.saved)
  await staff.close()
}

describe("the page's timers (docs/client-state.md#refresh-timers)", () => {
  it('a change staff saves in the back-office replaces the open page’s listing at the next 30 s version check, without a reload', async () => {
    const { page, clock } = await openWithClock('/vehicules')
    const versionChecks = countCalls(page, '/api/shopVer')
    const card = await page.$eval('[data-testid="product-card"]', (element) => ({
      id: Number(element.getAttribute('data-product-id')),
      title: element.querySelector('.product-card__title')?.textContent ?? ''
    }))
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const label = `${card.title} repeinte`
    await staffRenames(card.id, label)

    await crossPeriod(clock, SHOP_VERSION_REFRESH_MS, versionChecks, async () => {
      expect(await textOf(page, `[data-product-id="${card.id}"] .product-card__title`)).toBe(card.title)
    })
    await waitForText(page, `[data-product-id="${card.id}"] .product-card__title`, label)
    expect(versionChecks.count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await screenshot(page, 'page-timers-shop-version', { fullPage: false })
    await page.close()
  })

  it('the exchange rates are asked again after 5 min, not before, and the converted prices follow', async () => {
    const realRates = (await (await fetch(`${shop.host.url}/api/getExchangeRate`)).json()) as {
      conversion_rates: Record<string, number>
    }
    const usd = realRates.conversion_rates.USD ?? 1
    const { page } = await openPage(shop.browser, DESKTOP)
    const clock = await installPageClock(page)
    let answered = 0
    await page.setRequestInterception(true)
    page.on('request', (request: HTTPRequest) => {
      if (new URL(request.url()).pathname !== '/api/getExchangeRate') return void request.continue()
      answered += 1
      const rates = { ...realRates, conversion_rates: { ...realRates.conversion_rates, USD: answered === 1 ? usd : usd * 2 } }
      void request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(rates) })
    })
    await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
    await page.select('[data-testid="currency-select"]', 'USD')
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="product-card"] [data-testid="price"]')?.textContent?.includes('$')
    )
    const first = await textOf(page, '[data-testid="product-card"] [data-testid="price"]')
    const rateCalls = { count: () => answered }
    expect(answered).toBe(1)

    await crossPeriod(clock, RATES_REFRESH_MS, rateCalls)
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="product-card"] [data-testid="price"]')?.textContent !== before,
      {},
      first
    )
    expect(answered).toBe(2)
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
    const after = await textOf(page, '[data-testid="product-card"] [data-testid="price"]')
    expect(amount(after) / amount(first)).toBeCloseTo(2, 1)
    await page.close()
  })

  it('the characters are asked again when their dialog opens once the list is 5 min old, not before', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    const clock = await installPageClock(page)
    const characterCalls = countCalls(page, '/api/getCharacters')
    await logInFromHome(page, shop.host.url, 'Lucas_Martin')
    const openDialog = async () => {
      await page.click('[data-testid="user-menu-button"]')
      await page.click('[data-testid="characters-button"]')
      await page.waitForSelector('[data-testid="character-choice"]')
      await delay(QUIET_MS)
      await page.click('[data-testid="character-dialog-close"]')
      await page.waitForFunction(() => !document.querySelector('[data-testid="character-dialog-close"]'))
    }
    await openDialog()
    const fetched = characterCalls.count()
    expect(fetched).toBeGreaterThan(0)
    // The list's age counts from its fetch: a few real seconds have passed since, well within the 60 s kept.
    await clock.advance(CHARACTERS_MAX_AGE_MS - 60_000)
    await openDialog()
    expect(characterCalls.count()).toBe(fetched)
    await clock.advance(60_000)
    await openDialog()
    expect(characterCalls.count()).toBe(fetched + 1)
    await page.close()
  })

  it('a page whose script never comes shows the French error after 120 s, not before, and « Réessayer » then draws it', async () => {
    const { page, clock } = await openWithClock('/')
    const stalled: HTTPRequest[] = []
    let holding = true
    await page.setRequestInterception(true)
    page.on('request', (request: HTTPRequest) => {
      const held = holding && ['script', 'stylesheet'].includes(request.resourceType())
      if (held) stalled.push(request)
      else void request.continue()
    })
    await page.waitForSelector('footer a[href="/contact"]')
    await page.click('footer a[href="/contact"]')
    await page.waitForSelector('.page-loading[aria-busy="true"]')
    // The placeholder can be drawn before the chunk's request reaches this test (another DevTools event): wait for it.
    await waitFor(() => stalled.length > 0, 'the page’s script or style sheet held back')

    await clock.advance(CHUNK_TIMEOUT_MS - 1_000)
    await delay(QUIET_MS)
    expect(await page.$('[data-testid="chunk-error"]')).toBeNull()
    await clock.advance(1_000)
    await waitForText(page, '[data-testid="chunk-error"]', errorMessages.chunkFailed)
    expect(await textOf(page, '[data-testid="chunk-error"] button')).toBe(errorMessages.retry)
    await screenshot(page, 'page-timers-chunk-error', { fullPage: false })

    holding = false
    for (const request of stalled) void request.continue()
    await page.click('[data-testid="chunk-error"] button')
    await page.waitForSelector('[data-testid="contact-form"]')
    expect(await page.$('[data-testid="chunk-error"]')).toBeNull()
    await page.close()
  })
})

import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { checkoutPopupReady, confirmOrder, orderUnionsPack } from '../support/e2e-checkout.ts'
import { logInAtAnyWidth } from '../support/e2e-login.ts'

// docs/cash-checkout.md#the-cash-basket: an unpaid cash order never vanishes; a basket older than 1 h is reset on load.

const shop = useE2eShop()

const TABLET = { width: 760, height: 900 }
const WIDTHS = [
  ['1280', DESKTOP],
  ['760', TABLET],
  ['390', MOBILE]
] as const

const popupLine = '[data-testid="checkout-popup"] [data-testid="checkout-line-name"]'

/**
 * Ages the stored basket as if it had been made `ms` earlier (the bundle's 1 h rule reads createdAt), from a
 * same-origin page without the shop on it (the open shop would write its own state back).
 */
async function ageBasket(page: Page, ms: number) {
  await page.goto(`${shop.host.url}/api/config`)
  await page.evaluate((ms) => {
    const stored = JSON.parse(localStorage.getItem('boutique:app') ?? '{}') as { state?: { cashBasket?: { createdAt: number } } }
    if (stored.state?.cashBasket) stored.state.cashBasket.createdAt -= ms
    localStorage.setItem('boutique:app', JSON.stringify(stored))
  }, ms)
}

const storedBasket = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('boutique:app') ?? '{}') as { state?: { cashBasket?: unknown } }).state?.cashBasket ?? null
  )

describe.each(WIDTHS)('an unpaid cash order comes back (%s px)', (label, viewport) => {
  it('reopens the confirmation popup after a reload, and resets a basket older than 1 h on load', async () => {
    const { page, errors } = await openPage(shop.browser, viewport)
    await logInAtAnyWidth(page, shop.host.url, 'Emma_Roux')
    await orderUnionsPack(page, shop.host.url)
    expect(await textOf(page, popupLine)).toBe('500 Unions')

    await page.reload({ waitUntil: 'networkidle0' })
    await checkoutPopupReady(page)
    expect(await textOf(page, popupLine)).toBe('500 Unions')
    await screenshot(page, `pending-order-after-reload-${label}`, { fullPage: false })

    // A later visit, 59 minutes on: still there.
    await ageBasket(page, 59 * 60_000)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await checkoutPopupReady(page)

    // Two hours on: reset on load, no popup.
    await ageBasket(page, 61 * 60_000)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="user-menu-button"]')
    // The checkout's own chunk applies the 1 h rule once it has loaded, after the header: under load, a moment later.
    await page.waitForFunction(
      () => !(JSON.parse(localStorage.getItem('boutique:app') ?? '{}') as { state?: { cashBasket?: unknown } }).state?.cashBasket
    )
    expect(await page.$('[data-testid="checkout-popup"]')).toBeNull()
    expect(await storedBasket(page)).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('closing the embedded checkout without paying (1280×900)', () => {
  it('brings the confirmation popup back', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logInAtAnyWidth(page, shop.host.url, 'Emma_Roux')
    await orderUnionsPack(page, shop.host.url)
    await confirmOrder(page)
    const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
    // The stand-in's script listens once its buttons are enabled; the shop's part shows once the checkout is ready.
    await frame.waitForSelector('[data-testid="sandbox-close"]:not([disabled])')
    await page.waitForSelector('[data-testid="embedded-checkout"]')
    await frame.click('[data-testid="sandbox-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="embedded-checkout"]'))
    await checkoutPopupReady(page)
    expect(await textOf(page, popupLine)).toBe('500 Unions')
    await screenshot(page, 'pending-order-after-closed-checkout-1280', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  })
})

import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import {
  clickClosingWindow,
  checkoutPopupReady,
  confirmInNewWindow,
  confirmOrder,
  orderUnionsPack,
  payInCheckout,
  productCard,
  UNIONS_500,
  waitForText
} from '../support/e2e-checkout.ts'
import { logInAtAnyWidth } from '../support/e2e-login.ts'
import { waitFor } from '../support/wait-for.ts'

// docs/cash-checkout.md#embedded-checkout and #after-payment: before, during and after a payment at the three widths,
// nothing covers « Paiement réussi ! »; 'Suppression...' shows 2 s (docs/cash-checkout.md#confirmation-popup).

const shop = useE2eShop()

/** 760 px wide is a phone for Tebex.js too (research/tebex.md §4.3: at most 800 × 760 px): a new window. */
const TABLET = { width: 760, height: 900 }
const NEW_WINDOW_WIDTHS = [
  ['760', TABLET],
  ['390', MOBILE]
] as const

/** The checkout in its own window, and the shop saying so. */
async function checkoutInNewWindow(page: Page, viewport: typeof TABLET | typeof MOBILE): Promise<Page> {
  const checkout = await confirmInNewWindow(shop.browser, page, viewport)
  await page.waitForSelector('[data-testid="checkout-new-window"]')
  return checkout
}

/** What covers the element's centre, or whether it lies outside the viewport; '' when it is seen whole. */
function coveredBy(selector: string): string {
  const element = document.querySelector(selector)
  if (!element) return 'missing'
  const box = element.getBoundingClientRect()
  if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return 'outside the viewport'
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  if (hit && element.contains(hit)) return ''
  return hit ? `${hit.tagName}.${hit.className}` : 'nothing'
}

/** « Paiement réussi ! » is on screen, whole: its title, its status and its 'Fermer', none covered (once the checkout's own fade is over). */
async function expectSuccessSeen(page: Page) {
  await waitForText(page, '[data-testid="transaction-popup"]', 'Paiement réussi !')
  await page.waitForFunction(() => !document.querySelector('[data-testid="checkout-new-window"]'), { timeout: 10_000 })
  expect(await page.$('[data-testid="embedded-checkout"]')).toBeNull()
  for (const part of ['#transaction-title', '[data-testid="transaction-status"]', '[data-testid="transaction-close"]']) {
    await waitFor(async () => (await page.evaluate(coveredBy, part)) === '', `${part} seen whole`).catch(() => undefined)
    expect(await page.evaluate(coveredBy, part), part).toBe('')
  }
}

describe.each(NEW_WINDOW_WIDTHS)('paying in the new window (%s px)', (label, viewport) => {
  it('the new-window notice goes with the payment, « Paiement réussi ! » is seen whole; a closed window brings the order back', async () => {
    const { page, errors } = await openPage(shop.browser, viewport)
    await logInAtAnyWidth(page, shop.host.url, 'Emma_Roux')
    await orderUnionsPack(page, shop.host.url)
    await screenshot(page, `checkout-before-${label}`, { fullPage: false })

    // Closed without paying: the notice goes and the pending order's popup comes back.
    let checkout = await checkoutInNewWindow(page, viewport)
    await screenshot(page, `checkout-during-${label}-shop`, { fullPage: false })
    await screenshot(checkout, `checkout-during-${label}-window`, { fullPage: false })
    await clickClosingWindow(checkout, '[data-testid="sandbox-close"]')
    await checkoutPopupReady(page)
    expect(await page.$('[data-testid="checkout-new-window"]')).toBeNull()
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('500 Unions')
    await screenshot(page, `checkout-pending-after-close-${label}`, { fullPage: false })

    checkout = await checkoutInNewWindow(page, viewport)
    await clickClosingWindow(checkout, '[data-testid="sandbox-pay"]')
    await expectSuccessSeen(page)
    await screenshot(page, `checkout-after-${label}`, { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})

describe('the framed checkout and the remove loader (1280×900)', () => {
  it('« Suppression... » shows 2 s; the paid lightbox leaves « Paiement réussi ! » whole', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logInAtAnyWidth(page, shop.host.url, 'Lucas_Martin')
    await orderUnionsPack(page, shop.host.url)
    await screenshot(page, 'checkout-before-1280', { fullPage: false })

    // The loader's time, read on the page: from the first frame showing 'Suppression...' to the popup gone.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {}
      Object.assign(window, { removeLoaderTimes: times })
      new MutationObserver(() => {
        const loader = document.querySelector('[data-testid="checkout-loading"]')
        if (times.shown === undefined && loader?.textContent?.includes('Suppression...')) times.shown = performance.now()
        if (times.shown !== undefined && !document.querySelector('[data-testid="checkout-popup"]')) times.hidden ??= performance.now()
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page.click('[data-testid="checkout-cancel"]')
    await waitForText(page, '[data-testid="checkout-question"]', 'Voulez-vous vraiment annuler cette commande ?')
    await page.click('[data-testid="checkout-yes"]')
    await waitForText(page, '[data-testid="checkout-loading"]', 'Suppression...')
    // Under the loader the order stays as it was, not an empty basket at 0,00 €.
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('500 Unions')
    await screenshot(page, 'checkout-removing-1280', { fullPage: false })
    await page.waitForFunction(() => (window as unknown as { removeLoaderTimes: { hidden?: number } }).removeLoaderTimes.hidden)
    const times = await page.evaluate(
      () => (window as unknown as { removeLoaderTimes: { shown: number; hidden: number } }).removeLoaderTimes
    )
    // At least 2 s (less a frame: the first one is seen after the timer starts); no upper bound on a loaded machine.
    expect(times.hidden - times.shown).toBeGreaterThanOrEqual(1_950)

    // The same product again, paid in Tebex.js's lightbox.
    await page.$eval(`${productCard(UNIONS_500)} [data-testid="add-to-basket"]`, (button) => (button as HTMLElement).click())
    await checkoutPopupReady(page)
    await confirmOrder(page)
    const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
    await frame.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
    // Once the shop's own loader is gone (300 ms after the frame answered) and the lightbox's fade-in is over.
    await page.waitForSelector('[data-testid="embedded-checkout"]')
    await waitFor(
      async () =>
        (await frame.evaluate(() => document.querySelector('[data-testid="sandbox-pay"]')?.getBoundingClientRect().width ?? 0)) > 0,
      'the checkout drawn'
    )
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="checkout-loading"]') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
    )
    await screenshot(page, 'checkout-during-1280', { fullPage: false })
    await payInCheckout(page)
    await expectSuccessSeen(page)
    await screenshot(page, 'checkout-after-1280', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})

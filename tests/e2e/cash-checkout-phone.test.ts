import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatUnions } from '../../src/core/domain/money.ts'
import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { cashCheckoutPages } from '../support/cash-checkout-pages.ts'
import {
  checkoutPopupReady,
  clickClosingWindow,
  confirmInNewWindow,
  confirmOrder,
  productCard,
  UNIONS_500,
  UNIONS_1000,
  waitForText
} from '../support/e2e-checkout.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { staticDir } from '../support/shop-build.ts'
import { REPO_ROOT } from '../support/web-host.ts'

// The cash checkout on a phone, the initial bundle without Tebex.js, and a refund that leaves a debt; the desktop
// payments, gifts and coupons are cash-checkout.test.ts (two files that run side by side).
const shop = useE2eShop()
const { logIn, orderFromListing, checkoutFrame, apiAs } = cashCheckoutPages(shop)

describe('cash checkout at 390×844', () => {
  it('shows the confirmation popup, the gift popup and the embedded checkout', async () => {
    const { page, errors } = await openPage(shop.browser, MOBILE)
    await logIn(page, 'Emma_Roux', MOBILE)
    await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
    await page.click(`${productCard(UNIONS_1000)} [data-testid="gift-button"]`)
    await page.waitForSelector('[data-testid="gift-popup"]')
    await page.type('[data-testid="gift-username-input"]', 'Lucas_Martin')
    await page.click('[data-testid="gift-find"]')
    await page.waitForSelector('[data-testid="gift-found"]')
    await screenshot(page, 'cash-checkout-gift-mobile', { fullPage: false })
    await page.click('[data-testid="gift-cancel"]')

    await orderFromListing(page, '/tokens', UNIONS_1000)
    await screenshot(page, 'cash-checkout-confirmation-mobile', { fullPage: false })
    // Tebex.js counts a 390 px screen as a phone: its checkout opens in a window of its own.
    const checkout = await confirmInNewWindow(shop.browser, page, MOBILE)
    await page.waitForSelector('[data-testid="embedded-checkout"]')
    // The shop says where the checkout went, and that a declined payment was declined.
    expect(await textOf(page, '[data-testid="checkout-new-window"] p')).toBe(
      'Le paiement sécurisé s’est ouvert dans une nouvelle fenêtre. Terminez-le là-bas, puis revenez sur cette page.'
    )
    await screenshot(checkout, 'cash-checkout-embedded-mobile', { fullPage: false })
    await screenshot(page, 'cash-checkout-embedded-mobile-shop', { fullPage: false })
    await checkout.click('[data-testid="sandbox-decline"]')
    await waitForText(page, '[data-testid="payment-declined"]', 'Votre paiement a été refusé.')
    await clickClosingWindow(checkout, '[data-testid="sandbox-close"]')
    await screenshot(page, 'cash-checkout-declined-mobile', { fullPage: false })
    expect(await page.$('[data-testid="payment-declined"]')).not.toBeNull()
    await page.click('[data-testid="embedded-checkout-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="embedded-checkout"]'))

    // The checkout closed unpaid: the pending order's popup comes back by itself ...
    await checkoutPopupReady(page)
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('1’000 Unions')
    // ... and another package asked for shows the pending order first.
    await page.$eval(`${productCard(UNIONS_500)} [data-testid="add-to-basket"]`, (button) => (button as HTMLElement).click())
    await page.waitForSelector('[data-testid="checkout-pending-order"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="checkout-loading"]'))
    expect(await textOf(page, '[data-testid="checkout-pending-order"]')).toContain('« 500 Unions »')
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('1’000 Unions')
    await screenshot(page, 'cash-checkout-pending-order-mobile', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})

describe('the initial bundle', () => {
  it('does not hold Tebex.js: index.html’s script and its static imports never name the checkout component', async () => {
    const web = join(REPO_ROOT, staticDir())
    const html = await readFile(join(web, 'index.html'), 'utf8')
    const entry = /<script type="module" src="\/([^"]+)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const initial = new Map<string, string>()
    const visit = async (path: string) => {
      if (initial.has(path)) return
      const code = await readFile(join(web, path), 'utf8')
      initial.set(path, code)
      // esbuild's static imports: `import{a}from"/assets/chunk-X.js"` or `import"/assets/chunk-X.js"`; import("…") is not one.
      for (const [, file] of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["']\/(assets\/[^"']+\.js)["']/g)) {
        await visit(file ?? '')
      }
    }
    await visit(entry ?? '')
    expect(initial.size).toBeGreaterThan(1)
    for (const [path, code] of initial) expect(code.includes('tebex-js-checkout-component'), path).toBe(false)

    const chunks = await Promise.all(
      (await readdir(join(web, 'assets')))
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ file, code: await readFile(join(web, 'assets', file), 'utf8') }))
    )
    const tebex = chunks.filter(({ code }) => code.includes('tebex-js-checkout-component'))
    expect(tebex).toHaveLength(1)
    expect(initial.has(join('assets', tebex[0]?.file ?? ''))).toBe(false)
  })

  // Last: it leaves Emma in debt.
  it('a refund after spending leaves a debt: the header shows it and the basket says why nothing can be bought', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logIn(page, 'Emma_Roux')
    // Whatever earlier tests gave her (a gifted Grade's month), she can afford the Faggio once the pack is paid.
    const emma = await apiAs('Emma_Roux')
    const start = (await emma.whoAmI()).shopTokens
    expect(start + 1_000).toBeGreaterThanOrEqual(2_500)
    await orderFromListing(page, '/tokens', UNIONS_1000)
    await confirmOrder(page)
    const frame = await checkoutFrame(page)
    await frame.click('[data-testid="sandbox-pay"]')
    await waitForText(page, '[data-testid="transaction-popup"]', 'Paiement réussi !')
    await expect.poll(async () => (await emma.whoAmI()).shopTokens).toBe(start + 1_000)

    // Spend part of it (a Pegassi Faggio, 2'500), then the store provider refunds the 1'000 pack.
    const spent = await emma.buy({
      characterDbId: (await emma.characters())[0]?.id,
      products: { '301': { amount: 1, isFromDailyShop: false } }
    })
    expect(spent.status).toBe(200)
    const payments = (await (await fetch(`${shop.host.url}/sandbox/tebex/payments`)).json()) as { transaction_id: string }[]
    const refund = await fetch(`${shop.host.url}/sandbox/tebex/payments/${payments[0]?.transaction_id}/refund`, { method: 'POST' })
    expect(refund.status).toBe(200)
    // The whole 1'000 is taken back: what was spent of it is owed.
    const owed = 2_500 - start
    expect(owed).toBeGreaterThan(0)
    expect((await emma.whoAmI()).shopTokens).toBe(-owed)

    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    await waitForText(page, '[data-testid="unions-balance"]', formatUnions(-owed))
    expect((await textOf(page, '[data-testid="debt-badge"]')).trim()).toBe('Dette')
    await page.click(`${productCard(203)} [data-testid="add-to-basket"]`)
    await page.click('[data-testid="basket-button"]')
    await page.waitForSelector('[data-testid="purchase-debt"]')
    expect(await textOf(page, '[data-testid="purchase-debt"]')).toBe(
      `Vous avez une dette de ${formatUnions(owed)} Unions : un paiement remboursé ou contesté a été repris. ` +
        'Vos prochains crédits la rembourseront d’abord ; d’ici là, vous ne pouvez pas dépenser d’Unions.'
    )
    expect(await page.$eval('[data-testid="buy-button"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await screenshot(page, 'debt-after-refund-desktop', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})

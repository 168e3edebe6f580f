import type { Frame, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { exchangeRateResponseSchema } from '../../src/core/contract/exchange-rate.ts'
import { formatCash } from '../../src/core/domain/money.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { cashCheckoutPages } from '../support/cash-checkout-pages.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import {
  checkoutPopupReady,
  confirmOrder,
  GRADE_VIP,
  passProviderLogin,
  productCard,
  successPopupUncovered,
  UNIONS_500,
  UNIONS_1000,
  waitForText
} from '../support/e2e-checkout.ts'

// Desktop payments, gifts and coupons; the phone, the initial bundle and a refund's debt are cash-checkout-phone.test.ts.
const shop = useE2eShop()
const { logIn, orderFromListing, checkoutFrame, apiAs } = cashCheckoutPages(shop)

/** Demo catalogue: 'Grade VIP' is Tebex package 6000001. */
const GRADE_VIP_PACKAGE = 6000001

const frameText = (frame: Frame, selector: string) => frame.$eval(selector, (element) => element.textContent ?? '')

const balanceOf = async (page: Page) => Number((await textOf(page, '[data-testid="unions-balance"]')).replace(/\D/g, ''))

/** The Grade VIP payment's detail in the history popup, opened from the user menu: gift label and value, status, amount. */
async function giftDetail(page: Page) {
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="history-button"]')
  const row = `[data-testid="history-row"][data-package-id="${GRADE_VIP_PACKAGE}"]`
  await page.waitForSelector(row)
  await page.click(row)
  await page.waitForSelector('[data-testid="history-detail"]')
  return {
    gift: await page.$eval('[data-testid="history-detail-gift"]', (value) => [
      value.previousElementSibling?.textContent,
      value.textContent
    ]),
    status: await textOf(page, '[data-testid="history-detail-status"]'),
    amount: await textOf(page, '[data-testid="history-detail-amount"]')
  }
}

describe('cash checkout through the store provider (1280×900)', () => {
  it('buys a Unions pack with a creator code and a coupon; the balance rises once, even when the webhook comes twice', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logIn(page, 'Lucas_Martin')
    const before = await balanceOf(page)

    await orderFromListing(page, '/tokens', UNIONS_1000)
    expect(new URL(page.url()).search).toBe('')
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('1’000 Unions')
    expect(await textOf(page, '[data-testid="checkout-total"]')).toBe('9,99\u00a0€')

    await page.type('[data-testid="creator-code-input"]', 'UNITYRP')
    await page.keyboard.press('Enter')
    await waitForText(page, '[data-testid="creator-code-status"]', 'Code créateur valide')
    await page.type('[data-testid="discount-code-input"]', 'BIENVENUE10')
    await page.click('[data-testid="discount-code-apply"]')
    await waitForText(page, '[data-testid="discount-code-result"]', 'Confirmé')
    expect(await page.$eval('#discount-code-status', (status) => status.textContent)).toBe('Confirmé')
    expect(await page.$eval('[data-testid="discount-code-input"]', (input) => input.getAttribute('title'))).toBe('Code validé')
    await waitForText(page, '[data-testid="checkout-total"]', '8,99')
    await screenshot(page, 'cash-checkout-confirmation-desktop', { fullPage: false })

    await confirmOrder(page)
    const frame = await checkoutFrame(page)
    expect(await frameText(frame, '[data-testid="sandbox-creator-code"]')).toBe('UNITYRP')
    expect(await frameText(frame, '[data-testid="sandbox-coupon"]')).toContain('BIENVENUE10')
    expect(await frameText(frame, '[data-testid="sandbox-total"]')).toContain('8,99')
    await screenshot(page, 'cash-checkout-embedded-desktop', { fullPage: false })

    await frame.click('[data-testid="sandbox-pay"]')
    await waitForText(page, '[data-testid="transaction-popup"]', 'Paiement réussi !')
    // The paid checkout closes by itself: « Paiement réussi ! » is seen, not hidden under it.
    await page.waitForFunction(() => !document.querySelector('[data-testid="embedded-checkout"]'))
    await successPopupUncovered(page)
    expect(await textOf(page, '[data-testid="transaction-total"]')).toBe('8,99\u00a0€')
    await screenshot(page, 'cash-checkout-transaction-desktop', { fullPage: false })
    await page.click('[data-testid="transaction-close"]')
    await waitForText(page, '[data-testid="transaction-recap-status"]', 'Validation du paiement en cours')

    // The webhook credits; the header and recap show it once the payment appears in the history (polled
    // every 2 s). Well before the 30 s after which the bundle used to read the identity again.
    await page.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="unions-balance"]')?.textContent?.replace(/\D/g, '')) === expected,
      { timeout: 30_000 },
      before + 1000
    )
    await waitForText(page, '[data-testid="transaction-recap-status"]', 'Achat crédité')
    await screenshot(page, 'cash-checkout-recap-desktop', { fullPage: false })

    const resent = await fetch(`${shop.host.url}/sandbox/tebex/webhooks/resend-last`, { method: 'POST' })
    expect(resent.status).toBe(200)
    const lucas = await apiAs('Lucas_Martin')
    expect((await lucas.whoAmI()).shopTokens).toBe(before + 1000)
    expect((await lucas.transactions()).tebex).toHaveLength(1)
    await page.reload({ waitUntil: 'networkidle0' })
    expect(await balanceOf(page)).toBe(before + 1000)
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('gifts a Grade to another player found by name, after linking Discord: the Grade and its month’s Unions are theirs, each side reads the gift in French in its history', async () => {
    const emmaBefore = (await (await apiAs('Emma_Roux')).whoAmI()).shopTokens
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logIn(page, 'Lucas_Martin')
    await page.goto(`${shop.host.url}/abonnements`, { waitUntil: 'networkidle0' })
    expect(await textOf(page, `${productCard(GRADE_VIP)} [data-testid="subscribe-button"]`)).toBe('Souscrire')
    const tierButtons = await page.$$eval('[data-testid="tier-table"] [data-testid="tier-subscribe"]', (buttons) =>
      buttons.map((button) => button.textContent)
    )
    expect(tierButtons).toEqual(Array(5).fill('Souscrire'))
    await screenshot(page, 'cash-checkout-subscriptions-desktop')
    await page.click(`${productCard(GRADE_VIP)} [data-testid="gift-button"]`)

    // A Grade needs a linked Discord: the stand-in's authorize page, then back to the same request.
    await page.waitForSelector('[data-testid="discord-sandbox"]', { timeout: 30_000 })
    await page.click('[data-testid="discord-sandbox-user-lucas.martin"]')
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="discord-sandbox-allow"]')])
    await page.waitForSelector('[data-testid="gift-popup"]', { timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/abonnements')

    await page.type('[data-testid="gift-username-input"]', 'Emm')
    await page.click('[data-testid="gift-find"]')
    await waitForText(page, '[data-testid="gift-error"]', 'Le pseudo est trop court')
    await page.click('[data-testid="gift-clear"]')
    await page.type('[data-testid="gift-username-input"]', 'lucas_martin')
    await page.click('[data-testid="gift-find"]')
    expect(await page.$('[data-testid="gift-found"]')).toBeNull()
    expect(await textOf(page, '[data-testid="gift-error"]')).toBe('')
    await page.click('[data-testid="gift-clear"]')
    await page.type('[data-testid="gift-username-input"]', 'Personne_Inconnue')
    await page.click('[data-testid="gift-find"]')
    await waitForText(page, '[data-testid="gift-error"]', 'Aucun joueur ne porte ce pseudo')
    await page.click('[data-testid="gift-clear"]')
    await page.type('[data-testid="gift-username-input"]', 'emma_roux')
    await page.click('[data-testid="gift-find"]')
    await page.waitForSelector('[data-testid="gift-found"]')
    await waitForText(page, '[data-testid="gift-continue"]', 'Offrir à Emma_Roux')
    await screenshot(page, 'cash-checkout-gift-desktop', { fullPage: false })
    await page.click('[data-testid="gift-continue"]')

    await passProviderLogin(page, '/abonnements')
    await page.waitForSelector('[data-testid="checkout-popup"] [data-testid="checkout-line"]')
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('Grade VIP')
    expect(await textOf(page, '[data-testid="checkout-line-gift"]')).toBe('Offert à Emma_Roux')
    await confirmOrder(page)
    const frame = await checkoutFrame(page)
    expect(await frameText(frame, '[data-testid="tebex-sandbox-checkout"]')).toContain('Offert à Emma_Roux')
    await frame.click('[data-testid="sandbox-pay"]')
    await waitForText(page, '[data-testid="transaction-popup"]', 'Cadeau pour Emma_Roux')

    const emma = await apiAs('Emma_Roux')
    // A Grade is a monthly subscription: its first month's 800 Unions go to the recipient.
    expect(await emma.whoAmI()).toMatchObject({ rank: 'vip', shopTokens: emmaBefore + 800 })
    const received = (await emma.transactions()).tebex
    expect(received).toHaveLength(1)
    expect(received[0]?.package.id).toBe(GRADE_VIP_PACKAGE)
    expect((await (await apiAs('Lucas_Martin')).whoAmI()).rank).toBe('joueur')

    // Each side of the gift reads it in French in the history detail.
    await page.waitForFunction(() => !document.querySelector('[data-testid="embedded-checkout"]'))
    await successPopupUncovered(page)
    await page.click('[data-testid="transaction-close"]')
    expect(await giftDetail(page)).toEqual({ gift: ['Offert à', 'Emma_Roux'], status: 'Payé', amount: '9,99\u00a0€' })
    await screenshot(page, 'cash-checkout-gift-history-payer-desktop', { fullPage: false })
    const { page: emmaPage, errors: emmaErrors } = await openPage(shop.browser, DESKTOP)
    await logIn(emmaPage, 'Emma_Roux')
    expect(await giftDetail(emmaPage)).toEqual({ gift: ['Offert par', 'Lucas_Martin'], status: 'Payé', amount: '9,99\u00a0€' })
    await screenshot(emmaPage, 'cash-checkout-gift-history-receiver-desktop', { fullPage: false })
    expect(emmaErrors).toEqual([])
    await emmaPage.close()
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('blocks the coupon after 5 wrong codes with the Limite atteinte countdown; cancelled=true asks to cancel', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logIn(page, 'Emma_Roux')
    await orderFromListing(page, '/tokens', UNIONS_500)
    expect(await textOf(page, '[data-testid="checkout-total"]')).toBe('4,99\u00a0€')
    const { conversion_rates: rates } = exchangeRateResponseSchema.parse(await (await fetch(`${shop.host.url}/api/getExchangeRate`)).json())
    await page.select('[data-testid="currency-select"]', 'USD')
    await waitForText(page, '[data-testid="checkout-total"]', '$US')
    expect(await textOf(page, '[data-testid="checkout-total"]')).toBe(formatCash(499, 'USD', rates.USD ?? Number.NaN))
    expect(await textOf(page, '[data-testid="checkout-currency-note"]')).toBe('Débité 4,99\u00a0€, montant converti indicatif')

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.click('[data-testid="discount-code-input"]', { clickCount: 3 })
      await page.type('[data-testid="discount-code-input"]', `FAUX${attempt}`)
      // Each attempt's own answer: the previous 'Code incorrect' is still on screen while this one is asked.
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/coupons')),
        page.click('[data-testid="discount-code-apply"]')
      ])
      if (attempt < 5) {
        await waitForText(page, '[data-testid="discount-code-result"]', 'Code incorrect')
        // One answer, not 'Code incorrect · Code de réduction invalide'.
        expect(await page.$eval('#discount-code-status', (status) => status.textContent)).toBe('Code incorrect')
        expect(await page.$eval('[data-testid="discount-code-input"]', (input) => input.getAttribute('title'))).toBe(
          'Code de réduction invalide'
        )
        expect(await page.$eval('[data-testid="checkout-confirm"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
      }
    }
    await page.waitForSelector('[data-testid="discount-code-limit"]')
    expect(await textOf(page, '[data-testid="discount-code-limit"]')).toMatch(/^Limite atteinte \([45]:\d\d\)$/)
    expect(await page.$('[data-testid="discount-code-apply"]')).toBeNull()
    await screenshot(page, 'cash-checkout-limit-desktop', { fullPage: false })
    // The blocked code is taken out of the field, and the order can be confirmed without it.
    expect(await page.$eval('[data-testid="checkout-confirm"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await page.click('[data-testid="discount-code-clear"]')
    await page.waitForSelector('[data-testid="checkout-confirm"]:not([disabled])')
    expect(await page.$eval('[data-testid="discount-code-input"]', (input) => (input as HTMLInputElement).value)).toBe('')
    await screenshot(page, 'cash-checkout-limit-cleared-desktop', { fullPage: false })

    // The provider's cancel address brings the player back with cancelled=true.
    await page.goto(`${shop.host.url}/tokens?cancelled=true`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="checkout-question"][data-question="cancel"]')
    expect(await textOf(page, '[data-testid="checkout-question"]')).toContain('Voulez-vous vraiment annuler cette commande ?')
    expect(new URL(page.url()).search).toBe('')
    await screenshot(page, 'cash-checkout-cancel-question-desktop', { fullPage: false })
    await page.click('[data-testid="checkout-no"]')
    expect(await page.$('[data-testid="checkout-question"]')).toBeNull()

    // Left unpaid, the order is named when another package is asked for; dropping it goes on with that one.
    // The page opens its popup by itself on load.
    await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
    await checkoutPopupReady(page)
    await page.$eval(`${productCard(UNIONS_1000)} [data-testid="add-to-basket"]`, (button) => (button as HTMLElement).click())
    await page.waitForSelector('[data-testid="checkout-pending-order"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="checkout-loading"]'))
    expect(await textOf(page, '[data-testid="checkout-pending-order"]')).toContain('« 1’000 Unions »')
    expect(await textOf(page, '[data-testid="checkout-line-name"]')).toBe('500 Unions')
    await screenshot(page, 'cash-checkout-pending-order-desktop', { fullPage: false })
    await page.click('[data-testid="checkout-cancel"]')
    await page.click('[data-testid="checkout-yes"]')
    await waitForText(page, '[data-testid="checkout-popup"] [data-testid="checkout-line-name"]', '1’000 Unions')
    expect(await page.$('[data-testid="checkout-pending-order"]')).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})

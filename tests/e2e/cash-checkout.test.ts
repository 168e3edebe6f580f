import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Frame, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { accountResponseSchema, charactersResponseSchema } from '../../src/core/contract/account.ts'
import { exchangeRateResponseSchema } from '../../src/core/contract/exchange-rate.ts'
import { formatCash, formatUnions } from '../../src/core/domain/money.ts'
import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import {
  checkoutPopupReady,
  clickClosingWindow,
  confirmOrder,
  GRADE_VIP,
  passProviderLogin,
  productCard,
  successPopupUncovered,
  UNIONS_500,
  UNIONS_1000,
  waitForText
} from '../support/e2e-checkout.ts'
import { fillLoginForm, submitLogin } from '../support/e2e-login.ts'
import { staticDir } from '../support/shop-build.ts'
import { REPO_ROOT } from '../support/web-host.ts'

const shop = useE2eShop()

/** Demo catalogue: 'Grade VIP' is Tebex package 6000001. */
const GRADE_VIP_PACKAGE = 6000001

const frameText = (frame: Frame, selector: string) => frame.$eval(selector, (element) => element.textContent ?? '')

const balanceOf = async (page: Page) => Number((await textOf(page, '[data-testid="unions-balance"]')).replace(/\D/g, ''))

async function logIn(page: Page, username: string, viewport: typeof DESKTOP | typeof MOBILE = DESKTOP) {
  await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
  // At 390 px the header's login button sits in the menu drawer's reach; a DOM click works at both sizes.
  await page.$eval('[data-testid="login-button"]', (button) => (button as HTMLElement).click())
  await fillLoginForm(page, username)
  await submitLogin(page, viewport === DESKTOP ? '[data-testid="unions-balance"]' : '[data-testid="user-menu-button"]')
}

/** Adds a cash product from its listing card and passes the provider's login: the confirmation popup opens. */
async function orderFromListing(page: Page, listing: string, id: number) {
  await page.goto(`${shop.host.url}${listing}`, { waitUntil: 'networkidle0' })
  await page.waitForSelector(`${productCard(id)} [data-testid="add-to-basket"]:not([disabled])`)
  await page.click(`${productCard(id)} [data-testid="add-to-basket"]`)
  await passProviderLogin(page, listing)
  await checkoutPopupReady(page)
}

/** The stand-in's checkout page, framed by Tebex.js's lightbox. */
async function checkoutFrame(page: Page): Promise<Frame> {
  const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
  await frame.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
  await page.waitForSelector('[data-testid="embedded-checkout"]')
  return frame
}

async function apiAs(username: string) {
  const login = await fetch(`${shop.host.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'boutique-demo' })
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const get = async (path: string) => (await fetch(`${shop.host.url}${path}`, { headers: { cookie, gameServer: 'main' } })).json()
  return {
    characters: async () => charactersResponseSchema.parse(await get('/api/getCharacters')),
    buy: (body: unknown) =>
      fetch(`${shop.host.url}/api/buyProducts`, {
        method: 'POST',
        headers: { cookie, gameServer: 'main', 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }),
    whoAmI: async () => accountResponseSchema.parse(await get('/api/whoAmI')).account,
    transactions: async () => playerTransactionsResponseSchema.parse(await get('/api/getPlayerTransactions'))
  }
}

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
    const opened = shop.browser.waitForTarget((target) => target.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
    await confirmOrder(page)
    const checkout = await (await opened).page()
    if (!checkout) throw new Error('the checkout window has no page')
    await checkout.setViewport(MOBILE)
    await checkout.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
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

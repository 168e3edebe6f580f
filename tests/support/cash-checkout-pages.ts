import type { Frame, Page } from 'puppeteer-core'

import { accountResponseSchema, charactersResponseSchema } from '../../src/core/contract/account.ts'
import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { DESKTOP, type MOBILE } from './browser.ts'
import { checkoutPopupReady, passProviderLogin, productCard } from './e2e-checkout.ts'
import { fillLoginForm, submitLogin } from './e2e-login.ts'
import type { E2eShop } from './e2e-shop.ts'

/** What tests/e2e/cash-checkout*.test.ts do on their file's shop: log in, order from a listing, the framed checkout, the API as a player. */
export function cashCheckoutPages(shop: E2eShop) {
  const shopUrl = () => shop.host.url

  async function logIn(page: Page, username: string, viewport: typeof DESKTOP | typeof MOBILE = DESKTOP) {
    await page.goto(`${shopUrl()}/`, { waitUntil: 'networkidle0' })
    // At 390 px the header's login button sits in the menu drawer's reach; a DOM click works at both sizes.
    await page.$eval('[data-testid="login-button"]', (button) => (button as HTMLElement).click())
    await fillLoginForm(page, username)
    await submitLogin(page, viewport === DESKTOP ? '[data-testid="unions-balance"]' : '[data-testid="user-menu-button"]')
  }

  /** Adds a cash product from its listing card and passes the provider's login: the confirmation popup opens. */
  async function orderFromListing(page: Page, listing: string, id: number) {
    await page.goto(`${shopUrl()}${listing}`, { waitUntil: 'networkidle0' })
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
    const login = await fetch(`${shopUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'boutique-demo' })
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const get = async (path: string) => (await fetch(`${shopUrl()}${path}`, { headers: { cookie, gameServer: 'main' } })).json()
    return {
      characters: async () => charactersResponseSchema.parse(await get('/api/getCharacters')),
      buy: (body: unknown) =>
        fetch(`${shopUrl()}/api/buyProducts`, {
          method: 'POST',
          headers: { cookie, gameServer: 'main', 'content-type': 'application/json' },
          body: JSON.stringify(body)
        }),
      whoAmI: async () => accountResponseSchema.parse(await get('/api/whoAmI')).account,
      transactions: async () => playerTransactionsResponseSchema.parse(await get('/api/getPlayerTransactions'))
    }
  }

  return { logIn, orderFromListing, checkoutFrame, apiAs }
}

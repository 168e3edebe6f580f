import { setTimeout as delay } from 'node:timers/promises'

import { expect, it } from 'vitest'

import { DESKTOP, openPage } from '../support/browser.ts'
import { checkoutPopupReady, confirmOrder, passProviderLogin, payInCheckout, productCard, UNIONS_1000 } from '../support/e2e-checkout.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { logInFromHome } from '../support/e2e-login.ts'

const shop = useE2eShop()

/**
 * The in-game flake's cause, made certain: on a loaded machine the stand-in's checkout page showed « Payer »
 * before its script listened, and the test's click did nothing (no « Paiement réussi ! » in 30 s). Here the
 * script comes 3 s late every time: « Payer » must stay disabled until it listens, and then the click pays.
 */
it('« Payer » in the Tebex stand-in waits for its script: a click the page cannot hear is not offered', async () => {
  const { page, errors } = await openPage(shop.browser, DESKTOP)
  await logInFromHome(page, shop.host.url, 'Lucas_Martin')
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const late = request.url().endsWith('/sandbox/tebex/checkout.js')
    void (late ? delay(3_000) : Promise.resolve()).then(() => request.continue())
  })
  await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
  await page.click(`${productCard(UNIONS_1000)} [data-testid="add-to-basket"]`)
  await passProviderLogin(page, '/tokens')
  await checkoutPopupReady(page)
  await confirmOrder(page)
  const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
  await frame.waitForSelector('[data-testid="sandbox-pay"]')
  expect(await frame.$eval('[data-testid="sandbox-pay"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
  await payInCheckout(page)
  expect(errors).toEqual([])
  await page.close()
}, 120_000)

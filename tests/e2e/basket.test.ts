import type { Page } from 'puppeteer-core'
import { expect, it } from 'vitest'

import { formatUnions } from '../../src/core/domain/money.ts'
import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { clearOfParisMidnight, PAST_MIDNIGHT_TIMEOUT } from '../support/shop-clock.ts'
import { fillLoginForm, submitLogin } from '../support/e2e-login.ts'
import { chooseCharacter } from '../support/e2e-purchase.ts'

const shop = useE2eShop()

const card = (id: number) => `[data-testid="product-card"][data-product-id="${id}"]`

async function logInThroughPanel(page: Page, username: string) {
  await fillLoginForm(page, username)
  await submitLogin(page)
}

async function logInAs(page: Page, username: string, path = '/') {
  await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="login-button"]')
  await logInThroughPanel(page, username)
}

const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction((selector, text) => document.querySelector(selector)?.textContent?.includes(text), {}, selector, text)

const balanceOf = async (page: Page) => Number((await textOf(page, '[data-testid="unions-balance"]')).replace(/\D/g, ''))

it('adds after the login a visitor asked for, steps up to the stock with "Maximum atteint", removes', async () => {
  const { page, errors } = await openPage(shop.browser, DESKTOP)
  await page.goto(`${shop.host.url}/packs`, { waitUntil: 'networkidle0' })
  await page.click(`${card(105)} [data-testid="add-to-basket"]`)
  await page.waitForSelector('[data-testid="login-panel-message"]')
  expect(await textOf(page, '[data-testid="login-panel-message"]')).toBe(
    "Vous devez être connecté avant d'ajouter des objets à votre panier."
  )
  await logInThroughPanel(page, 'Lucas_Martin')
  await waitForText(page, '[data-testid="toasts"]', 'Ajouté : Pack Gang')
  expect(await textOf(page, `${card(105)} [data-testid="basket-badge"]`)).toBe('Dans le panier (1)')
  expect(await textOf(page, '[data-testid="basket-count"]')).toBe('1')

  await page.click('[data-testid="nav-vehicules"]')
  await page.waitForSelector(card(309))
  await page.click(`${card(309)} [data-testid="add-to-basket"]`)
  await waitForText(page, '[data-testid="toasts"]', 'Ajouté : Progen T20')
  for (let press = 0; press < 4; press += 1) await page.click(`${card(309)} [data-testid="quantity-increase"]`)
  expect(await textOf(page, `${card(309)} [data-testid="basket-quantity"]`)).toBe('5')
  expect(await textOf(page, `${card(309)} [data-testid="basket-max"]`)).toBe('Maximum atteint (5)')
  expect(await textOf(page, `${card(309)} [data-testid="basket-badge"]`)).toBe('Dans le panier (5)')
  expect(await page.$eval(`${card(309)} [data-testid="quantity-increase"]`, (button) => (button as HTMLButtonElement).disabled)).toBe(true)
  expect(await textOf(page, '[data-testid="basket-count"]')).toBe('2')
  await page.$eval(card(309), (element) => element.scrollIntoView({ block: 'center' }))
  await screenshot(page, 'basket-cards-desktop', { fullPage: false })

  await page.click(`${card(309)} [data-testid="basket-remove"]`)
  await waitForText(page, '[data-testid="toasts"]', 'Supprimé : Progen T20')
  await page.waitForSelector(`${card(309)} [data-testid="add-to-basket"]`)
  expect(await textOf(page, '[data-testid="basket-count"]')).toBe('1')

  await page.reload({ waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="basket-count"]')
  expect(await textOf(page, '[data-testid="basket-count"]')).toBe('1')
  expect(errors).toEqual([])
  await page.close()
})

it(
  'buys one product through the purchase dialog: "Achat réussi !" and the new balance in the header',
  { timeout: PAST_MIDNIGHT_TIMEOUT },
  async () => {
    await clearOfParisMidnight()
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logInAs(page, 'Lucas_Martin', '/objets')
    const before = await balanceOf(page)
    await page.click(`${card(201)} [data-testid="add-to-basket"]`)
    await page.click('[data-testid="basket-button"]')
    await page.waitForSelector('[data-testid="purchase-dialog"]')
    expect(await page.$$eval('[data-testid="purchase-line"]', (lines) => lines.length)).toBe(1)
    expect(await textOf(page, '[data-testid="purchase-line"]')).toContain('Kit de réparation')
    expect(await textOf(page, '[data-testid="purchase-total"]')).toBe('250 Unions')
    expect(await page.$eval('[data-testid="buy-button"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await chooseCharacter(page, 'Lucas Martin')
    await screenshot(page, 'purchase-dialog-desktop', { fullPage: false })

    await page.click('[data-testid="buy-button"]')
    await waitForText(page, '[data-testid="buy-button"]', 'Achat en cours...')
    await page.waitForSelector('[data-testid="success-title"]', { timeout: 30_000 })
    expect(await page.$('[data-testid="purchase-dialog"]')).toBeNull()
    expect(await textOf(page, '[data-testid="success-title"]')).toBe('Achat réussi !')
    expect(await textOf(page, '[data-testid="success-line"]')).toContain('1 × Kit de réparation')
    expect(await textOf(page, '[data-testid="success-line"]')).toContain('250 Unions')
    expect(await textOf(page, '[data-testid="success-total"]')).toBe('250 Unions')
    await waitForText(page, '[data-testid="unions-balance"]', `${formatUnions(before - 250)} Unions`)
    await screenshot(page, 'purchase-success-desktop', { fullPage: false })

    await page.click('[data-testid="success-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="purchase-success-dialog"]'))
    // An empty basket shows no count: the cart alone, its label says « Panier : 0 article ».
    expect(await page.$('[data-testid="basket-count"]')).toBeNull()
    expect(await page.$eval('[data-testid="basket-button"]', (button) => button.getAttribute('aria-label'))).toBe('Panier : 0 article')

    await page.click('[data-testid="nav-daily-shop"]')
    await page.waitForSelector('[data-testid="daily-offer-buy"]')
    await page.click('[data-testid="daily-offer-buy"]')
    await page.waitForSelector('[data-testid="quick-buy"] [data-testid="quick-buy-button"]')
    await screenshot(page, 'quick-buy-desktop', { fullPage: false })
    await page.click('[data-testid="quick-buy-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="quick-buy"]'))
    expect(errors).toEqual([])
    await page.close()
  }
)

for (const viewport of [DESKTOP, { width: 760, height: 900 }, MOBILE]) {
  it(`blocks 'Acheter' below the balance, never sending the purchase, and empties the basket on request (${viewport.width} px)`, async () => {
    const { page, errors } = await openPage(shop.browser, viewport)
    const purchases: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/buyProducts')) purchases.push(request.url())
    })
    await logInAs(page, 'Emma_Roux', '/packs')
    await page.click(`${card(104)} [data-testid="add-to-basket"]`)
    // A DOM click: the 'Connexion réussie' banner may still cover the header on narrow screens.
    await page.$eval('[data-testid="basket-button"]', (button) => (button as HTMLButtonElement).click())
    await page.waitForSelector('[data-testid="purchase-dialog"]')
    await chooseCharacter(page, 'Emma Roux')
    expect(await textOf(page, '[data-testid="purchase-short"]')).toMatch(/^Pas assez d'Unions : il vous en manque [\d’]+\.$/)
    if (viewport === DESKTOP) {
      expect(await textOf(page, '[data-testid="buy-button"]')).toBe('Acheter')
      await page.hover('[data-testid="buy-button"]')
      expect(await textOf(page, '[data-testid="buy-button"]')).toBe("Pas assez d'Unions")
      await page.hover('[data-testid="purchase-total"]')
      expect(await textOf(page, '[data-testid="buy-button"]')).toBe('Acheter')
    }

    await page.click('[data-testid="buy-button"]')
    await waitForText(page, '[data-testid="buy-button"]', "Pas assez d'Unions")
    expect(await page.$eval('[data-testid="buy-button"]', (button) => button.getAttribute('aria-disabled'))).toBe('true')
    await screenshot(page, `purchase-short-${viewport.width}`, { fullPage: false })
    // Another round trip to the service: had the click sent the purchase, it would be seen by now.
    await page.evaluate(() => fetch('/api/whoAmI'))
    expect(purchases).toEqual([])
    expect(await textOf(page, '[data-testid="unions-balance"]')).toBe('1’500 Unions')

    await page.click('[data-testid="basket-clear"]')
    await page.waitForSelector('[data-testid="purchase-empty"]')
    expect(await page.$('[data-testid="basket-count"]')).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })
}

it(
  'on a phone: the basket on a card, the quick-buy popup of a daily offer, and its purchase at the offer’s discount',
  { timeout: PAST_MIDNIGHT_TIMEOUT },
  async () => {
    await clearOfParisMidnight()
    const { page, errors } = await openPage(shop.browser, MOBILE)
    await logInAs(page, 'Lucas_Martin', '/objets')
    await page.click(`${card(204)} [data-testid="add-to-basket"]`)
    await page.click(`${card(204)} [data-testid="quantity-increase"]`)
    await page.$eval(card(204), (element) => element.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'basket-cards-mobile', { fullPage: false })

    await page.goto(`${shop.host.url}/daily-shop`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="daily-offer-buy"]')
    await page.click('[data-testid="daily-offer-buy"]')
    await page.waitForSelector('[data-testid="quick-buy"] [data-testid="quick-buy-button"]')
    expect(await textOf(page, '[data-testid="quick-buy-offer"]')).toMatch(/^Offre du jour -\d+\u202f%$/)
    await screenshot(page, 'quick-buy-mobile', { fullPage: false })

    const label = await textOf(page, '#quick-buy-title')
    await page.click('[data-testid="quick-buy-button"]')
    await page.waitForSelector('[data-testid="purchase-dialog"]')
    expect(await page.$('[data-testid="quick-buy"]')).toBeNull()
    expect(await page.$$eval('[data-testid="purchase-line"]', (lines) => lines.length)).toBe(2)
    expect(await textOf(page, '[data-testid="purchase-line"]:last-child')).toContain(label)
    expect(await textOf(page, '[data-testid="purchase-line"]:last-child [data-testid="line-offer"]')).toMatch(/Offre du jour -\d+\u202f%/)
    await chooseCharacter(page, 'Sofia Martin')
    await screenshot(page, 'purchase-dialog-mobile', { fullPage: false })

    const before = await balanceOf(page)
    const total = Number((await textOf(page, '[data-testid="purchase-total"]')).replace(/\D/g, ''))
    await page.click('[data-testid="buy-button"]')
    await page.waitForSelector('[data-testid="success-title"]', { timeout: 30_000 })
    expect(await page.$$eval('[data-testid="success-line"]', (lines) => lines.length)).toBe(2)
    const lines = await page.$$eval('[data-testid="success-line"]', (all) =>
      all.map((line) => ({
        text: line.textContent ?? '',
        discounted: line.querySelector('[data-testid="success-line-discount"]') !== null
      }))
    )
    expect(lines.find((line) => line.text.includes('2 × Téléphone portable'))?.discounted).toBe(false)
    expect(lines.find((line) => line.text.includes(`1 × ${label}`))?.discounted).toBe(true)
    expect(Number((await textOf(page, '[data-testid="success-total"]')).replace(/\D/g, ''))).toBe(total)
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="unions-balance"]')?.textContent?.replace(/\D/g, '') === String(expected),
      {},
      before - total
    )
    await screenshot(page, 'purchase-success-mobile', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }
)

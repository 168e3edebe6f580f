import type { Page } from 'puppeteer-core'
import { expect, it } from 'vitest'

import { deliveriesResponseSchema, deliveryAckResponseSchema } from '../../src/core/contract/game-server.ts'
import { discountedPrice } from '../../src/core/domain/money.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { shopToday, regularItemOf } from '../support/daily-picks.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { logInFromHome } from '../support/e2e-login.ts'
import { clearOfParisMidnight, PAST_MIDNIGHT_TIMEOUT } from '../support/shop-clock.ts'

const SERVER_KEY = 'e2e-game-server-key-'.padEnd(40, 'x')
const shop = useE2eShop({ env: { SHOP_SERVER_KEY: SERVER_KEY } })
const asGameServer = { authorization: `Bearer ${SERVER_KEY}` }

const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction((selector, text) => document.querySelector(selector)?.textContent?.includes(text), {}, selector, text)

const balanceOf = async (page: Page) => Number((await textOf(page, '[data-testid="unions-balance"]')).replace(/\D/g, ''))

const logIn = (page: Page) => logInFromHome(page, shop.host.url, 'Lucas_Martin')

async function pickCharacter(page: Page, name: string) {
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="characters-button"]')
  await page.waitForSelector('[data-testid="character-choice"]')
  const choices = await page.$$('[data-testid="character-choice"]')
  const names = await page.$$eval('[data-testid="character-choice"]', (buttons) => buttons.map((button) => button.textContent ?? ''))
  await choices[names.findIndex((choice) => choice.includes(name))]?.click()
  await waitForText(page, '[data-testid="selected-character"]', name)
  await page.click('[data-testid="character-dialog-close"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="character-dialog"]'))
}

async function claimDeliveries() {
  const response = await fetch(`${shop.host.url}/api/server/deliveries?serverName=main`, { headers: asGameServer })
  expect(response.status).toBe(200)
  return deliveriesResponseSchema.parse(await response.json()).deliveries
}

it(
  'buys a product and a daily offer for a character, shows them in history, and the game receives them once (a browser without AbortSignal.timeout)',
  async () => {
    await clearOfParisMidnight()
    const today = await shopToday(shop.host.url)
    const priceOf = (id: number) => today.products.find((product) => product.id === id)?.price ?? Number.NaN
    const [offer] = today.offers
    if (!offer) throw new Error('the demo daily shop has no offer')
    const regularItem = regularItemOf(today).id
    const offerPrice = discountedPrice(priceOf(offer.itemId), offer.dailyShopDiscount)
    const total = priceOf(regularItem) + offerPrice

    const { page, errors } = await openPage(shop.browser, DESKTOP)
    // As in Safari 15, which build.mjs targets: the whole flow runs without AbortSignal.timeout (src/api/fetch-json.ts).
    await page.evaluateOnNewDocument(() => Reflect.deleteProperty(AbortSignal, 'timeout'))
    await logIn(page)
    expect(await page.evaluate(() => 'timeout' in AbortSignal)).toBe(false)
    const before = await balanceOf(page)
    await pickCharacter(page, 'Sofia Martin')

    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    await page.click(`[data-testid="product-card"][data-product-id="${regularItem}"] [data-testid="add-to-basket"]`)
    await page.waitForSelector(`[data-testid="product-card"][data-product-id="${regularItem}"] [data-testid="basket-badge"]`)

    await page.click('[data-testid="nav-daily-shop"]')
    await page.waitForSelector('[data-testid="daily-offer-featured"] [data-testid="daily-offer-buy"]')
    await page.click('[data-testid="daily-offer-featured"] [data-testid="daily-offer-buy"]')
    await page.waitForSelector('[data-testid="quick-buy-button"]')
    await page.click('[data-testid="quick-buy-button"]')

    await page.waitForFunction(() => document.querySelectorAll('[data-testid="purchase-line"]').length === 2)
    expect(Number((await textOf(page, '[data-testid="purchase-total"]')).replace(/\D/g, ''))).toBe(total)
    expect(await textOf(page, `[data-testid="purchase-line"][data-product-id="${offer.itemId}"]`)).toContain(`${offer.dailyShopDiscount}`)
    await page.waitForFunction(() => !(document.querySelector('[data-testid="buy-button"]') as HTMLButtonElement).disabled)
    await page.click('[data-testid="buy-button"]')

    await waitForText(page, '[data-testid="success-title"]', 'Achat réussi !')
    expect(await page.$$eval('[data-testid="success-line"]', (lines) => lines.length)).toBe(2)
    expect(Number((await textOf(page, '[data-testid="success-total"]')).replace(/\D/g, ''))).toBe(total)
    await page.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="unions-balance"]')?.textContent?.replace(/\D/g, '')) === expected,
      {},
      before - total
    )
    await screenshot(page, 'purchase-flow-success-desktop', { fullPage: false })
    await page.click('[data-testid="success-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="purchase-success-dialog"]'))

    await page.click('[data-testid="user-menu-button"]')
    await page.click('[data-testid="history-button"]')
    await page.waitForSelector('[data-testid="history-row"]')
    const rowIds = await page.$$eval('[data-testid="history-row"]', (rows) =>
      rows.map((row) => Number(row.getAttribute('data-package-id')))
    )
    expect(rowIds.sort()).toEqual([regularItem, offer.itemId].sort())

    const deliveries = await claimDeliveries()
    expect(deliveries.map((delivery) => delivery.product.id).sort()).toEqual([regularItem, offer.itemId].sort())
    expect(deliveries.every((delivery) => delivery.character?.firstname === 'Sofia' && delivery.quantity === 1)).toBe(true)
    const ack = await fetch(`${shop.host.url}/api/server/deliveries/ack`, {
      method: 'POST',
      headers: { ...asGameServer, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: deliveries.map((delivery) => delivery.id) })
    })
    expect(deliveryAckResponseSchema.parse(await ack.json()).acknowledged.sort()).toEqual(deliveries.map((delivery) => delivery.id).sort())
    expect(await claimDeliveries()).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  },
  PAST_MIDNIGHT_TIMEOUT
)

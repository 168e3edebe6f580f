import type { Page } from 'puppeteer-core'
import { expect, it } from 'vitest'

import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { LISTINGS } from '../../src/core/domain/categories.ts'
import { discountedPrice, formatUnions } from '../../src/core/domain/money.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { productCard, waitForText } from '../support/e2e-checkout.ts'
import { lucasElsewhere } from '../support/e2e-elsewhere.ts'
import { logInFromHome } from '../support/e2e-login.ts'
import { chooseCharacter } from '../support/e2e-purchase.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

/** The basket and daily-offer rules that only unit tests covered, in the real host and Chromium. */
const SERVER_KEY = 'e2e-spec-rules-server-key-'.padEnd(40, 'x')
const shop = useE2eShop({ env: { SHOP_SERVER_KEY: SERVER_KEY } })

/** Progen T20: 19’500 Unions, 5 in stock, no limit per character. */
const PROGEN_T20 = 309
const line = (id: number) => `[data-testid="purchase-line"][data-product-id="${id}"]`
const numberIn = async (page: Page, selector: string) => Number((await textOf(page, selector)).replace(/\D/g, ''))

/** Today's offer of a product sold at full price too (not daily-only), with its listing. */
async function offerAlsoOnItsListing() {
  const products = shopVerResponseSchema.parse(await (await fetch(`${shop.host.url}/api/shopVer`)).json()).shopData?.products ?? []
  const { offers } = dailyShopResponseSchema.parse(await (await fetch(`${shop.host.url}/api/dailyShop`)).json())
  for (const offer of offers) {
    const product = products.find((candidate) => candidate.id === offer.itemId)
    const listing = Object.entries(LISTINGS).find(([, entry]) => entry.category === product?.category)?.[0]
    if (product && listing && !product.isDailyShopOnly && product.stocks !== 0) return { offer, product, listing }
  }
  throw new Error(`no offer today is sold on its listing too: ${JSON.stringify(offers)}`)
}

it('a stock refusal snaps the line to the stock left; a daily offer replaces the same product’s full-price line (1280×900)', async () => {
  const elsewhere = await lucasElsewhere(shop.host.url, SERVER_KEY, 200_000, 'e2e: enough Unions for five supercars')
  const { page, errors } = await openPage(shop.browser, DESKTOP)
  await logInFromHome(page, shop.host.url, 'Lucas_Martin')

  // The stock cap (docs/basket.md#limits): five in the basket, three bought meanwhile elsewhere; the 409 brings the line to two.
  await page.click('[data-testid="nav-vehicules"]')
  await page.waitForSelector(`${productCard(PROGEN_T20)} [data-testid="add-to-basket"]`)
  await page.click(`${productCard(PROGEN_T20)} [data-testid="add-to-basket"]`)
  for (let press = 0; press < 4; press += 1) await page.click(`${productCard(PROGEN_T20)} [data-testid="quantity-increase"]`)
  expect(await textOf(page, `${productCard(PROGEN_T20)} [data-testid="basket-quantity"]`)).toBe('5')
  // A DOM click: the 'Connexion réussie' banner may still cover the header.
  await page.$eval('[data-testid="basket-button"]', (button) => (button as HTMLButtonElement).click())
  await page.waitForSelector(line(PROGEN_T20))
  await chooseCharacter(page, 'Lucas Martin')
  expect((await elsewhere.buy(PROGEN_T20, 3)).status).toBe(200)
  await page.click('[data-testid="buy-button"]')
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.textContent === '2',
    {},
    `${line(PROGEN_T20)} [data-testid="basket-quantity"]`
  )
  expect(await page.$(`${line(PROGEN_T20)} [data-testid="line-error"]`)).toBeNull()
  expect(
    await page.$eval(`${line(PROGEN_T20)} [data-testid="quantity-increase"]`, (button) => (button as HTMLButtonElement).disabled)
  ).toBe(true)
  await screenshot(page, 'spec-rules-stock-snapped-desktop', { fullPage: false })
  // The snapped line buys as it is.
  await page.click('[data-testid="buy-button"]')
  await waitForText(page, '[data-testid="success-title"]', 'Achat réussi !')
  expect(await textOf(page, '[data-testid="success-line"]')).toContain(`2 × Progen T20`)
  await page.click('[data-testid="success-close"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="purchase-success-dialog"]'))

  // A daily offer bought while its product sits in the basket at full price: the offer's line and price.
  const { offer, product, listing } = await offerAlsoOnItsListing()
  const offerPrice = discountedPrice(product.price, offer.dailyShopDiscount)
  expect(offerPrice).toBeLessThan(product.price)
  await page.goto(`${shop.host.url}/${listing}`, { waitUntil: 'networkidle0' })
  await page.click(`${productCard(product.id)} [data-testid="add-to-basket"]`)
  await page.waitForSelector(`${productCard(product.id)} [data-testid="basket-badge"]`)
  await page.click('[data-testid="nav-daily-shop"]')
  const buyOffer = `[data-offer][data-product-id="${product.id}"] [data-testid="daily-offer-buy"]`
  await page.waitForSelector(buyOffer)
  await page.click(buyOffer)
  await page.waitForSelector('[data-testid="quick-buy-button"]')
  await page.click('[data-testid="quick-buy-button"]')
  await page.waitForSelector(line(product.id))
  expect(await page.$$eval('[data-testid="purchase-line"]', (lines) => lines.length)).toBe(1)
  expect(await textOf(page, `${line(product.id)} [data-testid="line-offer"]`)).toContain(`${offer.dailyShopDiscount}`)
  expect(await numberIn(page, `${line(product.id)} [data-testid="line-price"]`)).toBe(offerPrice)
  expect(await textOf(page, '[data-testid="purchase-total"]')).toBe(`${formatUnions(offerPrice)} Unions`)
  await screenshot(page, 'spec-rules-offer-over-full-price-desktop', { fullPage: false })
  expect(errors).toEqual([])
  await page.close()
}, 90_000)

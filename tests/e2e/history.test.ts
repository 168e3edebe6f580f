import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { discountedPrice, formatUnions } from '../../src/core/domain/money.ts'
import { violationsAfterBanner } from '../support/accessibility.ts'
import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { clearOfParisMidnight, PAST_MIDNIGHT_TIMEOUT } from '../support/shop-clock.ts'
import { logInFromHome } from '../support/e2e-login.ts'

const shop = useE2eShop()

const logInAs = (page: Page, username: string) => logInFromHome(page, shop.host.url, username)

/** A purchase through the real service, with the player's session, for their first character on 'main'. */
async function buy(page: Page, itemId: number, isFromDailyShop = false): Promise<void> {
  const status = await page.evaluate(
    async (id, daily) => {
      const headers = { gameServer: 'main' }
      const characters = (await (await fetch('/api/getCharacters', { headers })).json()) as { id: number }[]
      const response = await fetch('/api/buyProducts', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ characterDbId: characters[0]?.id, products: { [id]: { amount: 1, isFromDailyShop: daily } } })
      })
      return `${response.status} ${await response.text()}`
    },
    itemId,
    isFromDailyShop
  )
  expect(status.slice(0, 3), status).toBe('200')
}

const rowNames = (page: Page) => page.$$eval('[data-testid="history-row-name"]', (names) => names.map((name) => name.textContent))

async function openHistoryFromUserMenu(page: Page) {
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="history-button"]')
  await page.waitForSelector('[data-testid="history-popup"]')
}

async function waitForRows(page: Page, count: number) {
  await page.waitForFunction((expected) => document.querySelectorAll('[data-testid="history-row"]').length === expected, {}, count)
}

async function typeSearch(page: Page, text: string) {
  await page.click('[data-testid="history-search"]', { count: 3 })
  await page.keyboard.press('Backspace')
  if (text) await page.type('[data-testid="history-search"]', text)
}

// Bought in this order, one purchase each: the newest is the last.
const BOUGHT = [
  [201, 'Kit de réparation'],
  [202, 'Trousse de soins'],
  [203, 'Bandages (x5)'],
  [204, 'Téléphone portable'],
  [205, 'Radio talkie-walkie'],
  [209, 'Parachute'],
  [401, 'Couteau de combat']
] as const

describe('the history popup', () => {
  it("says 'Aucune transaction' to a player who bought nothing, and 'Echec…' when the service fails", async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logInAs(page, 'Emma_Roux')
    await openHistoryFromUserMenu(page)
    await page.waitForFunction(() => document.querySelector('[data-testid="history-message"]')?.textContent === 'Aucune transaction')
    expect(await textOf(page, '#history-title')).toBe('Historique des transactions')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="history-popup"]'))

    // The service failing is not the same as having no history.
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (request.url().includes('/api/getPlayerTransactions'))
        void request.respond({ status: 500, contentType: 'application/json', body: '{"error":"panne"}' })
      else void request.continue()
    })
    await openHistoryFromUserMenu(page)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="history-message"]')?.textContent === "Echec de la récupération de l'historique"
    )
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists the purchases 6 a page, sorts, searches and shows one in detail (desktop)', { timeout: PAST_MIDNIGHT_TIMEOUT }, async () => {
    await clearOfParisMidnight()
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await logInAs(page, 'Lucas_Martin')
    for (const [id] of BOUGHT) await buy(page, id)
    const daily = dailyShopResponseSchema.parse(await (await fetch(`${shop.host.url}/api/dailyShop`)).json())
    const offer = daily.offers[0]
    if (!offer) throw new Error('no offer today')
    await buy(page, offer.itemId, true)

    await openHistoryFromUserMenu(page)
    await waitForRows(page, 6)
    expect(
      await page.$eval('[data-testid="history-sort"]', (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)
    ).toBe('Plus récent')
    const newestFirst = [...BOUGHT].reverse().map(([, name]) => name)
    const names = await rowNames(page)
    expect(names.slice(1)).toEqual(newestFirst.slice(0, 5))
    expect(await textOf(page, '[data-testid="history-page"]')).toBe('Page 1 / 2')
    expect(await page.$eval('[data-testid="history-prev"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await screenshot(page, 'history-list-desktop', { fullPage: false })
    expect(await violationsAfterBanner(page)).toEqual([])

    await page.click('[data-testid="history-next"]')
    await waitForRows(page, 2)
    expect(await rowNames(page)).toEqual(newestFirst.slice(5))
    expect(await textOf(page, '[data-testid="history-page"]')).toBe('Page 2 / 2')
    expect(await page.$eval('[data-testid="history-next"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await page.click('[data-testid="history-prev"]')
    await waitForRows(page, 6)

    await page.select('[data-testid="history-sort"]', 'oldest')
    await page.waitForFunction(() => document.querySelector('[data-testid="history-row-name"]')?.textContent === 'Kit de réparation')
    expect((await rowNames(page)).slice(0, 6)).toEqual(BOUGHT.slice(0, 6).map(([, name]) => name))
    expect(await textOf(page, '[data-testid="history-page"]')).toBe('Page 1 / 2')

    // Searched: bought products the day's offer is not (it is a second row of its product on some days).
    const [byName, byId] = BOUGHT.filter(([id]) => id !== 201 && id !== offer.itemId).slice(-2)
    if (!byName || !byId) throw new Error('BOUGHT holds too few products')
    await typeSearch(page, byName[1].slice(0, 7).toUpperCase())
    await waitForRows(page, 1)
    expect(await rowNames(page)).toEqual([byName[1]])
    expect(await page.$('[data-testid="history-next"]')).toBeNull()
    await typeSearch(page, String(byId[0]))
    await waitForRows(page, 1)
    expect(await rowNames(page)).toEqual([byId[1]])
    await typeSearch(page, 'zzz')
    await page.waitForFunction(() => document.querySelector('[data-testid="history-message"]') !== null)
    await typeSearch(page, '')
    await waitForRows(page, 6)

    // The daily offer was charged at its discount.
    await page.select('[data-testid="history-sort"]', 'newest')
    // The newest first again: the offer, then the last five bought (the offer may be any product, 201 among them).
    await page.waitForFunction(
      (expected) =>
        JSON.stringify([...document.querySelectorAll('[data-testid="history-row-name"]')].slice(1).map((name) => name.textContent)) ===
        expected,
      {},
      JSON.stringify(newestFirst.slice(0, 5))
    )
    await page.click('[data-testid="history-row"]')
    await page.waitForSelector('[data-testid="history-detail"]')
    expect(await textOf(page, '#history-title')).toBe('Détail de la transaction')
    const productPrice = await page.evaluate(async (id) => {
      const { shopData } = (await (await fetch('/api/shopVer')).json()) as { shopData: { products: { id: number; price: number }[] } }
      return shopData.products.find((product) => product.id === id)?.price ?? 0
    }, offer.itemId)
    expect(await textOf(page, '[data-testid="history-detail-package-id"]')).toBe(String(offer.itemId))
    expect(await textOf(page, '[data-testid="history-detail-quantity"]')).toBe('1')
    expect(await textOf(page, '[data-testid="history-detail-discount"]')).toBe(`-${offer.dailyShopDiscount}\u202f%`)
    expect(await textOf(page, '[data-testid="history-detail-price"]')).toBe(
      `${formatUnions(discountedPrice(productPrice, offer.dailyShopDiscount))} Unions`
    )
    expect(await textOf(page, '[data-testid="history-detail-character"]')).toMatch(/Martin/)
    expect(await textOf(page, '[data-testid="history-detail-source"]')).toBe('Boutique')
    expect(await textOf(page, '[data-testid="history-detail-date"]')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    await screenshot(page, 'history-detail-desktop', { fullPage: false })
    expect(await violationsAfterBanner(page)).toEqual([])
    await page.click('[data-testid="history-back"]')
    await waitForRows(page, 6)
    expect(await textOf(page, '#history-title')).toBe('Historique des transactions')

    // Reopened after another purchase, the popup shows it on top.
    await page.click('[data-testid="history-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="history-popup"]'))
    await buy(page, 206)
    await openHistoryFromUserMenu(page)
    await page.waitForFunction(() => document.querySelector('[data-testid="history-row-name"]')?.textContent === 'Kit de crochetage')
    expect(errors).toEqual([])
    await page.close()
  })

  it('opens from the mobile menu, with the list and the detail on a phone', async () => {
    const { page, errors } = await openPage(shop.browser, MOBILE)
    await logInAs(page, 'Lucas_Martin')
    await buy(page, 202)
    await page.click('[data-testid="mobile-nav-open"]')
    await page.waitForSelector('[data-testid="mobile-nav-history"]')
    expect(await textOf(page, '[data-testid="mobile-nav-history"]')).toBe('Historique')
    await page.click('[data-testid="mobile-nav-history"]')
    await page.waitForSelector('[data-testid="history-popup"]')
    expect(await page.$('[data-testid="mobile-nav"]')).toBeNull()
    await page.waitForFunction(() => document.querySelector('[data-testid="history-row-name"]')?.textContent === 'Trousse de soins')
    await screenshot(page, 'history-list-mobile', { fullPage: false })
    expect(await violationsAfterBanner(page)).toEqual([])
    await page.click('[data-testid="history-row"]')
    await page.waitForSelector('[data-testid="history-detail"]')
    await screenshot(page, 'history-detail-mobile', { fullPage: false })
    expect(await textOf(page, '[data-testid="history-detail-package"]')).toBe('Trousse de soins')
    await page.click('[data-testid="history-back"]')
    await page.waitForSelector('[data-testid="history-row"]')
    expect(errors).toEqual([])
    await page.close()
  })
})

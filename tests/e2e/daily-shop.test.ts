import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import type { ShopData } from '../../src/core/contract/catalog.ts'
import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { untilParisMidnight } from '../../src/core/domain/daily-shop.ts'
import { discountedPrice, formatUnions } from '../../src/core/domain/money.ts'
import { violationsAfterBanner } from '../support/accessibility.ts'
import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { clearOfParisMidnight, PAST_MIDNIGHT_TIMEOUT, shopNow } from '../support/shop-clock.ts'
import { logInFromHome } from '../support/e2e-login.ts'

const shop = useE2eShop()

const logInAs = (page: Page, username: string) => logInFromHome(page, shop.host.url, username)

async function openDailyShop(page: Page) {
  await page.goto(`${shop.host.url}/daily-shop`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="daily-offer-featured"], [data-testid="daily-message"]')
}

/** Today's offers as the service gives them, with their products. */
async function todaysOffers() {
  const daily = dailyShopResponseSchema.parse(await (await fetch(`${shop.host.url}/api/dailyShop`)).json())
  const { shopData } = (await (await fetch(`${shop.host.url}/api/shopVer`)).json()) as { shopData: ShopData }
  return daily.offers.map((offer) => {
    const product = shopData.products.find((candidate) => candidate.id === offer.itemId)
    if (!product) throw new Error(`offer ${offer.itemId} has no product`)
    return { offer, product }
  })
}

const secondsOf = (parts: { hours: number; minutes: number; seconds: number }) => parts.hours * 3600 + parts.minutes * 60 + parts.seconds

async function countdownSeconds(page: Page): Promise<number> {
  const [hours, minutes, seconds] = await Promise.all(
    ['hours', 'minutes', 'seconds'].map(async (part) => Number(await textOf(page, `[data-testid="daily-countdown-${part}"]`)))
  )
  return secondsOf({ hours: hours ?? 0, minutes: minutes ?? 0, seconds: seconds ?? 0 })
}

type Box = { x: number; y: number; width: number; height: number }
const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    })
  )

describe('the daily shop page', () => {
  it('sends a visitor home', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/daily-shop`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => location.pathname === '/')
    expect(await page.$('[data-testid="daily-shop-page"]')).toBeNull()
    await page.close()
  })

  it(
    'shows the countdown to midnight in Paris and the offers of the day, the first one featured (desktop)',
    { timeout: PAST_MIDNIGHT_TIMEOUT },
    async () => {
      await clearOfParisMidnight()
      const { page, errors } = await openPage(shop.browser, DESKTOP)
      await logInAs(page, 'Lucas_Martin')
      await page.click('[data-testid="nav-daily-shop"]')
      await page.waitForSelector('[data-testid="daily-offer-featured"]')
      expect(await textOf(page, '[data-testid="page-title"]')).toBe('Boutique journalière')
      expect(await textOf(page, '[data-testid="daily-countdown"]')).toContain('Actualisation dans')

      const shown = await countdownSeconds(page)
      const expected = secondsOf(untilParisMidnight(shopNow()))
      expect(Math.abs(shown - expected)).toBeLessThanOrEqual(3)
      const first = await textOf(page, '[data-testid="daily-countdown"]')
      await page.waitForFunction((before) => document.querySelector('[data-testid="daily-countdown"]')?.textContent !== before, {}, first)
      expect(await countdownSeconds(page)).toBeLessThan(shown)

      const offers = await todaysOffers()
      const [featured, ...others] = offers
      if (!featured) throw new Error('no offer today')
      expect(await page.$eval('[data-testid="daily-offer-featured"]', (card) => Number(card.getAttribute('data-product-id')))).toBe(
        featured.product.id
      )
      expect(
        await page.$$eval('[data-testid="daily-offer"]', (cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))))
      ).toEqual(others.map((other) => other.product.id))
      const featuredCard = '[data-testid="daily-offer-featured"]'
      expect(await textOf(page, `${featuredCard} [data-testid="daily-offer-label"]`)).toBe(featured.product.label)
      expect(await textOf(page, `${featuredCard} [data-testid="daily-offer-old-price"]`)).toBe(formatUnions(featured.product.price))
      expect(await textOf(page, `${featuredCard} [data-testid="daily-offer-price"]`)).toBe(
        `${formatUnions(discountedPrice(featured.product.price, featured.offer.dailyShopDiscount))} Unions`
      )
      expect(await textOf(page, `${featuredCard} [data-testid="daily-offer-discount"]`)).toBe(`-${featured.offer.dailyShopDiscount}\u202f%`)

      // Three columns in the ratio 703 / 479 / 479: the featured one, then two narrower ones side by side.
      const [featuredBox] = await boxesOf(page, featuredCard)
      const otherBoxes = await boxesOf(page, '[data-testid="daily-offer"]')
      const narrow = otherBoxes.filter((box) => box.width < (featuredBox?.width ?? 0))
      expect(featuredBox && narrow[0]).toBeTruthy()
      if (!featuredBox || !narrow[0] || !narrow[1]) throw new Error('expected two narrow offers')
      expect(featuredBox.width / narrow[0].width).toBeCloseTo(703 / 479, 1)
      expect(narrow[0].width).toBeCloseTo(narrow[1].width, 0)
      expect(narrow[0].y).toBeCloseTo(featuredBox.y, 0)
      expect(narrow[1].x).toBeGreaterThan(narrow[0].x + narrow[0].width)
      const page1280 = await page.$eval('[data-testid="daily-grid"]', (grid) => grid.getBoundingClientRect().right)
      expect(page1280).toBeLessThanOrEqual(DESKTOP.width)

      await screenshot(page, 'daily-shop-desktop')
      expect(await violationsAfterBanner(page)).toEqual([])

      // Buying an offer goes through the quick-buy popup, at the offer's discount.
      await page.click(`${featuredCard} [data-testid="daily-offer-buy"]`)
      await page.waitForSelector('[data-testid="quick-buy"]')
      expect(await textOf(page, '#quick-buy-title')).toBe(featured.product.label)
      expect(await textOf(page, '[data-testid="quick-buy-offer"]')).toBe(`Offre du jour -${featured.offer.dailyShopDiscount}\u202f%`)
      await page.keyboard.press('Escape')
      await page.waitForFunction(() => !document.querySelector('[data-testid="quick-buy"]'))
      expect(errors).toEqual([])
      await page.close()
    }
  )

  it('stacks the offers in one column on a phone', async () => {
    const { page, errors } = await openPage(shop.browser, MOBILE)
    await logInAs(page, 'Emma_Roux')
    await openDailyShop(page)
    const boxes = await boxesOf(page, '[data-testid="daily-offer-featured"], [data-testid="daily-offer"]')
    expect(boxes.length).toBe((await todaysOffers()).length)
    for (const box of boxes) {
      expect(box.x).toBeCloseTo(boxes[0]?.x ?? 0, 0)
      expect(box.width).toBeCloseTo(boxes[0]?.width ?? 0, 0)
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width)
    }
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]?.y ?? 0).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + (boxes[index - 1]?.height ?? 0) - 1)
    }
    expect(await page.$('[data-testid="daily-countdown"]')).not.toBeNull()
    await screenshot(page, 'daily-shop-mobile')
    expect(await violationsAfterBanner(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it("says so when today's answer is unusable, and when there is no offer", async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await logInAs(page, 'Lucas_Martin')
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    let answer = JSON.stringify({ items: [] })
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (request.url().includes('/api/dailyShop')) void request.respond({ status: 200, contentType: 'application/json', body: answer })
      else void request.continue()
    })
    await openDailyShop(page)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="daily-message"]')?.textContent === 'Erreur lors du chargement des offres du jour'
    )
    expect(logged).toContain('Invalid data format received from daily shop API')

    // Offers whose products the shop does not know are no offers at all.
    answer = JSON.stringify([{ itemId: 987654, dailyShopDiscount: 10 }])
    await page.evaluate(() => localStorage.removeItem('boutique:shop'))
    await openDailyShop(page)
    await page.waitForFunction(
      () => document.querySelector('[data-testid="daily-message"]')?.textContent === 'Aucune offre disponible pour le moment'
    )
    await screenshot(page, 'daily-shop-empty-desktop', { fullPage: false })
    await page.close()
  })
})

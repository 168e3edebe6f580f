import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { productCard } from '../support/e2e-checkout.ts'
import { lucasElsewhere } from '../support/e2e-elsewhere.ts'
import { logInAtAnyWidth } from '../support/e2e-login.ts'
import { chooseCharacter } from '../support/e2e-purchase.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

// docs/unions-purchase.md#refusals: a refusal shows once, on its line; after 'Supprimer les articles en erreur'
// nothing of it stays under 'Votre panier est vide.'.

const SERVER_KEY = 'e2e-purchase-refusal-server-key-'.padEnd(40, 'x')
const shop = useE2eShop({ env: { SHOP_SERVER_KEY: SERVER_KEY } })

/** Demo catalogue, each limited to 2 per character: 'Kit de crochetage' (Objets, 800) and 'Fusil à pompe' (Armes, 3’800). */
const CASES = [
  ['1280', DESKTOP, 206, '/objets'],
  ['390', MOBILE, 405, '/armes']
] as const
const LIMIT_MESSAGE = 'Ce personnage ne peut en acheter que 2 au total (déjà 2).'

/** Lucas's first character buys the product's limit through the API meanwhile, as another tab would. */
async function limitReachedElsewhere(id: number) {
  const elsewhere = await lucasElsewhere(shop.host.url, SERVER_KEY, 20_000, 'e2e: enough Unions for the limit')
  expect((await elsewhere.buy(id, 2)).status).toBe(200)
  const first = elsewhere.character
  return first ? `${first.firstname} ${first.lastname}` : ''
}

const shownTexts = (page: Page) =>
  page.$eval('[data-testid="purchase-dialog"]', (dialog) => (dialog as HTMLElement).innerText.replace(/\s+/g, ' '))

const occurrences = (text: string, part: string) => text.split(part).length - 1

describe.each(CASES)('a character-limit refusal in the purchase dialog (%s px)', (label, viewport, id, listing) => {
  it('shows once, on its line, and leaves nothing under « Votre panier est vide. » once removed', async () => {
    const { page, errors } = await openPage(shop.browser, viewport)
    await logInAtAnyWidth(page, shop.host.url, 'Lucas_Martin')
    await page.goto(`${shop.host.url}${listing}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector(`${productCard(id)} [data-testid="add-to-basket"]:not([disabled])`)
    await page.$eval(`${productCard(id)} [data-testid="add-to-basket"]`, (button) => (button as HTMLElement).click())
    await page.$eval('[data-testid="basket-button"]', (button) => (button as HTMLElement).click())
    await page.waitForSelector('[data-testid="purchase-line"]')
    const character = await limitReachedElsewhere(id)
    await chooseCharacter(page, character)
    const charactersReadAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getCharacters')
    await page.click('[data-testid="buy-button"]')

    await page.waitForSelector('[data-testid="line-error"]', { timeout: 30_000 })
    // The characters are read again after the refusal: their answer in and drawn before counting. (Not the network's
    // idleness: a loaded machine kept some request of the page open past 30 s.)
    await (await charactersReadAgain).buffer()
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
    const shown = await shownTexts(page)
    expect(await textOf(page, '[data-testid="line-error"]')).toBe(LIMIT_MESSAGE)
    expect(occurrences(shown, LIMIT_MESSAGE)).toBe(1)
    expect(shown).not.toContain('Ce personnage a déjà sa limite')
    expect(await page.$('[data-testid="purchase-error"]')).toBeNull()
    await screenshot(page, `purchase-refusal-${label}`, { fullPage: false })

    await page.click('[data-testid="remove-errored"]')
    await page.waitForSelector('[data-testid="purchase-empty"]')
    expect(await textOf(page, '[data-testid="purchase-empty"]')).toBe('Votre panier est vide.')
    expect(await page.$('[data-testid="purchase-error"]')).toBeNull()
    expect(await page.$('[data-testid="line-error"]')).toBeNull()
    await screenshot(page, `purchase-refusal-removed-${label}`, { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)
})

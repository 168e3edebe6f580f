import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, VIEWPORTS, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { fillLoginForm, submitLogin } from '../support/e2e-login.ts'

const shop = useE2eShop()

async function logIn(page: Page, username: string) {
  await page.click('[data-testid="login-button"]')
  await fillLoginForm(page, username)
  await submitLogin(page, '[data-testid="user-menu-button"]')
}

/** Opens the account menu and follows 'Lier mon compte Discord' to the stand-in's page. */
async function openDiscordPage(page: Page, viewport: typeof DESKTOP | typeof MOBILE) {
  // At 390 px the logged-in header is wider than the screen and clips the account menu (a header
  // layout issue of its own), so there the entry is clicked through the DOM rather than at a point.
  const click = (selector: string) =>
    viewport === MOBILE ? page.$eval(selector, (element) => (element as HTMLElement).click()) : page.click(selector)
  await click('[data-testid="user-menu-button"]')
  await page.waitForSelector('[data-testid="discord-link-button"]')
  expect(await textOf(page, '[data-testid="discord-link-button"]')).toBe('Lier mon compte Discord')
  await Promise.all([page.waitForNavigation(), click('[data-testid="discord-link-button"]')])
  await page.waitForSelector('[data-testid="discord-sandbox"]')
  expect(new URL(page.url()).pathname).toBe('/sandbox/discord/oauth2/authorize')
  expect(await textOf(page, 'h1')).toBe('Boutique souhaite accéder à votre compte Discord')
}

describe('linking a Discord account', () => {
  it('Autoriser on Discord’s page links the account and comes back to the page the player was on', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/armes`, { waitUntil: 'networkidle0' })
    await logIn(page, 'Lucas_Martin')
    await openDiscordPage(page, DESKTOP)
    await screenshot(page, 'discord-authorize-desktop', { fullPage: false })

    await page.click('[data-testid="discord-sandbox-user-lucas.martin"]')
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="discord-sandbox-allow"]')])
    await page.waitForFunction(() => location.pathname === '/armes')
    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="discord-linked"]')
    expect(await textOf(page, '[data-testid="discord-linked"]')).toBe('Compte Discord lié')
    expect(await page.$('[data-testid="discord-link-button"]')).toBeNull()
    await screenshot(page, 'discord-linked-desktop', { fullPage: false })

    const whoAmI = await page.evaluate(() => fetch('/api/whoAmI').then((response) => response.json()))
    expect(whoAmI.account.discordId).toBe('900000000000000101')
    expect(errors).toEqual([])
    await page.close()
  })

  for (const [name, viewport] of VIEWPORTS) {
    it(`Annuler shows the AUTH_FAILED page with Discord’s error, and 'Retour à l'accueil' goes home (${name})`, async () => {
      const { page, errors } = await openPage(shop.browser, viewport)
      await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
      await logIn(page, 'Emma_Roux')
      await openDiscordPage(page, viewport)
      if (viewport === MOBILE) await screenshot(page, 'discord-authorize-mobile', { fullPage: false })

      await Promise.all([page.waitForNavigation(), page.click('[data-testid="discord-sandbox-cancel"]')])
      await page.waitForSelector('[data-testid="error-page"][data-error-type="AUTH_FAILED"]')
      expect(new URL(page.url()).pathname).toBe('/discordAuth')
      expect(await textOf(page, '.error-page__text')).toBe('Echec de la connexion avec Discord')
      const wordings = await page.$$eval('.error-page__wording', (lines) => lines.map((line) => line.textContent))
      // French for the player; Discord's 'access_denied' and its English description go to the console.
      expect(wordings).toEqual(['Vous avez refusé l’autorisation sur Discord : votre compte n’a pas été lié.'])
      expect(await textOf(page, '[data-testid="error-page-button"]')).toBe("Retour à l'accueil")
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await screenshot(page, `discord-auth-failed-${name}`, { fullPage: false })

      await page.click('[data-testid="error-page-button"]')
      await page.waitForFunction(() => location.pathname === '/' && !document.querySelector('[data-testid="error-page"]'))
      await page.$eval('[data-testid="user-menu-button"]', (element) => (element as HTMLElement).click())
      await page.waitForSelector('[data-testid="discord-link-button"]')
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('a refused link call goes to / and shows the service’s words', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await logIn(page, 'Emma_Roux')
    const state = JSON.stringify({ previousPage: '/armes', packageId: null, isGift: false, nonce: 'n'.repeat(43) })
    await page.goto(`${shop.host.url}/discordAuth?code=faux&state=${encodeURIComponent(state)}`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="error-page"][data-error-type="AUTH_FAILED"]')
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await textOf(page, '.error-page__wording')).toBe(
      'Cette demande de liaison Discord est inconnue. Recommencez depuis le menu du compte.'
    )
    await page.close()
  })
})

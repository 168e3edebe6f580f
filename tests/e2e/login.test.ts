import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

async function fillLogin(page: import('puppeteer-core').Page, username: string, password: string) {
  await page.click('[data-testid="login-username"]', { count: 3 })
  await page.keyboard.press('Backspace')
  await page.type('[data-testid="login-username"]', username)
  await page.click('[data-testid="login-password"]', { count: 3 })
  await page.keyboard.press('Backspace')
  await page.type('[data-testid="login-password"]', password)
}

describe('logging in with the game account', () => {
  it('checks the fields, shows the server’s error, logs in, survives a reload and logs out', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="login-button"]')
    await page.waitForSelector('[data-testid="login-form"]')
    expect(await textOf(page, '#login-panel-title')).toBe('Connexion')
    await page.click('[data-testid="login-submit"]')
    expect(await textOf(page, '[data-testid="login-username-error"]')).toBe('Requis')
    expect(await textOf(page, '[data-testid="login-password-error"]')).toBe('Requis')

    await fillLogin(page, 'Lucas_Martin', 'mauvais-mot')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="login-panel-message"]')
    expect(await textOf(page, '[data-testid="login-panel-message"]')).toBe('Identifiant ou mot de passe incorrect.')
    await screenshot(page, 'login-error-desktop', { fullPage: false })

    await fillLogin(page, 'Lucas_Martin', 'boutique-demo')
    await page.click('[data-testid="login-remember"]')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="notification"]')
    expect(await textOf(page, '[data-testid="notification"]')).toBe('Connexion réussie')
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
    expect(await textOf(page, '[data-testid="unions-balance"]')).toBe('25’000 Unions')
    expect(await textOf(page, '[data-testid="nav-daily-shop"]')).toBe('Boutique journalière')
    await screenshot(page, 'logged-in-desktop', { fullPage: false })

    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="user-menu-button"]')
    expect(await textOf(page, '.user-menu__name')).toBe('Lucas_Martin')

    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="user-menu"]')
    await page.mouse.click(5, 400)
    await page.waitForFunction(() => !document.querySelector('[data-testid="user-menu"]'))
    await page.click('[data-testid="user-menu-button"]')
    await page.click('[data-testid="logout-button"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="notification"]')?.textContent === 'Déconnecté')
    await page.waitForSelector('[data-testid="login-button"]')
    await page.reload({ waitUntil: 'networkidle0' })
    expect(await page.$('[data-testid="user-menu-button"]')).toBeNull()
    expect(errors).toEqual([])
    await page.close()
  })

  it('fits the mobile header once logged in', async () => {
    const { page } = await openPage(shop.browser, MOBILE)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="login-button"]')
    await page.waitForSelector('[data-testid="login-form"]')
    await fillLogin(page, 'Emma_Roux', 'boutique-demo')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="unions-balance"]')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await screenshot(page, 'logged-in-mobile', { fullPage: false })
    await page.close()
  })

  it('a cookie the service no longer knows logs the player out on load', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.evaluate(() =>
      localStorage.setItem(
        'boutique:app',
        JSON.stringify({
          version: 6,
          state: { currency: 'EUR', user: { id: 1, username: 'Lucas_Martin', shopTokens: 1, group: 'user', discordId: null, rank: 'joueur', avatarUrl: null } }
        })
      )
    )
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="login-button"]')
    await page.close()
  })
})

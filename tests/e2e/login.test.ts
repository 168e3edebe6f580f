import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const SERVER_KEY = 's'.repeat(40)
const shop = useE2eShop({ env: { SHOP_SERVER_KEY: SERVER_KEY } })

async function fillLogin(page: import('puppeteer-core').Page, username: string, password: string) {
  await page.click('[data-testid="login-username"]', { count: 3 })
  await page.keyboard.press('Backspace')
  await page.type('[data-testid="login-username"]', username)
  await page.click('[data-testid="login-password"]', { count: 3 })
  await page.keyboard.press('Backspace')
  await page.type('[data-testid="login-password"]', password)
}

/** Whether the login banner covers any part of the header (it used to hide the currency selector, and the phone header). */
function bannerOverHeader(page: import('puppeteer-core').Page): Promise<boolean> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid="notification"]')?.getBoundingClientRect()
    const header = document.querySelector('[data-testid="header"]')?.getBoundingClientRect()
    if (!banner || !header) throw new Error('no banner or no header')
    return banner.top < header.bottom && banner.bottom > header.top
  })
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
    // A password of spaces is missing too, and nothing is sent.
    const loginCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginCalls.push(request.url())
    })
    await fillLogin(page, 'Lucas_Martin', '   ')
    await page.click('[data-testid="login-submit"]')
    expect(await textOf(page, '[data-testid="login-password-error"]')).toBe('Requis')
    expect(await page.$('[data-testid="login-username-error"]')).toBeNull()
    // No login under way (a sent one holds the button for 500 ms and more), and none sent.
    expect(await page.$eval('[data-testid="login-submit"]', (button) => (button as HTMLButtonElement).disabled)).toBe(false)
    expect(loginCalls).toEqual([])

    await fillLogin(page, 'Lucas_Martin', 'mauvais-mot')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="login-panel-message"]')
    expect(await textOf(page, '[data-testid="login-panel-message"]')).toBe('Identifiant ou mot de passe incorrect.')
    expect(loginCalls).toHaveLength(1)
    await screenshot(page, 'login-error-desktop', { fullPage: false })

    await fillLogin(page, 'Lucas_Martin', 'boutique-demo')
    await page.click('[data-testid="login-remember"]')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="notification"]')
    expect(await textOf(page, '[data-testid="notification"]')).toBe('Connexion réussie')
    expect(await bannerOverHeader(page)).toBe(false)
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
    expect(await textOf(page, '[data-testid="unions-balance"]')).toBe('25’000 Unions')
    expect(await textOf(page, '[data-testid="nav-daily-shop"]')).toBe('Boutique journalière')
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="rank-badge"]')?.naturalWidth)
    expect(await page.$eval('[data-testid="rank-badge"]', (image) => image.getAttribute('alt'))).toBe('joueur')
    await screenshot(page, 'logged-in-desktop', { fullPage: false })

    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="user-menu-button"]')
    expect(await textOf(page, '.user-menu__name')).toBe('Lucas_Martin')

    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="user-menu"]')
    await page.mouse.click(5, 400)
    await page.waitForFunction(() => !document.querySelector('[data-testid="user-menu"]'))
    // The menu listens from the moment it shows: a press outside at once closes it too.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[data-testid="user-menu"]')) return
            observer.disconnect()
            document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
            resolve()
          })
          observer.observe(document.body, { childList: true, subtree: true })
          document.querySelector<HTMLElement>('[data-testid="user-menu-button"]')?.click()
        })
    )
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
    await fillLogin(page, 'Lucas_Martin', 'boutique-demo')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="notification"]')
    expect(await bannerOverHeader(page)).toBe(false)
    await page.waitForSelector('[data-testid="unions-balance"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // One row (it used to take two on phones).
    expect(await page.$eval('.header__bar', (bar) => (bar as HTMLElement).offsetHeight)).toBeLessThanOrEqual(64)
    const menuButton = await page.$eval('[data-testid="user-menu-button"]', (button) => button.getBoundingClientRect().right)
    expect(menuButton).toBeLessThanOrEqual(390)
    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="logout-button"]')
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
          state: {
            currency: 'EUR',
            user: { id: 1, username: 'Lucas_Martin', shopTokens: 1, group: 'user', discordId: null, rank: 'joueur', avatarUrl: null }
          }
        })
      )
    )
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="login-button"]')
    await page.close()
  })
})

describe('logging in from the game', () => {
  const mintToken = async () => {
    const response = await fetch(`${shop.host.url}/api/server/players/fivem:100002/login-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ serverName: 'main' })
    })
    return ((await response.json()) as { token: string }).token
  }

  it('a token minted for the player logs in once and lands on customRedirect', async () => {
    const token = await mintToken()
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/loginGame?token=${token}&serverId=1&customRedirect=%2Farmes`, { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => location.pathname === '/armes')
    expect(await textOf(page, '.user-menu__name')).toBe('Emma_Roux')

    const replay = await openPage(shop.browser, DESKTOP)
    await replay.page.goto(`${shop.host.url}/loginGame?token=${token}&customRedirect=nil`, { waitUntil: 'networkidle0' })
    await replay.page.waitForSelector('[data-testid="login-panel-message"]')
    expect(await textOf(replay.page, '[data-testid="login-panel-message"]')).toBe(
      'Ce lien de connexion est invalide ou a expiré. Rouvrez la boutique en jeu (F2).'
    )
    expect(await replay.page.evaluate(() => location.pathname)).toBe('/')
    expect(errors).toEqual([])
    await page.close()
    await replay.page.close()
  })

  it('an off-site customRedirect leads home', async () => {
    const token = await mintToken()
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/loginGame?token=${token}&customRedirect=https%3A%2F%2Fevil.example`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="unions-balance"]')
    expect(await page.evaluate(() => location.href)).toBe(`${shop.host.url}/`)
    await page.close()
  })
})

describe('the website password', () => {
  it('is changed from the user menu with the current one', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="login-button"]')
    await fillLogin(page, 'Lucas_Martin', 'boutique-demo')
    await page.click('[data-testid="login-submit"]')
    await page.waitForSelector('[data-testid="user-menu-button"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
    await page.click('[data-testid="user-menu-button"]')
    await page.click('[data-testid="website-password-button"]')
    await page.waitForSelector('[data-testid="website-password-dialog"]')
    await page.type('[data-testid="current-password"]', 'pas-le-bon')
    await page.type('[data-testid="new-password"]', 'nouveau-secret')
    await page.click('[data-testid="password-save"]')
    await page.waitForSelector('[data-testid="password-error"]')
    expect(await textOf(page, '[data-testid="password-error"]')).toBe('Le mot de passe actuel est incorrect.')
    await page.click('[data-testid="current-password"]', { count: 3 })
    await page.type('[data-testid="current-password"]', 'boutique-demo')
    await page.click('[data-testid="password-save"]')
    await page.waitForSelector('[data-testid="password-saved"]')
    await screenshot(page, 'website-password-desktop', { fullPage: false })
    const relogin = await fetch(`${shop.host.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Lucas_Martin', password: 'nouveau-secret' })
    })
    expect(relogin.status).toBe(200)
    await page.close()
  })
})

describe('the login-from-game guide', () => {
  it('slides over the panel, keeps the focus, and gives it back on close', async () => {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE]
    ] as const) {
      const { page } = await openPage(shop.browser, viewport)
      await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
      await page.click('[data-testid="login-button"]')
      await page.click('[data-testid="login-guide-open"]')
      await page.waitForSelector('[data-testid="login-guide"]')
      expect(await textOf(page, '#login-guide-title')).toBe('Connexion à partir du jeu')
      expect(await page.$eval('[data-testid="login-guide"] img', (image) => image.getAttribute('alt'))).toBe('login-game-screenshot')
      const quoteShown = await page.$eval('.login-guide__menu-item', (element) => getComputedStyle(element).display !== 'none')
      expect(quoteShown).toBe(width === 'desktop')
      // Without the quote the sentence still stands ('…puis choisissez . La boutique…' before).
      expect(await page.$eval('[data-testid="login-guide-instruction"]', (element) => (element as HTMLElement).innerText)).toBe(
        width === 'desktop'
          ? 'En jeu, appuyez sur F2 pour ouvrir le menu de la boutique, puis choisissez « Se connecter sur la nouvelle boutique ». La boutique s’ouvre dans votre navigateur, déjà connectée.'
          : 'En jeu, appuyez sur F2 pour ouvrir le menu de la boutique, puis choisissez l’entrée de connexion à la nouvelle boutique. La boutique s’ouvre dans votre navigateur, déjà connectée.'
      )
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      await screenshot(page, `login-guide-${width}`, { fullPage: false })
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="login-guide"]')))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await page.waitForFunction(() => !document.querySelector('[data-testid="login-guide"]'))
      expect(await page.$('[data-testid="login-panel"]')).not.toBeNull()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-guide-open')
      await page.close()
    }
  })
})

describe('the logs', () => {
  it('hold no password, session id or login token', async () => {
    const output = shop.host.output()
    expect(output).not.toContain('boutique-demo')
    expect(output).not.toContain('nouveau-secret')
    expect(output).not.toMatch(/boutique_session=|Bearer [\w-]{20,}/)
  })
})

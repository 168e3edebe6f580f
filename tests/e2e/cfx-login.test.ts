import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop()

/** From a shop page: the login panel, the forum button, and on to the stand-in forum's page. */
async function goToForum(page: Page, from: string) {
  await page.goto(`${shop.host.url}${from}`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="login-button"]')
  await page.waitForSelector('[data-testid="login-cfx"]')
  expect(await textOf(page, '[data-testid="login-cfx"]')).toBe('Se connecter avec Cfx.re')
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="login-cfx"]')])
  expect(new URL(page.url()).pathname).toBe('/sandbox/forum/user-api-key/new')
  expect(await textOf(page, '[data-testid="forum-title"]')).toBe('Autoriser Boutique ?')
}

describe('logging in with the Cfx.re forum account (stand-in forum)', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE]
  ] as const) {
    it(`authorizing as Lucas_Martin lands back logged in, on the page left (${name})`, async () => {
      const { page, errors } = await openPage(shop.browser, viewport)
      await goToForum(page, '/armes')
      await screenshot(page, `cfx-forum-${name}`)
      await page.click('[data-testid="forum-user-100001"]')
      await page.click('[data-testid="forum-authorize"]')
      await page.waitForSelector('[data-testid="unions-balance"]')
      expect(await textOf(page, '[data-testid="unions-balance"]')).toBe('25’000 Unions')
      expect(await page.evaluate(() => location.pathname + location.search)).toBe('/armes')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await page.waitForFunction(() => document.querySelector('[data-testid="notification"]')?.textContent === 'Connexion réussie')
      await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
      await screenshot(page, `cfx-logged-in-${name}`, { fullPage: false })

      await page.reload({ waitUntil: 'networkidle0' })
      await page.waitForSelector('[data-testid="user-menu-button"]')
      expect(await textOf(page, '[data-testid="unions-balance"]')).toBe('25’000 Unions')
      await page.goBack({ waitUntil: 'networkidle0' })
      expect(new URL(page.url()).pathname).not.toBe('/cfxlogin')
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('Refuser brings the player back home with the error in the login panel', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await goToForum(page, '/packs')
    await page.click('[data-testid="forum-deny"]')
    await page.waitForSelector('[data-testid="login-panel-message"]')
    expect(await textOf(page, '[data-testid="login-panel-message"]')).toBe('Erreur lors de la tentative de connexion avec Cfx')
    expect(await page.evaluate(() => location.pathname)).toBe('/')
    expect(await page.$('[data-testid="unions-balance"]')).toBeNull()
    await screenshot(page, 'cfx-refused-desktop', { fullPage: false })
    expect(errors).toEqual([])
    await page.close()
  })

  it('a new forum user gets an account; a payload with no attempt behind it shows the server’s reason', async () => {
    const { page } = await openPage(shop.browser, MOBILE)
    await goToForum(page, '/')
    await page.click('[data-testid="forum-user-100003"]')
    await page.click('[data-testid="forum-authorize"]')
    await page.waitForSelector('[data-testid="unions-balance"]')
    expect(await textOf(page, '.user-menu__name')).toBe('Hugo_Lefevre')
    const replay = await openPage(shop.browser, MOBILE)
    await replay.page.goto(`${shop.host.url}/cfxlogin?payload=AAAA`, { waitUntil: 'networkidle0' })
    await replay.page.waitForSelector('[data-testid="login-panel-message"]')
    expect(await textOf(replay.page, '[data-testid="login-panel-message"]')).toBe(
      'Cette demande de connexion Cfx.re est inconnue ou a déjà servi. Recommencez la connexion.'
    )
    await screenshot(replay.page, 'cfx-refused-mobile', { fullPage: false })
    await page.close()
    await replay.page.close()
  })

  it('writes no payload, key or session id to the host’s logs', () => {
    const output = shop.host.output()
    expect(output).not.toMatch(/payload=|BEGIN (PRIVATE|PUBLIC) KEY|boutique_session=|boutique_cfx=/)
  })
})

import { setTimeout as delay } from 'node:timers/promises'

import type { Browser, Frame, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { DESKTOP, launchBrowser, openPage, screenshot, textOf } from '../support/browser.ts'
import {
  checkoutPopupReady,
  confirmOrder,
  GRADE_VIP,
  passProviderLogin,
  payInCheckout,
  productCard,
  UNIONS_1000,
  waitForText
} from '../support/e2e-checkout.ts'
import { startNuiHost, type NuiHost } from '../support/nui-host.ts'
import { resourceDir, useShopBuildScreenshots, withShopBuild } from '../support/shop-build.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'
import { LOGIN_TOKEN_TTL_MS } from '../../web/accounts/login-tokens.ts'

const SERVER_KEY = 'in-game-e2e-server-key-'.padEnd(48, 'k')
const TWITTER = 'https://twitter.com/boutique-rp'
let shop: WebHost
let nui: NuiHost
let browser: Browser

useShopBuildScreenshots()
beforeAll(async () => {
  const started = await Promise.all([
    startWebHost({ env: withShopBuild({ SHOP_SERVER_KEY: SERVER_KEY, SOCIAL_TWITTER: TWITTER }) }),
    startNuiHost('boutique', resourceDir())
  ])
  shop = started[0]
  nui = started[1]
  browser = await launchBrowser(nui.browserArgs)
  // Emma spawns now; she presses F2 in the file's last test, after the token's life (the other tests run meanwhile).
  spawned = await spawn('fivem:100002')
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([shop?.stop(), nui?.stop()])
})

/** What the game server does when a player presses F2: a one-time token from the game-server API. */
async function mintToken(identifier = 'fivem:100001'): Promise<string> {
  const response = await fetch(`${shop.url}/api/server/players/${identifier}/login-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ serverName: 'main' })
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The resource's page as the game shows it, with the game's natives stubbed and recorded. */
async function openHostPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, DESKTOP)
  await opened.page.evaluateOnNewDocument(() => {
    if (window !== window.top) return
    const calls: [string, string][] = []
    Object.assign(window, {
      nativeCalls: calls,
      invokeNative: (type: string, argument: string) => calls.push([type, argument]),
      GetParentResourceName: () => 'boutique'
    })
  })
  await opened.page.goto(`${nui.origin}/html/host.html`, { waitUntil: 'load' })
  return opened
}

/** SendNUIMessage, as the game's root page delivers it. */
function gameSays(page: Page, message: object): Promise<void> {
  return page.evaluate((data) => window.postMessage(data, '*'), message)
}

/** The close NUI callbacks (each host page also says `ready` once it listens). */
const closes = () => nui.callbacks.filter((callback) => callback.name === 'close')

interface Spawned {
  page: Page
  errors: string[]
  token: string
  mintedAt: number
}
let spawned: Spawned | undefined

/**
 * A player in the world, as the client script plays it (overlay/src/client/prepare-at-spawn.ts): once the page
 * said `ready`, the server's session (a fresh token) comes without any `open`.
 */
async function spawn(identifier: string): Promise<Spawned> {
  const readies = () => nui.callbacks.filter((callback) => callback.name === 'ready').length
  const before = readies()
  const { page, errors } = await openHostPage()
  await waitUntil(() => readies() > before)
  const mintedAt = Date.now()
  const token = await mintToken(identifier)
  await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token })
  return { page, errors, token, mintedAt }
}

const nativeCalls = (page: Page) => page.evaluate(() => (window as unknown as { nativeCalls: string[][] }).nativeCalls)

async function shopFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('[data-testid="shop-frame"]')
  const frame = await element?.contentFrame()
  if (!frame) throw new Error('no shop frame')
  return frame
}

const frameText = (frame: Frame, selector: string) => frame.$eval(selector, (element) => element.textContent ?? '')

/** The n-th openUrl the game was asked for: the website's one-time link, never the game's own page. */
async function handedOver(page: Page, count: number): Promise<URL> {
  const calls = await waitForNativeCall(page, count)
  const [type, url = ''] = calls[count - 1] ?? []
  expect(type).toBe('openUrl')
  expect(url).toMatch(new RegExp(`^${shop.url}/loginGame\\?token=[\\w-]{20,}&`))
  return new URL(url)
}

const unionsIn = async (frame: Frame) => Number((await frameText(frame, '[data-testid="unions-balance"]')).replace(/\D/g, ''))

/** A player's balance as the shop service tells it (logged in with the demo password). */
async function unionsOf(username: string): Promise<number> {
  const login = await fetch(`${shop.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'boutique-demo' })
  })
  return accountResponseSchema.parse(await login.json()).account.shopTokens
}

async function waitForNativeCall(page: Page, count: number): Promise<string[][]> {
  await page.waitForFunction((n) => (window as unknown as { nativeCalls: unknown[] }).nativeCalls.length >= n, {}, count)
  return nativeCalls(page)
}

describe('the shop in game', () => {
  it('opens on the game’s message, logs in with the server’s token, and sends only allowed links to the player’s browser', async () => {
    const { page, errors } = await openHostPage()
    expect(await page.$eval('[data-testid="host"]', (element) => (element as HTMLElement).hidden)).toBe(true)
    expect(await page.$('[data-testid="shop-frame"]')).toBeNull()

    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken() })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="unions-balance"]')
    expect(await frameText(frame, '[data-testid="unions-balance"]')).toBe('25’000 Unions')
    // The route moved to the shop's own paths, under the resource's origin; the logo comes from the shop.
    expect(await frame.evaluate(() => location.href)).toBe(`${nui.origin}/`)
    await frame.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="brand"] img')?.naturalWidth)
    await frame.waitForSelector('[data-testid="category-link-packs"], .category-grid a')
    await page.addStyleTag({ content: 'html { background: linear-gradient(160deg, #35516b, #7b8c6a 55%, #2d3324) !important; }' })
    await screenshot(page, 'in-game-overlay-desktop', { fullPage: false })

    // A social link of the footer: to the player's browser, not a popup.
    await frame.click(`[data-testid="social-twitter"]`)
    expect(await waitForNativeCall(page, 1)).toEqual([['openUrl', TWITTER]])

    // Ignored: another origin's frame, a javascript: URL, a site off the list.
    await page.evaluate((url) => {
      const foreign = document.createElement('iframe')
      foreign.src = `${url}/healthz`
      foreign.id = 'foreign'
      document.body.append(foreign)
    }, shop.url)
    const foreign = await (await page.waitForSelector('#foreign'))?.contentFrame()
    await foreign?.waitForFunction(() => document.readyState === 'complete')
    expect(await foreign?.evaluate(() => location.origin)).toBe(shop.url)
    await foreign?.evaluate((url) => {
      parent.postMessage({ type: 'open_external', url }, '*')
      parent.postMessage({ type: 'close' }, '*')
    }, TWITTER)
    await frame.evaluate(() => {
      parent.postMessage({ type: 'open_external', url: 'javascript:alert(document.domain)' }, location.origin)
      parent.postMessage({ type: 'open_external', url: 'https://evil.example/phishing' }, location.origin)
      parent.postMessage({ type: 'open_external', url: 'https://checkout.tebex.io/checkout/demo-basket' }, location.origin)
    })
    expect(await waitForNativeCall(page, 2)).toEqual([
      ['openUrl', TWITTER],
      ['openUrl', 'https://checkout.tebex.io/checkout/demo-basket']
    ])
    expect(closes()).toEqual([])
    expect(await page.$eval('[data-testid="host"]', (element) => (element as HTMLElement).hidden)).toBe(false)
    expect(errors).toEqual([])
  })

  it('a Unions pack, then a Grade that first links Discord: finished in the player’s own browser, logged in; the game’s shop shows the balance and the rank without a reload', async () => {
    const { page, errors } = await openHostPage()
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken('fivem:100001') })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="unions-balance"]')
    const before = await unionsIn(frame)
    await frame.click('[data-testid="unions-balance"]')
    await frame.waitForSelector(`${productCard(UNIONS_1000)} [data-testid="add-to-basket"]:not([disabled])`)
    await frame.click(`${productCard(UNIONS_1000)} [data-testid="add-to-basket"]`)

    // The game only hands the player's browser a one-time link to the website: nothing of the game's page.
    const unionsLink = await handedOver(page, 1)
    expect(unionsLink.searchParams.get('serverId')).toBe('main')
    expect(unionsLink.searchParams.get('customRedirect')).toBe('/tokens?handoff=buy%3A12')
    await waitForText(frame, '[data-testid="handoff-notice"]', 'Continuez dans votre navigateur')
    await screenshot(page, 'in-game-handoff-notice-desktop', { fullPage: false })

    // The player's browser: another profile, nothing but the address.
    const desktop = await openPage(browser, DESKTOP)
    await desktop.page.goto(unionsLink.href)
    await passProviderLogin(desktop.page, '/tokens')
    expect(await textOf(desktop.page, '.user-menu__name')).toBe('Lucas_Martin')
    // The server the token was minted for is the website's selected server.
    expect(await desktop.page.evaluate(() => JSON.parse(localStorage.getItem('boutique:app') ?? '{}').state?.server)).toBe('main')
    await confirmOrder(desktop.page)
    await payInCheckout(desktop.page)
    expect(await textOf(desktop.page, '[data-testid="transaction-in-game"]')).toBe(
      'Vos achats vous attendent en jeu : ouvrez la boutique (F2) pour les retrouver.'
    )
    await frame.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="unions-balance"]')?.textContent?.replace(/\D/g, '')) === expected,
      { timeout: 30_000 },
      before + 1000
    )

    // A Grade needs a linked Discord: the website links it first, then the same purchase goes on.
    await frame.click('[data-testid="nav-abonnements"]')
    await frame.waitForSelector(`${productCard(GRADE_VIP)} [data-testid="subscribe-button"]`)
    expect(await frame.$eval('[data-testid="rank-badge"]', (image) => image.getAttribute('alt'))).toBe('joueur')
    await frame.click(`${productCard(GRADE_VIP)} [data-testid="subscribe-button"]`)
    const gradeLink = await handedOver(page, 2)
    expect(gradeLink.searchParams.get('customRedirect')).toBe('/abonnements?handoff=buy%3A1')
    await desktop.page.goto(gradeLink.href)
    await desktop.page.waitForSelector('[data-testid="discord-sandbox"]', { timeout: 30_000 })
    await desktop.page.click('[data-testid="discord-sandbox-user-lucas.martin"]')
    await Promise.all([desktop.page.waitForNavigation(), desktop.page.click('[data-testid="discord-sandbox-allow"]')])
    await passProviderLogin(desktop.page, '/abonnements')
    await checkoutPopupReady(desktop.page)
    expect(await textOf(desktop.page, '[data-testid="checkout-line-name"]')).toBe('Grade VIP')
    await confirmOrder(desktop.page)
    await payInCheckout(desktop.page)
    await frame.waitForFunction(() => document.querySelector('[data-testid="rank-badge"]')?.getAttribute('alt') === 'vip', {
      timeout: 30_000
    })
    expect(await frame.evaluate(() => location.href)).toBe(`${nui.origin}/abonnements`)
    expect(desktop.errors).toEqual([])
    expect(errors).toEqual([])
    await desktop.page.close()
  }, 180_000)

  it('a gift to another player: chosen and paid in the player’s own browser; the game’s history shows it without a reload', async () => {
    const lucasBefore = await unionsOf('Lucas_Martin')
    const { page, errors } = await openHostPage()
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken('fivem:100002') })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="unions-balance"]')
    await frame.click('[data-testid="unions-balance"]')
    await frame.waitForSelector(`${productCard(UNIONS_1000)} [data-testid="gift-button"]`)
    await frame.click(`${productCard(UNIONS_1000)} [data-testid="gift-button"]`)
    const link = await handedOver(page, 1)
    expect(link.searchParams.get('customRedirect')).toBe('/tokens?handoff=gift%3A12')
    expect(await frame.$('[data-testid="gift-popup"]')).toBeNull()

    const desktop = await openPage(browser, DESKTOP)
    await desktop.page.goto(link.href)
    await desktop.page.waitForSelector('[data-testid="gift-popup"]', { timeout: 30_000 })
    await desktop.page.type('[data-testid="gift-username-input"]', 'Lucas_Martin')
    await desktop.page.click('[data-testid="gift-find"]')
    await waitForText(desktop.page, '[data-testid="gift-continue"]', 'Offrir à Lucas_Martin')
    await desktop.page.click('[data-testid="gift-continue"]')
    await passProviderLogin(desktop.page, '/tokens')
    await checkoutPopupReady(desktop.page)
    expect(await textOf(desktop.page, '[data-testid="checkout-line-gift"]')).toBe('Offert à Lucas_Martin')
    await confirmOrder(desktop.page)
    await payInCheckout(desktop.page)
    await waitForText(desktop.page, '[data-testid="transaction-popup"]', 'Cadeau pour Lucas_Martin')

    // Back in game: the gift is in Emma's history; the Unions are Lucas's.
    await frame.click('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="history-button"]')
    await frame.waitForSelector('[data-testid="history-row"][data-source="tebex"][data-package-id="6000102"]', { timeout: 30_000 })
    expect(await unionsOf('Lucas_Martin')).toBe(lucasBefore + 1000)
    expect(desktop.errors).toEqual([])
    expect(errors).toEqual([])
    await desktop.page.close()
  }, 120_000)

  it('Escape closes the top overlay first, then the shop through the NUI callback; F2 closes at once', async () => {
    const { page } = await openHostPage()
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken() })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="characters-button"]')
    await frame.waitForSelector('[role="dialog"]')
    await page.keyboard.press('Escape')
    await frame.waitForFunction(() => !document.querySelector('[role="dialog"]'))
    expect(closes()).toEqual([])

    await page.keyboard.press('Escape')
    await page.waitForFunction(() => (document.querySelector('[data-testid="host"]') as HTMLElement).hidden)
    await waitUntil(() => closes().length === 1)
    expect(closes()).toEqual([{ name: 'close', body: {} }])

    // Opened again: the same frame, still logged in; F2 inside it closes.
    await gameSays(page, { type: 'open' })
    await page.waitForFunction(() => !(document.querySelector('[data-testid="host"]') as HTMLElement).hidden)
    expect(await page.$$('[data-testid="shop-frame"]')).toHaveLength(1)
    await frame.focus('[data-testid="user-menu-button"]')
    await page.keyboard.press('F2')
    await waitUntil(() => closes().length === 2)
    nui.callbacks.length = 0
  })

  it('a later token logs a logged-out shop in again, in the same frame', async () => {
    const { page } = await openHostPage()
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken() })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="logout-button"]')
    await frame.waitForSelector('[data-testid="login-button"]')
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken() })
    await frame.waitForSelector('[data-testid="unions-balance"]')
    expect(await frameText(frame, '.user-menu__name')).toBe('Lucas_Martin')
    expect(await page.$$('[data-testid="shop-frame"]')).toHaveLength(1)
  })

  it('“Se connecter sur la nouvelle boutique” opens the website, logged in, in the player’s browser', async () => {
    const { page } = await openHostPage()
    await gameSays(page, { type: 'open' })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken('fivem:100002') })
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="user-menu-button"]')
    await frame.click('[data-testid="user-menu-button"]')
    await frame.waitForSelector('[data-testid="website-login-button"]')
    expect(await frameText(frame, '[data-testid="website-login-button"]')).toBe('Se connecter sur la nouvelle boutique')
    await screenshot(page, 'in-game-user-menu-desktop', { fullPage: false })
    await frame.click('[data-testid="website-login-button"]')
    const [[, url]] = (await waitForNativeCall(page, 1)) as [[string, string]]
    expect(url).toMatch(new RegExp(`^${shop.url}/loginGame\\?token=[\\w-]{20,}&serverId=main$`))

    const website = await openPage(browser, DESKTOP)
    await website.page.goto(url)
    await website.page.waitForSelector('[data-testid="unions-balance"]')
    expect(await textOf(website.page, '.user-menu__name')).toBe('Emma_Roux')
    expect(await website.page.$('[data-testid="website-login-button"]')).toBeNull()
  })
  it('prepared at spawn: the frame logs in out of sight; F2 after the token’s life shows the shop logged in, with nothing to load', async () => {
    const { page, errors, token, mintedAt } = spawned ?? (await spawn('fivem:100002'))
    const hostHidden = () => page.$eval('[data-testid="host"]', (element) => (element as HTMLElement).hidden)
    const frame = await shopFrame(page)
    await frame.waitForSelector('[data-testid="unions-balance"]')
    expect(await frameText(frame, '.user-menu__name')).toBe('Emma_Roux')
    // Laid out out of sight, then parked once the first screen was ready: closed, as any shop between two F2.
    await page.waitForFunction(() => !('warming' in (document.querySelector('[data-testid="host"]') as HTMLElement).dataset))
    expect(await hostHidden()).toBe(true)

    // The token's life goes by; the token was spent at spawn and is worth nothing now.
    const left = mintedAt + LOGIN_TOKEN_TTL_MS + 1_000 - Date.now()
    if (left > 0) await delay(left)
    expect((await fetch(`${shop.url}/api/loginGame?token=${token}`, { method: 'POST' })).status).toBe(401)

    // F2: the shop is there at once, logged in; the press's own token (minted by the server) is not needed.
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    // Shown once laid out, with nothing to load (how fast is the bench's: bench/in-game.ts; no test times it).
    await page.evaluate(() => {
      window.postMessage({ type: 'open' }, '*')
      return new Promise<void>((resolve) => {
        const frameElement = document.querySelector('[data-testid="shop-frame"]') as HTMLIFrameElement
        const check = () => {
          const balance = frameElement.contentDocument?.querySelector('[data-testid="unions-balance"]')
          if (balance && balance.getBoundingClientRect().height > 0) resolve()
          else requestAnimationFrame(check)
        }
        check()
      })
    })
    await gameSays(page, { type: 'session', shopUrl: shop.url, serverName: 'main', token: await mintToken('fivem:100002') })
    expect(await hostHidden()).toBe(false)
    expect(await frameText(frame, '.user-menu__name')).toBe('Emma_Roux')
    expect(await page.$$('[data-testid="shop-frame"]')).toHaveLength(1)
    await page.addStyleTag({ content: 'html { background: linear-gradient(160deg, #35516b, #7b8c6a 55%, #2d3324) !important; }' })
    await screenshot(page, 'in-game-prepared-f2-desktop', { fullPage: false })
    expect(requests.filter((url) => url.includes('/api/loginGame'))).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)
})

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50))
}

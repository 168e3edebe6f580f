import type { Frame, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Browser } from 'puppeteer-core'
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from '../support/browser.ts'
import { logInFromHome } from '../support/e2e-login.ts'
import { FiveMServer } from '../support/fivem/fivem-server.ts'
import type { Runtime } from '../support/fivem/runtime.ts'
import { scriptResource } from '../support/fivem/script-resource.ts'
import { runNextTimer } from '../support/fivem/settle.ts'
import { startNuiHost, type NuiHost } from '../support/nui-host.ts'
import { resourceDir, useShopBuildScreenshots, withShopBuild } from '../support/shop-build.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// docs/history.md#delivery: a website purchase waits for its player, who joins the game server (the FiveM
// harness runs the built resource), and the history says where it is, on the website and in game.
const SERVER_KEY = 'delivery-history-e2e-key-'.padEnd(48, 'k')
const TABLET = { width: 760, height: 900 }
/** The phone's width, without switching to a mobile device (puppeteer would reload the page and close the popup). */
const PHONE = { width: MOBILE.width, height: MOBILE.height }
const LUCAS = ['license:abc123', 'fivem:100001']
const LUCAS_CHARACTERS = [
  { id: 'char-1001', firstname: 'Lucas', lastname: 'Martin', dob: '1990-01-01', pob: 'Paris', height: 180 },
  { id: 'char-1002', firstname: 'Sofia', lastname: 'Martin', dob: '1992-02-02', pob: 'Paris', height: 170 }
]
const WAITING = 'En attente : connectez-vous sur Serveur Principal avec Lucas Martin'
const DELIVERED = /^Livré le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} à Lucas Martin$/

let shop: WebHost
let nui: NuiHost
let browser: Browser
let game: FiveMServer
const given: string[] = []

useShopBuildScreenshots()
beforeAll(async () => {
  ;[shop, nui] = await Promise.all([
    startWebHost({ env: withShopBuild({ SHOP_SERVER_KEY: SERVER_KEY }) }),
    startNuiHost('boutique', resourceDir())
  ])
  browser = await launchBrowser(nui.browserArgs)
  game = new FiveMServer({ boutique_shop_url: shop.url, boutique_server_name: 'main', boutique_server_key: SERVER_KEY })
  const bridge = {
    kind: 'js' as const,
    setup: (runtime: Runtime) =>
      runtime.call('boutique', 'registerDeliveryHandler', 'item', (_source: number, grant: { item: string }) => given.push(grant.item) > 0)
  }
  game.define('boutique', scriptResource()).define('bridge', bridge)
  game.ensure('boutique')
  game.ensure('bridge')
  game.tick()
})
afterAll(async () => {
  for (const name of ['bridge', 'boutique']) game?.stop(name)
  await browser?.close()
  await Promise.all([shop?.stop(), nui?.stop()])
})

/** A repair kit for Lucas Martin, bought on the website with the page's session. */
async function buyRepairKit(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const headers = { gameServer: 'main' }
    const characters = (await (await fetch('/api/getCharacters', { headers })).json()) as { id: number; firstname: string }[]
    const lucas = characters.find((character) => character.firstname === 'Lucas')
    const response = await fetch('/api/buyProducts', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ characterDbId: lucas?.id, products: { 201: { amount: 1, isFromDailyShop: false } } })
    })
    return response.status
  })
  expect(status).toBe(200)
}

async function historyDelivery(page: Page | Frame): Promise<string> {
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="history-button"]')
  const row = await page.waitForSelector('[data-testid="history-row-delivery"]')
  return (await row?.evaluate((element) => element.textContent)) ?? ''
}

async function atEachWidth(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['760', TABLET],
    ['390', PHONE]
  ] as const) {
    await page.setViewport(viewport)
    await page.waitForSelector('[data-testid="history-row-delivery"]', { visible: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0)
    await screenshot(page, `${name}-${width}`, { fullPage: false })
  }
}

describe('where a website purchase is in game, as the player reads it', () => {
  it('waits for the player while they are offline, then says delivered, to whom, on the website and in game', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await logInFromHome(page, shop.url, 'Lucas_Martin')
    await buyRepairKit(page)
    // A round of the game server with nobody online: nothing is handed out.
    await runNextTimer(game, 'boutique')
    expect(given).toEqual([])
    expect(await historyDelivery(page)).toBe(WAITING)
    await atEachWidth(page, 'history-delivery-waiting')

    // Lucas joins the game server on that character; the next round gives the kit.
    const lucas = game.join(LUCAS, 'Lucas')
    game.runtime('bridge')?.call('boutique', 'pushCharacters', lucas.source, LUCAS_CHARACTERS, 'char-1001')
    await runNextTimer(game, 'boutique')
    expect(given).toEqual(['repairkit'])

    const website = await openPage(browser, DESKTOP)
    await logInFromHome(website.page, shop.url, 'Lucas_Martin')
    expect(await historyDelivery(website.page)).toMatch(DELIVERED)
    await atEachWidth(website.page, 'history-delivery-delivered')
    expect([...errors, ...website.errors]).toEqual([])
  })

  it('in game (F2), the history says the same', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.evaluateOnNewDocument(() => {
      if (window === window.top) Object.assign(window, { invokeNative: () => undefined, GetParentResourceName: () => 'boutique' })
    })
    await page.goto(`${nui.origin}/html/host.html`, { waitUntil: 'load' })
    const minted = await fetch(`${shop.url}/api/server/players/fivem:100001/login-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ serverName: 'main' })
    })
    const { token } = (await minted.json()) as { token: string }
    await page.evaluate((data) => window.postMessage(data, '*'), { type: 'open' })
    await page.evaluate((data) => window.postMessage(data, '*'), { type: 'session', shopUrl: shop.url, serverName: 'main', token })
    const frame = await (await page.waitForSelector('[data-testid="shop-frame"]'))?.contentFrame()
    if (!frame) throw new Error('no shop frame')
    await frame.waitForSelector('[data-testid="unions-balance"]')
    expect(await historyDelivery(frame)).toMatch(DELIVERED)
    await screenshot(page, 'history-delivery-in-game-1280', { fullPage: false })
    expect(errors).toEqual([])
  })
})

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_DISCORD_CLIENT_SECRET } from '../../web/discord/discord-settings.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { DESKTOP, launchBrowser, openPage, screenshot, textOf } from '../support/browser.ts'
import { demoCatalogueWith, importCatalogue } from '../support/catalogue-import.ts'
import { confirmOrder } from '../support/e2e-checkout.ts'
import { HOSTILE_DESCRIPTION } from '../support/hostile-content.ts'
import { startNuiHost, type NuiHost } from '../support/nui-host.ts'
import { logInWithPassword, pwned, watchedPageOf } from '../support/security-pages.ts'
import { REPO_ROOT, startWebHost, type WebHost } from '../support/web-host.ts'
import { waitFor } from '../support/wait-for.ts'

const SERVER_KEY = 'security-e2e-server-key-'.padEnd(48, 'k')
let host: WebHost
let nui: NuiHost
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'boutique-security-'))
  const env = { SHOP_SERVER_KEY: SERVER_KEY }
  // The admin's flow: the shop has run once (demo data), is stopped, and imports a catalogue whose
  // description carries scripts; then it starts again on that data.
  const first = await startWebHost({ env, dataDir })
  expect(await first.stop()).toBe(0)
  await importCatalogue(
    demoCatalogueWith((product) => (product.id === 201 ? { ...product, description: HOSTILE_DESCRIPTION } : product)),
    { DATA_DIR: dataDir }
  )
  ;[host, nui] = await Promise.all([startWebHost({ env, dataDir }), startNuiHost()])
  // evil.example is another site: the NUI stand-in's server answers for it too.
  const evilArgs = nui.browserArgs.map((arg) => {
    const port = /127\.0\.0\.1:(\d+)/.exec(arg)?.[1]
    return arg.startsWith('--host-resolver-rules=') && port ? `${arg},MAP evil.example:443 127.0.0.1:${port}` : arg
  })
  browser = await launchBrowser(evilArgs)
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([host?.stop(), nui?.stop()])
  await rm(dataDir, { recursive: true, force: true })
})

const watchedPage = () => watchedPageOf(browser)
const logIn = (page: Page, username = 'Lucas_Martin') => logInWithPassword(page, host.url, username)

describe('a hostile product description imported by an admin', () => {
  it('shows as harmless text: no script runs, and the CSP would stop one that got through', async () => {
    const { page, errors, violations } = await watchedPage()
    await page.goto(`${host.url}/objets/201`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="presentation-description"]')
    expect(await textOf(page, '[data-testid="presentation-description"] p')).toBe('Bien équipé.')
    await page.hover('[data-testid="presentation-description"]')
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="presentation-description"] a')?.click())
    expect(
      await page.$$eval(
        '[data-testid="presentation-description"] script, [data-testid="presentation-description"] img, [data-testid="presentation-description"] iframe',
        (found) => found.length
      )
    ).toBe(0)
    await screenshot(page, 'security-hostile-description-desktop', { fullPage: false })
    expect(await pwned(page)).toBeUndefined()
    expect(violations).toEqual([])

    // Defence in depth: markup that slipped past the cleaning still runs nothing.
    await page.evaluate(() => {
      const description = document.querySelector('[data-testid="presentation-description"]') as HTMLElement
      description.innerHTML += '<img src="x" onerror="window.pwned = 1"><a id="js" href="javascript:window.pwned = 2">x</a>'
      const script = document.createElement('script')
      script.textContent = 'window.pwned = 3'
      document.body.append(script)
      ;(document.getElementById('js') as HTMLElement).click()
    })
    await waitFor(() => violations.length >= 2, 'both injected scripts refused')
    expect(await pwned(page)).toBeUndefined()
    expect(violations.every((violation) => /script-src/.test(violation))).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the shop’s own pages under its CSP', () => {
  it('browsing, logging in and the embedded checkout of the store provider raise no violation', async () => {
    const { page, errors, violations } = await watchedPage()
    await logIn(page)
    for (const path of ['/armes', '/vehicule/301', '/tokens', '/abonnements', '/contact']) {
      await page.goto(`${host.url}${path}`, { waitUntil: 'networkidle0' })
    }
    // A Unions pack: Tebex.js (from the bundle) frames the store provider's checkout (the demo stand-in).
    const card = '[data-testid="product-card"][data-product-id="12"]'
    await page.goto(`${host.url}/tokens`, { waitUntil: 'networkidle0' })
    await page.click(`${card} [data-testid="add-to-basket"]`)
    await page.waitForSelector('[data-testid="tebex-sandbox-auth"]', { timeout: 30_000 })
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="sandbox-auth-continue"]')])
    await confirmOrder(page)
    const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
    await frame.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
    await page.waitForSelector('[data-testid="embedded-checkout"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="full-screen-loader"]'))
    // A violation of our own, last: once its report is in, any earlier one of the page would be in too.
    await page.evaluate(() => void fetch('https://csp-marker.invalid/').catch(() => undefined))
    await waitFor(() => violations.some((violation) => violation.includes('csp-marker.invalid')), 'the marker violation')
    await screenshot(page, 'security-checkout-under-csp-desktop', { fullPage: false })
    expect(violations.filter((violation) => !violation.includes('csp-marker.invalid'))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)
})

describe('framing and messages between windows', () => {
  it('the game’s NUI page may frame the website; another site may not', async () => {
    const framedBy = async (origin: string) => {
      const { page } = await openPage(browser, DESKTOP)
      const console: string[] = []
      page.on('console', (message) => console.push(message.text()))
      await page.goto(`${origin}/html/host.css`)
      await page.evaluate((url) => {
        const frame = document.createElement('iframe')
        frame.src = url
        frame.id = 'shop'
        document.body.append(frame)
      }, `${host.url}/armes`)
      const frame = await (await page.waitForSelector('#shop'))?.contentFrame()
      return { page, frame, console }
    }
    const inGame = await framedBy(nui.origin)
    await inGame.frame?.waitForSelector('[data-testid="product-card"]')
    await inGame.page.close()

    const elsewhere = await framedBy('https://evil.example')
    await waitFor(() => elsewhere.console.some((text) => text.includes('frame-ancestors')), 'the frame-ancestors refusal')
    expect(await elsewhere.frame?.$('[data-testid="product-card"]').catch(() => null)).toBeFalsy()
    await elsewhere.page.close()
  })

  it('the embedded bundle takes a login token only from the game’s host page, not from another site framing it', async () => {
    // tests/e2e/in-game.test.ts shows the host page's own token reaching the shop, and the host page
    // ignoring open_external and close from a frame of another origin. Here: the other directions.
    const token = await mintToken()
    const { page } = await openPage(browser, DESKTOP)
    await page.goto('https://evil.example/html/host.css')
    await page.evaluate(
      (src) => {
        const frame = document.createElement('iframe')
        frame.src = src
        frame.id = 'shop'
        document.body.append(frame)
      },
      `${nui.origin}/html/shop/index.html#${new URLSearchParams({ shop: host.url, server: 'main' })}`
    )
    const shopFrame = await (await page.waitForSelector('#shop'))?.contentFrame()
    if (!shopFrame) throw new Error('no shop frame')
    await shopFrame.waitForSelector('[data-testid="login-button"]')
    const addressBefore = await shopFrame.evaluate(() => location.href)
    // Messages from one window to another arrive in order: once the shop saw the marker, it had seen the token.
    await shopFrame.evaluate(() =>
      window.addEventListener('message', (event) => event.data === 'marker' && (document.body.dataset.marker = 'seen'))
    )
    await page.evaluate(
      (login) => {
        const shop = (document.getElementById('shop') as HTMLIFrameElement).contentWindow
        shop?.postMessage(login, '*')
        shop?.postMessage('marker', '*')
      },
      { type: 'login', token }
    )
    await shopFrame.waitForSelector('body[data-marker="seen"]')
    // Taking the token would have opened /loginGame there and then.
    expect(await shopFrame.evaluate(() => location.href)).toBe(addressBefore)
    expect(await shopFrame.$('[data-testid="unions-balance"]')).toBeNull()
    // The token was not spent: the game's host page would still log in with it.
    expect((await fetch(`${host.url}/api/loginGame?token=${token}`, { method: 'POST' })).status).toBe(200)
    await page.close()
  })

  it('the NUI host page takes open and session only from the game, not from a frame of another site', async () => {
    const { page } = await openPage(browser, DESKTOP)
    await page.goto(`${nui.origin}/html/host.html`, { waitUntil: 'load' })
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.id = 'foreign'
      document.body.append(frame)
    }, 'https://evil.example/html/host.css')
    const foreign = await (await page.waitForSelector('#foreign'))?.contentFrame()
    await foreign?.waitForFunction(() => document.readyState === 'complete')
    // Messages from one window to another arrive in order: once the host page saw the marker, it had seen the others.
    await page.evaluate(() =>
      window.addEventListener('message', (event) => event.data === 'marker' && (document.body.dataset.marker = 'seen'))
    )
    await foreign?.evaluate(() => {
      parent.postMessage({ type: 'open' }, '*')
      parent.postMessage({ type: 'session', shopUrl: 'https://evil.example', serverName: 'main', token: null }, '*')
      parent.postMessage('marker', '*')
    })
    await page.waitForSelector('body[data-marker="seen"]')
    expect(await page.$eval('[data-testid="host"]', (element) => (element as HTMLElement).hidden)).toBe(true)
    expect(await page.$('[data-testid="shop-frame"]')).toBeNull()
    await page.close()
  })
})

describe('the built bundle and resource', () => {
  it('hold no server secret: no server key, webhook secret, Discord secret or private key', async () => {
    const secrets = [
      SERVER_KEY,
      DEMO_TEBEX_WEBHOOK_SECRET,
      DEMO_DISCORD_CLIENT_SECRET,
      'PRIVATE KEY',
      'SHOP_SERVER_KEY=',
      ...(await testServerKeys())
    ]
    for (const folder of ['dist/web', 'dist/boutique/html']) {
      for (const file of await filesUnder(join(REPO_ROOT, folder))) {
        const text = await readFile(file, 'latin1')
        for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false)
      }
    }
    // The resource's client script runs on every player's machine: no key there either.
    const client = await readFile(join(REPO_ROOT, 'dist/boutique/client.js'), 'latin1')
    for (const secret of secrets) expect(client.includes(secret), `${secret} in client.js`).toBe(false)
  })
})

/** The value after `padEnd` of every `SERVER_KEY = '…'.padEnd(n, 'c')` in the tests: the keys the tests use. */
async function testServerKeys(): Promise<string[]> {
  const keys: string[] = []
  for (const file of await filesUnder(join(REPO_ROOT, 'tests'))) {
    if (!file.endsWith('.ts')) continue
    const text = await readFile(file, 'utf8')
    for (const match of text.matchAll(/SERVER_KEY = '([^']+)'\.padEnd\((\d+), '(.)'\)/g))
      keys.push((match[1] ?? '').padEnd(Number(match[2]), match[3]))
    for (const match of text.matchAll(/SERVER_KEY = '(.)'\.repeat\((\d+)\)/g)) keys.push((match[1] ?? '').repeat(Number(match[2])))
  }
  return keys
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

async function mintToken(): Promise<string> {
  const response = await fetch(`${host.url}/api/server/players/fivem:100001/login-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ serverName: 'main' })
  })
  return ((await response.json()) as { token: string }).token
}

import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { sampleProduct } from '../support/admin-samples.ts'
import { closeBrowserContexts, DESKTOP, openPage, sharedBrowser } from '../support/browser.ts'
import { httpFrom, sessionCookie } from '../support/http-from.ts'
import { callHost, playerFromGame } from '../support/host-players.ts'
import { freshDataDir, REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

const SERVER_KEY = 'k'.repeat(40)
/** A product label an admin (or an imported file) may write: a spreadsheet would run it as a formula. */
const FORMULA_LABEL = '=HYPERLINK("https://evil.example","Prix")'

let host: WebHost
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = await freshDataDir({})
  await promisify(execFile)(
    process.execPath,
    [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Lucas_Martin', 'admin'],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    }
  )
  host = await startWebHost({ dataDir, env: { SHOP_SERVER_KEY: SERVER_KEY } })
  browser = await sharedBrowser()
})
afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  await host?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the sales CSV of the built back-office', () => {
  it('downloads a product named like a formula as text, never as a formula', async () => {
    // The admin creates the product over TCP; a player buys it from the game.
    const login = await httpFrom('127.0.0.1', `${host.url}/api/login`, {
      method: 'POST',
      body: { username: 'Lucas_Martin', password: DEMO_PASSWORD, remember: false }
    })
    const created = await httpFrom('127.0.0.1', `${host.url}/api/admin/products`, {
      method: 'POST',
      body: sampleProduct({ name: 'piege_formule', label: FORMULA_LABEL, price: 100, stocks: null, characterLimit: 0 }),
      headers: { cookie: sessionCookie(login) }
    })
    expect(created.status).toBe(201)
    const productId = (created.body as { product: { id: number } }).product.id
    const buyer = await playerFromGame(host.url, SERVER_KEY, 1, 1_000)
    const bought = await callHost(
      host.url,
      'POST',
      '/api/buyProducts',
      { characterDbId: buyer.characterId, products: { [productId]: { amount: 1, isFromDailyShop: false } } },
      { authorization: `Bearer ${buyer.sessionToken}`, gameServer: 'main' }
    )
    expect(bought.status).toBe(200)

    // The page's CSV, as the browser would save it: the Blob handed to the download link.
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.evaluateOnNewDocument(() => {
      const saved: Promise<string>[] = []
      Object.assign(window, { savedCsv: saved })
      const create = URL.createObjectURL.bind(URL)
      URL.createObjectURL = (blob: Blob) => {
        saved.push(blob.text())
        return create(blob)
      }
    })
    await page.goto(`${host.url}/admin`, { waitUntil: 'networkidle0' })
    await page.type('input[name="username"]', 'Lucas_Martin')
    await page.type('input[name="password"]', DEMO_PASSWORD)
    await page.click('button[type="submit"]')
    await page.waitForSelector('.admin-shell')
    await page.goto(`${host.url}/admin/ventes`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="top-top-unions"] li')
    await page.click('[data-testid="top-top-unions"] button')
    const csv = await page.waitForFunction(
      async () => {
        const saved = (window as unknown as { savedCsv: Promise<string>[] }).savedCsv
        return saved.length > 0 ? await saved[0] : undefined
      },
      { timeout: 10_000 }
    )
    const text = (await csv.jsonValue()) as string
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Prix"")";100`)
    expect(text.split('\r\n').some((line) => line.startsWith('='))).toBe(false)
    expect(errors).toEqual([])
  })
})

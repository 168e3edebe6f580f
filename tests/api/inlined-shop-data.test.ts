import pg from 'pg'
import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchBrowser, openPage, DESKTOP } from '../support/browser.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const HOSTILE_LABEL = '</script><script>window.injected=1;alert(1)</script><!-- Trousse'
const ELEMENT = /<script type="application\/json" id="shop-data">([^<]*)<\/script>/

/** The page's inlined shop data (web/http/inlined-shop-page.ts; docs/first-screen.md#inlined-shop-data). */
function inlinedText(html: string): string {
  const match = ELEMENT.exec(html)
  expect(match).not.toBeNull()
  return match?.[1] ?? ''
}

/**
 * index.html carries the current shop data as `<script type="application/json">`, the same answer as GET
 * /api/shopVer, escaped so a product's name cannot end the element. The built host on PostgreSQL, a product renamed
 * in the database to an injection attempt; a browser then opens /objets with the API answer refused.
 */
describe('the shop data inlined in the page, on the built host', { timeout: 120_000 }, () => {
  let host: WebHost
  let client: pg.Client
  let browser: Browser

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl()
    host = await startWebHost({ env: { DATABASE_URL: databaseUrl } })
    client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rowCount } = await client.query(
      `update products set label = $1 where id = (select min(id) from products
        where active and category = 'item' and not is_daily_shop_only)`,
      [HOSTILE_LABEL]
    )
    expect(rowCount).toBe(1)
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await client?.end()
    await host?.stop()
  })

  it('inlines GET /api/shopVer’s bytes, every < escaped, and a new ETag when the shop version moves', async () => {
    const page = await fetch(`${host.url}/objets`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).not.toContain(HOSTILE_LABEL)
    const text = inlinedText(html)
    const api = await (await fetch(`${host.url}/api/shopVer`)).text()
    expect(text.replaceAll('\\u003c', '<')).toBe(api)
    expect(JSON.stringify(JSON.parse(text))).toBe(api)
    expect(api).toContain(JSON.stringify(HOSTILE_LABEL).slice(1, -1))
    // The card the host draws (docs/first-screen.md#the-listing-drawn-by-the-host) holds the name as text.
    expect(html).toContain(
      '<h3 class="product-card__title">&lt;/script&gt;&lt;script&gt;window.injected=1;alert(1)&lt;/script&gt;&lt;!-- Trousse</h3>'
    )
    expect(html).toContain(' alt="&lt;/script&gt;&lt;script&gt;window.injected=1;alert(1)&lt;/script&gt;&lt;!-- Trousse"')

    const etag = page.headers.get('etag') ?? ''
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${host.url}/objets`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    await client.query(`update products set label = 'Trousse renommée' where label = $1`, [HOSTILE_LABEL])
    const after = await fetch(`${host.url}/objets`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(inlinedText(await after.text())).toContain('Trousse renommée')
    await client.query(`update products set label = $1 where label = 'Trousse renommée'`, [HOSTILE_LABEL])
  })

  it('keeps the page whole whatever the label: $ patterns, U+2028, bidi overrides, quotes', async () => {
    const { shopData } = (await (await fetch(`${host.url}/api/shopVer`)).json()) as { shopData: { home: { bestSeller: number[] } } }
    const first = shopData.home.bestSeller[0]
    const { rows } = await client.query<{ label: string }>('select label from products where id = $1', [first])
    try {
      for (const label of ["Kit $' fin", 'Kit $` début', 'Kit $& $$ $1 $<x>', 'Kit \u2028\u2029 \u202e"\'&']) {
        await client.query('update products set label = $1 where id = $2', [label, first])
        const api = await (await fetch(`${host.url}/api/shopVer`)).text()
        for (const path of ['/', '/objets', '/contact']) {
          const html = await (await fetch(`${host.url}${path}`)).text()
          expect(html.match(/<div id="root">/g), `${path} with ${label}`).toHaveLength(1)
          expect(html.match(/<header class="header">/g), `${path} with ${label}`).toHaveLength(1)
          expect(html.startsWith('<!doctype html>') || html.startsWith('<!DOCTYPE html>'), `${path} with ${label}`).toBe(true)
          expect(JSON.stringify(JSON.parse(inlinedText(html)))).toBe(api)
        }
      }
    } finally {
      await client.query('update products set label = $1 where id = $2', [rows[0]?.label, first])
    }
  })

  it('draws the home page’s first best seller with its name as text (docs/first-screen.md#the-home-page-drawn-by-the-host)', async () => {
    const { shopData } = (await (await fetch(`${host.url}/api/shopVer`)).json()) as { shopData: { home: { bestSeller: number[] } } }
    const first = shopData.home.bestSeller[0]
    const { rows } = await client.query<{ label: string }>('select label from products where id = $1', [first])
    await client.query('update products set label = $1 where id = $2', [HOSTILE_LABEL, first])
    try {
      const html = await (await fetch(`${host.url}/`)).text()
      expect(html).not.toContain(HOSTILE_LABEL)
      expect(html).toContain(
        '<div class="best-sellers__caption"><h3>&lt;/script&gt;&lt;script&gt;window.injected=1;alert(1)&lt;/script&gt;&lt;!-- Trousse</h3>'
      )
      expect(html).toContain(`data-product-id="${first}"`)
    } finally {
      await client.query('update products set label = $1 where id = $2', [rows[0]?.label, first])
    }
  })

  it('shows the inlined products with GET /api/shopVer refused, and runs no injected script', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (request.url().includes('/api/shopVer')) void request.abort()
      else void request.continue()
    })
    await page.goto(`${host.url}/objets`, { waitUntil: 'load' })
    await page.waitForFunction((label) => document.body.innerText.includes(label), { timeout: 30_000 }, HOSTILE_LABEL)
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

const PRELOAD_LINK = /<link rel="(modulepreload|stylesheet)" href="([^"]+)">/g

/** The chunks and style sheets the page links for the browser, outside any comment. */
function openPreloads(html: string): string[] {
  const open = html.replace(/<!--[\s\S]*?-->/g, '')
  return [...open.matchAll(PRELOAD_LINK)].map((match) => match[2] ?? '')
}

/**
 * docs/first-screen.md#listing-preloads: a listing's page names its page chunk, the chunks that chunk imports
 * beyond the first screen's, and the screens' style sheet, so they come with the entry; the other pages do not.
 */
describe('a listing’s page preloads its chunk and style sheet, on the built host', { timeout: 120_000 }, () => {
  let host: WebHost
  let browser: Browser

  beforeAll(async () => {
    host = await startWebHost()
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await host?.stop()
  })

  it('names the listing chunk, its own imports and screens.css on /objets and a product, and only there', async () => {
    const home = openPreloads(await (await fetch(`${host.url}/`)).text())
    const listing = openPreloads(await (await fetch(`${host.url}/objets`)).text())
    const product = openPreloads(await (await fetch(`${host.url}/objets/206`)).text())
    const subscriptions = openPreloads(await (await fetch(`${host.url}/abonnements`)).text())
    const extra = listing.filter((url) => !home.includes(url))
    expect(extra.some((url) => /^\/assets\/ListingPage-[A-Z0-9]+\.js$/.test(url))).toBe(true)
    expect(extra.some((url) => /^\/assets\/screens-[A-Z0-9]+\.css$/.test(url))).toBe(true)
    expect(extra.length).toBeGreaterThan(2)
    expect(product).toEqual(listing)
    expect(subscriptions).toEqual(home)
    for (const url of extra) {
      const answer = await fetch(`${host.url}${url}`)
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('cache-control'), url).toContain('immutable')
    }
  })

  it('keeps one page per listing and category link, whatever the product number asked for, and one for the home page', async () => {
    const etagOf = async (path: string) => (await fetch(`${host.url}${path}`)).headers.get('etag')
    const products = await Promise.all(['/objet/201', '/objet/999999', '/item/202'].map(etagOf))
    expect(new Set(products).size).toBe(1)
    // Under its category's own link (marked current), the page of the listing itself.
    expect(await etagOf('/objets/5')).toBe(await etagOf('/objets'))
    const listings = await Promise.all(['/objets', '/vehicules', '/vehicule/301', '/', '/contact', '/mentions-legales'].map(etagOf))
    expect(new Set([...listings, products[0]]).size).toBe(6)
    // Every other page is one page: only the home page and the listings are drawn.
    expect(listings[3]).not.toBe(listings[4])
    expect(listings[4]).toBe(listings[5])
  })

  it('fetches them before the entry has run, and draws the cards with no other request for them', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${host.url}/objets`, { waitUntil: 'load' })
    await page.waitForSelector('[data-testid="product-card"]')
    const listingChunk = requested.findIndex((path) => /^\/assets\/ListingPage-/.test(path))
    const firstApiCall = requested.findIndex((path) => path.startsWith('/api/'))
    expect(listingChunk).toBeGreaterThan(-1)
    // Asked for from the page's links, not once the entry ran and asked the API (a listing chunk that waited).
    expect(firstApiCall === -1 || listingChunk < firstApiCall).toBe(true)
    expect(requested.filter((path) => /^\/assets\/(ListingPage|screens)-/.test(path))).toHaveLength(2)
    expect(errors).toEqual([])
    await page.close()
  })
})

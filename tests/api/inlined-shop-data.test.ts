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

    const etag = page.headers.get('etag') ?? ''
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${host.url}/objets`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    await client.query(`update products set label = 'Trousse renommée' where label = $1`, [HOSTILE_LABEL])
    const after = await fetch(`${host.url}/objets`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(inlinedText(await after.text())).toContain('Trousse renommée')
    await client.query(`update products set label = $1 where label = 'Trousse renommée'`, [HOSTILE_LABEL])
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

import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it, vi } from 'vitest'

import type { ShopSnapshot } from '../../web/catalog/shop-data.ts'
import { inlinedShopPages } from '../../web/http/inlined-shop-page.ts'
import type { StaticFile } from '../../web/http/static-files.ts'
import { shopDataOf, tokenProduct } from '../support/purchase-fixtures.ts'

const INDEX: StaticFile = {
  body: Buffer.from('<!doctype html><html><body><div id="root"></div><script src="/assets/main.js"></script></body></html>'),
  contentType: 'text/html; charset=utf-8',
  etag: '"bundle-1"',
  immutable: false
}

function snapshot(shopVer: string, label: string): ShopSnapshot {
  return { revision: shopVer, shopVer, shopData: shopDataOf([tokenProduct(1, { label })]) }
}

const settled = (pages: ReturnType<typeof inlinedShopPages>, shop: ShopSnapshot) =>
  vi.waitFor(() => {
    const page = pages(INDEX, shop)
    if (!page.gzip || !page.brotli) throw new Error('not compressed yet')
    return page
  })

describe('the shop page with its data inlined (docs/first-screen.md#inlined-shop-data)', () => {
  it('answers at once with the new version, uncompressed, and its compressed copies follow off the request', async () => {
    const pages = inlinedShopPages()
    const first = pages(INDEX, snapshot('v1', 'Banshee'))
    expect(first.body.toString()).toContain('"label":"Banshee"')
    expect(first.gzip).toBeUndefined()
    expect(first.etag).toBe('"bundle-1-v1"')
    const done = await settled(pages, snapshot('v1', 'Banshee'))
    expect(gunzipSync(done.gzip!).equals(first.body)).toBe(true)
    expect(brotliDecompressSync(done.brotli!).equals(first.body)).toBe(true)
  })

  it('a version that moves while the last one is compressed never gets the copies of the one before', async () => {
    const pages = inlinedShopPages()
    pages(INDEX, snapshot('v1', 'Banshee'))
    const second = pages(INDEX, snapshot('v2', 'Banshee repeinte'))
    expect(second.body.toString()).toContain('"label":"Banshee repeinte"')
    const done = await settled(pages, snapshot('v2', 'Banshee repeinte'))
    expect(gunzipSync(done.gzip!).toString()).toContain('"label":"Banshee repeinte"')
    expect(brotliDecompressSync(done.brotli!).toString()).toContain('"label":"Banshee repeinte"')
    // Compressing v1 finished after v2 was asked for: v1 was dropped, and asking it again builds it anew.
    expect(pages(INDEX, snapshot('v1', 'Banshee')).body.toString()).toContain('"label":"Banshee"')
  })

  it('a page without the root element is served as it is', () => {
    const plain: StaticFile = { ...INDEX, body: Buffer.from('<html><body>maintenance</body></html>') }
    expect(inlinedShopPages()(plain, snapshot('v1', 'Banshee'))).toBe(plain)
  })
})

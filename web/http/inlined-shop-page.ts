import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { ShopVerResponse } from '../../src/core/contract/catalog.ts'
import type { ShopSnapshot } from '../catalog/shop-data.ts'
import type { StaticFile } from './static-files.ts'

/** The element src/stores/inlined-shop.ts reads; docs/first-screen.md#inlined-shop-data. */
export const INLINED_SHOP_ID = 'shop-data'
const ROOT_MARK = '<div id="root">'

/** The comment index.html carries a listing's preload links in (scripts/listing-preloads.mjs). */
const LISTING_PRELOADS = /<!-- listing-preloads\n([\s\S]*?)\n\s*-->/

/** Which page: a listing's opens the preload links of its chunk (docs/first-screen.md#listing-preloads). */
export type ShopPageKind = 'listing' | 'other'

/**
 * The shop's index.html with the current shop data written in it, so the first render has product cards
 * (docs/first-screen.md#inlined-shop-data). A `type="application/json"` element is data, never run, so the
 * page's CSP (script-src 'self') stays as it is. Shared by every visitor: only what GET /api/shopVer
 * sends anyone, nothing of a player. One page of each kind kept per shop version, built on first use.
 */
export function inlinedShopPages(): (index: StaticFile, snapshot: ShopSnapshot, kind: ShopPageKind) => StaticFile {
  const kept: Partial<Record<ShopPageKind, { index: StaticFile; shopVer: string; page: StaticFile }>> = {}
  return (index, snapshot, kind) => {
    const known = kept[kind]
    if (known?.index === index && known.shopVer === snapshot.shopVer) return known.page
    const page = inlinedPage(index, snapshot, kind)
    kept[kind] = { index, shopVer: snapshot.shopVer, page }
    return page
  }
}

function inlinedPage(index: StaticFile, snapshot: ShopSnapshot, kind: ShopPageKind): StaticFile {
  const html = index.body.toString('utf8')
  if (!html.includes(ROOT_MARK)) return index
  const answer: ShopVerResponse = { shopVer: snapshot.shopVer, shopData: snapshot.shopData }
  const element = `<script type="application/json" id="${INLINED_SHOP_ID}">${inlinedJson(answer)}</script>`
  const withData = html.replace(ROOT_MARK, `${element}${ROOT_MARK}`)
  const body = Buffer.from(withData.replace(LISTING_PRELOADS, kind === 'listing' ? '$1' : ''))
  return {
    body,
    gzip: gzipSync(body),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    contentType: index.contentType,
    // Changes with the bundle, the shop version and the kind, so a revalidation gets the new products.
    etag: `${index.etag.slice(0, -1)}-${snapshot.shopVer.replace(/[^\w.-]/g, '')}${kind === 'listing' ? '-l' : ''}"`,
    immutable: false
  }
}

/**
 * GET /api/shopVer's JSON (JSON.stringify, as Hono's c.json) with every `<` written `\u003c`: the HTML parser
 * then never sees `</script>` or `<!--` inside the element, and JSON.parse reads the same value back.
 */
export function inlinedJson(answer: ShopVerResponse): string {
  return JSON.stringify(answer).replace(/</g, '\\u003c')
}

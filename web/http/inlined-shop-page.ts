import { promisify } from 'node:util'
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib'

import type { ShopData, ShopVerResponse } from '../../src/core/contract/catalog.ts'
import { activeNavLink } from '../../src/core/domain/nav-links.ts'
import { listingShown } from '../../src/core/domain/routes.ts'
import type { ShopSnapshot } from '../catalog/shop-data.ts'
import { homeFirstScreen } from './home-first-screen.ts'
import { listingFirstScreen } from './listing-first-screen.ts'
import type { StaticFile } from './static-files.ts'

// On zlib's threads: a new shop version's pages are compressed off the event loop.
const gzip = promisify(gzipCallback)
const brotliCompress = promisify(brotliCompressCallback)

/** The element src/stores/inlined-shop.ts reads; docs/first-screen.md#inlined-shop-data. */
export const INLINED_SHOP_ID = 'shop-data'
const ROOT_MARK = '<div id="root">'

/** The comments index.html carries a listing's sheet and preload links in (scripts/listing-preloads.mjs). */
const LISTING_PRELOADS = /<!-- listing-(?:preloads|sheet)\n([\s\S]*?)\n\s*-->/g

/** Where the static shell's header ends (scripts/static-shell.mjs): a listing's bar and page go in there. */
const SHELL_HEADER_END = '</header></div>'

/**
 * The shop's index.html with the current shop data written in it, so the first render has product cards
 * (docs/first-screen.md#inlined-shop-data). A `type="application/json"` element is data, never run, so the
 * page's CSP (script-src 'self') stays as it is. Shared by every visitor: only what GET /api/shopVer
 * sends anyone, nothing of a player. On a listing's page the host also draws the listing and opens the preload
 * links of its chunk (docs/first-screen.md#the-listing-drawn-by-the-host), and on the home page its first screen.
 * One page per listing and current category link, one for the home page and one for every other page, kept per shop
 * version: at most a few dozen, whatever the path.
 */
export function inlinedShopPages(): (index: StaticFile, snapshot: ShopSnapshot, path: string) => Promise<StaticFile> {
  const kept = new Map<string, { index: StaticFile; shopVer: string; page: Promise<StaticFile> }>()
  return (index, snapshot, path) => {
    const drawing = drawingOf(path)
    const { kind } = drawing
    const known = kept.get(kind)
    if (known?.index === index && known.shopVer === snapshot.shopVer) return known.page
    const page = inlinedPage(index, snapshot, drawing)
    kept.set(kind, { index, shopVer: snapshot.shopVer, page })
    // A page that could not be made is made again at the next visit, not answered as a failure until the next version.
    page.catch(() => kept.get(kind)?.page === page && kept.delete(kind))
    return page
  }
}

type FirstScreen = { nav: string; main: string }

/** What the host draws at an address: the kept page's key, its first screen if any, whether the listing's links open. */
interface Drawing {
  kind: string
  draw?: (shopData: ShopData) => FirstScreen
  listingPreloads: boolean
}

function drawingOf(path: string): Drawing {
  const slug = listingShown(path)
  if (slug !== undefined) {
    const activeHref = activeNavLink(path)
    const draw = (shopData: ShopData) => listingFirstScreen(slug, shopData, activeHref)
    return { kind: `-${slug}${(activeHref ?? '').replace('/', '-')}`, draw, listingPreloads: true }
  }
  if (path === '/') return { kind: '-home', draw: homeFirstScreen, listingPreloads: false }
  return { kind: '', listingPreloads: false }
}

async function inlinedPage(index: StaticFile, snapshot: ShopSnapshot, { kind, draw, listingPreloads }: Drawing): Promise<StaticFile> {
  const html = index.body.toString('utf8')
  if (!html.includes(ROOT_MARK)) return index
  const answer: ShopVerResponse = { shopVer: snapshot.shopVer, shopData: snapshot.shopData }
  const element = `<script type="application/json" id="${INLINED_SHOP_ID}">${inlinedJson(answer)}</script>`
  // A replacer function: a replacement string would read `$'`, `$&`… in a product's label as patterns of its own.
  const withData = html.replace(ROOT_MARK, () => `${element}${ROOT_MARK}`)
  const withFirstScreen = draw ? drawnFirstScreen(withData, draw(snapshot.shopData)) : withData
  const body = Buffer.from(withFirstScreen.replace(LISTING_PRELOADS, listingPreloads ? '$1' : ''))
  const [gzipped, brotli] = await Promise.all([gzip(body), brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })])
  return {
    body,
    gzip: gzipped,
    brotli,
    contentType: index.contentType,
    // Changes with the bundle, the shop version and the page's kind, so a revalidation gets the new products.
    etag: `${index.etag.slice(0, -1)}-${snapshot.shopVer.replace(/[^\w.-]/g, '')}${kind}"`,
    immutable: false
  }
}

/** A listing's or the home page's bar and page written into the static shell, right after its header bar. */
function drawnFirstScreen(html: string, { nav, main }: FirstScreen): string {
  const at = html.indexOf(SHELL_HEADER_END, html.indexOf(ROOT_MARK))
  if (at < 0) return html
  return `${html.slice(0, at)}${nav}</header>${main}</div>${html.slice(at + SHELL_HEADER_END.length)}`
}

/**
 * GET /api/shopVer's JSON (JSON.stringify, as Hono's c.json) with every `<` written `\u003c`: the HTML parser
 * then never sees `</script>` or `<!--` inside the element, and JSON.parse reads the same value back.
 */
export function inlinedJson(answer: ShopVerResponse): string {
  return JSON.stringify(answer).replace(/</g, '\\u003c')
}

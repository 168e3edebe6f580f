import type { Context } from 'hono'

import { isAppPath } from '../../src/core/domain/routes.ts'
import type { ShopSnapshot } from '../catalog/shop-data.ts'
import { log } from '../log/logger.ts'
import { encodingWeight } from './accept-encoding.ts'
import { inlinedShopPages } from './inlined-shop-page.ts'
import type { StaticFile, StaticFiles } from './static-files.ts'

const ADMIN_INDEX = '/admin/index.html'

/**
 * Files of the bundle by path; any app route gets index.html so deep links load, with the current shop data
 * inlined when `shopSnapshot` is given (docs/first-screen.md#inlined-shop-data).
 */
export function serveStatic(files: StaticFiles, shopSnapshot?: () => Promise<ShopSnapshot>) {
  const inlinedPage = inlinedShopPages()
  const shopPage = async (index: StaticFile, path: string): Promise<StaticFile> => {
    if (!shopSnapshot) return index
    // The database is away: the page without the data, and the bundle asks GET /api/shopVer as before.
    const snapshot = await shopSnapshot().catch((error: unknown) => {
      log.warn({ err: error }, '[http] page servie sans les données de la boutique')
      return undefined
    })
    return snapshot ? inlinedPage(index, snapshot, path) : index
  }
  return async (c: Context): Promise<Response> => {
    const path = c.req.path
    const file = files.get(path)
    if (file && path !== '/index.html' && path !== ADMIN_INDEX) return send(c, file, 200)
    // The back-office's own page (src/admin): every path under /admin, never the shop's bundle.
    if (/^\/admin(\/|$)/.test(path)) {
      const admin = files.get(ADMIN_INDEX)
      return admin ? send(c, admin, 200) : c.text('Le back-office n’est pas construit : lancez npm run build.', 503)
    }
    if (!files.index) return c.text('Le site n’est pas construit : lancez npm run build.', 503)
    if (isAppPath(path)) return send(c, await shopPage(files.index, path), 200)
    if (/\.[a-z0-9]+$/i.test(path)) return c.text('Fichier introuvable', 404)
    // Unknown page: the bundle shows its PAGE_NOT_FOUND error page.
    return send(c, files.index, 404)
  }
}

function send(c: Context, file: StaticFile, status: 200 | 404): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: file.etag,
    vary: 'accept-encoding'
  })
  if (status === 200 && c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding') ?? '')
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers })
}

/** The smallest coding the client accepts (brotli, then gzip, unless it weighs gzip higher); `q=0` refuses one. */
function pickEncoding(file: StaticFile, accepted: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const brotli = file.brotli ? encodingWeight(accepted, 'br') : 0
  const gzip = file.gzip ? encodingWeight(accepted, 'gzip') : 0
  if (file.brotli && brotli > 0 && brotli >= gzip) return { body: file.brotli, encoding: 'br' }
  if (file.gzip && gzip > 0) return { body: file.gzip, encoding: 'gzip' }
  return { body: file.body }
}

import { Hono } from 'hono'

import { readImage } from '../admin/images/image-repo.ts'
import type { AppDeps } from '../app-deps.ts'

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|svg)$/

/** The images staff uploaded, from the database: any host serves them, and browsers keep them a year (the name is the content's hash). */
export function uploadedImageRoutes({ db }: AppDeps): Hono {
  return new Hono().on(['GET', 'HEAD'], '/:file', async (c) => {
    const sha256 = FILE_NAME.exec(c.req.param('file'))?.[1]
    const image = sha256 ? await readImage(db, sha256) : undefined
    if (!sha256 || !image) return c.text('Image introuvable', 404)
    const headers = { 'content-type': image.contentType, 'cache-control': 'public, max-age=31536000, immutable', etag: `"${sha256}"` }
    if (c.req.header('if-none-match') === headers.etag) return new Response(null, { status: 304, headers })
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(image.bytes), { status: 200, headers })
  })
}

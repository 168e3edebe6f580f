import { imageErrors } from '../../../src/core/messages/back-office.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { checkUpload } from '../images/check-upload.ts'
import { storeImage } from '../images/image-repo.ts'
import { auditedWrite } from '../staff-actions.ts'

/** Image uploads (multipart, field `file`): checked from their bytes, stored in the database, audited. */
export function imageRoutes(deps: AppDeps): AdminRoute[] {
  return [{ method: 'POST', path: '/images', role: 'staff', handle: (c) => upload(c, deps) }]
}

async function upload(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, imageErrors.notMultipart)
  const form = await c.req.parseBody().catch(() => {
    throw new HttpError(400, imageErrors.notMultipart)
  })
  const file = form.file
  if (!(file instanceof File)) throw new HttpError(400, imageErrors.noFile)
  const bytes = Buffer.from(await file.arrayBuffer())
  const format = checkUpload(file.name, bytes)
  const at = new Date(now())
  const stored = await auditedWrite(db, c.get('actor'), { action: 'image.upload', target: 'image:new' }, at, async (tx) => {
    const image = await storeImage(tx, bytes, format, file.name, c.get('staff').accountId, at)
    const after = { url: image.url, name: file.name, bytes: bytes.length, width: image.width, height: image.height }
    return { before: null, after, result: image, target: `image:${image.sha256.slice(0, 16)}` }
  })
  return c.json({ url: stored.url, width: stored.width, height: stored.height, contentType: stored.contentType }, 201)
}

import { createHash } from 'node:crypto'

import type { Queryable } from '../../db/database.ts'
import type { ImageFormat } from './image-format.ts'

/** Uploaded images are served here, by the hash of their bytes: an address never changes content. */
export const UPLOADS_PATH = '/media/uploads'

export interface StoredImage {
  url: string
  sha256: string
  width: number
  height: number
  contentType: string
}

/** Stores the bytes once (the same file twice is one row); the database holds them so every host serves them. */
export async function storeImage(
  tx: Queryable,
  bytes: Buffer,
  format: ImageFormat,
  name: string,
  accountId: number,
  now: Date
): Promise<StoredImage> {
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  await tx.query(
    `insert into uploaded_images (sha256, content_type, bytes, width, height, original_name, account_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (sha256) do nothing`,
    [sha256, format.contentType, bytes, format.width, format.height, name, accountId, now]
  )
  return {
    url: `${UPLOADS_PATH}/${sha256}.${format.extension}`,
    sha256,
    width: format.width,
    height: format.height,
    contentType: format.contentType
  }
}

export async function readImage(db: Queryable, sha256: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'select content_type, bytes from uploaded_images where sha256 = $1',
    [sha256]
  )
  const row = rows[0]
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) }
}

import { imageErrors } from '../../../src/core/messages/back-office.ts'
import { HttpError } from '../../http/http-error.ts'
import { readRasterFormat, type ImageFormat } from './image-format.ts'
import { checkSvg } from './svg-check.ts'

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
export const MIN_IMAGE_SIDE = 16
export const MAX_IMAGE_SIDE = 4096

const EXTENSIONS: Record<ImageFormat['extension'], string[]> = { png: ['png'], jpg: ['jpg', 'jpeg'], webp: ['webp'], svg: ['svg'] }

/** A file name is only a label: no path, no control character, a known image extension. */
function checkName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > 120 || /[/\\\u0000-\u001f\u007f]/.test(name) || name.includes('..'))
    throw new HttpError(400, imageErrors.badName)
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
  if (!extension || !Object.values(EXTENSIONS).flat().includes(extension)) throw new HttpError(415, imageErrors.wrongType)
  return extension
}

/** What the upload is, from its bytes; refused with a French reason when it is not a safe image within the limits. */
export function checkUpload(name: string, bytes: Buffer): ImageFormat {
  const extension = checkName(name)
  if (bytes.length === 0) throw new HttpError(400, imageErrors.empty)
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, imageErrors.tooBig(MAX_IMAGE_BYTES / 1024))
  const format = readRasterFormat(bytes) ?? svgFormat(bytes)
  if (!EXTENSIONS[format.extension].includes(extension))
    throw new HttpError(415, imageErrors.extensionMismatch(format.extension.toUpperCase()))
  const sides = [format.width, format.height]
  if (sides.some((side) => !Number.isInteger(side) || side < MIN_IMAGE_SIDE || side > MAX_IMAGE_SIDE)) {
    throw new HttpError(422, imageErrors.dimensions(MIN_IMAGE_SIDE, MAX_IMAGE_SIDE))
  }
  return format
}

function svgFormat(bytes: Buffer): ImageFormat {
  const verdict = checkSvg(bytes)
  if (verdict.ok) return verdict.format
  if (verdict.reason === 'active') throw new HttpError(422, imageErrors.svgActive)
  if (verdict.reason === 'no-size') throw new HttpError(422, imageErrors.svgNoSize)
  throw new HttpError(415, imageErrors.wrongType)
}

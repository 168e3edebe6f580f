/** What an uploaded file really is, read from its bytes (never from its name or declared type). */
export interface ImageFormat {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'
  extension: 'png' | 'jpg' | 'webp' | 'svg'
  width: number
  height: number
}

export function readRasterFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegFormat(bytes)
  if (bytes.length >= 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return webpFormat(bytes)
  return undefined
}

/** A JPEG's size is in its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegFormat(bytes: Buffer): ImageFormat | undefined {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined
    const marker = bytes[offset + 1] ?? 0
    if (marker === 0xff) {
      offset += 1
      continue
    }
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { contentType: 'image/jpeg', extension: 'jpg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  return undefined
}

function webpFormat(bytes: Buffer): ImageFormat | undefined {
  const chunk = bytes.toString('latin1', 12, 16)
  const format = { contentType: 'image/webp', extension: 'webp' } as const
  if (chunk === 'VP8 ') return { ...format, width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(21, 25)
    return { ...format, width: 1 + (b0 | ((b1 & 0x3f) << 8)), height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)) }
  }
  if (chunk === 'VP8X') return { ...format, width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
  return undefined
}

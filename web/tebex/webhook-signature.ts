import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** research/tebex.md §2.4: hex(HMAC-SHA256(secret, hex(SHA-256(raw body)))), on the bytes as sent. */
export function webhookSignature(secret: string, rawBody: Uint8Array | string): string {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex')
  return createHmac('sha256', secret).update(bodyHash).digest('hex')
}

export function isValidSignature(secret: string, rawBody: Uint8Array, given: string | undefined): boolean {
  if (given === undefined) return false
  const expected = Buffer.from(webhookSignature(secret, rawBody))
  const actual = Buffer.from(given.trim().toLowerCase())
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

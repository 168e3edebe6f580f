import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random secret for a session or a one-time token: 32 bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Secrets are stored as their SHA-256: they are long and random, so no salt or slow hash is needed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}

export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/**
 * A random key of 128 bits. `crypto.randomUUID` exists only in secure contexts (a shop reached over plain HTTP on a
 * LAN address) and from Safari 15.4 (build.mjs targets safari15); `getRandomValues` everywhere.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

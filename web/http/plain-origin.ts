import { isIP } from 'node:net'

/** A host name as DNS has them once the URL parser made it ASCII: labels of letters, digits and `-`. */
const DNS_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * The origin of an http(s) URL when it is a plain scheme, host and port, and the URL has no user
 * or password; undefined otherwise. The URL parser keeps characters such as `;` or `'` in a host
 * (`https://img.example;sandbox`), which would end a CSP directive or source: only a DNS name, an
 * IPv4 address or a bracketed IPv6 address passes, so an origin from here is safe in a CSP.
 */
export function plainOrigin(url: string | undefined, protocols: readonly string[] = ['https:', 'http:']): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (!protocols.includes(parsed.protocol) || parsed.username !== '' || parsed.password !== '') return undefined
  const host = parsed.hostname
  const plainHost = DNS_NAME.test(host) || isIP(host) === 4 || (host.startsWith('[') && isIP(host.slice(1, -1)) === 6)
  if (!plainHost || !/^\d{0,5}$/.test(parsed.port)) return undefined
  return parsed.origin
}

import { BlockList, isIP } from 'node:net'

import * as z from 'zod/mini'

/**
 * Which peers are reverse proxies whose X-Forwarded-For entries are believed (TRUST_PROXY):
 * - none: the socket's address is the client's;
 * - hops: that many proxies stand in front (the socket's peer is the nearest), whatever their addresses;
 * - addresses: the proxies are the addresses and ranges listed (CIDR), at any depth.
 * As Express's 'trust proxy' and nginx's real_ip: the client is the right-most entry not appended by a
 * trusted proxy, never the left-most, which the client writes itself behind a proxy that appends.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; ranges: string[] }

export const NO_PROXY: ProxyTrust = { kind: 'none' }
/** Far above any real chain (CDN, load balancer, nginx): a bigger count is a typo. */
const MAX_HOPS = 10

const FLAGS: Record<string, number> = { false: 0, off: 0, no: 0, true: 1, on: 1, yes: 1 }

/** TRUST_PROXY: a flag (true: one proxy), a number of hops (0–10), or addresses and CIDR ranges separated by commas. */
export const proxyTrustSetting = z.pipe(
  z
    .string()
    .check(
      z.refine(
        (value) => parseProxyTrust(value) !== undefined,
        'true/false, un nombre de proxys (0 à 10) ou des adresses IP et plages CIDR séparées par des virgules sont attendus'
      )
    ),
  z.transform((value) => parseProxyTrust(value) ?? NO_PROXY)
)

export function parseProxyTrust(value: string): ProxyTrust | undefined {
  const text = value.trim().toLowerCase()
  const hops = FLAGS[text] ?? (/^\d{1,2}$/.test(text) ? Number(text) : undefined)
  if (hops !== undefined) {
    if (hops > MAX_HOPS) return undefined
    return hops === 0 ? NO_PROXY : { kind: 'hops', hops }
  }
  const ranges = text.split(',').map((entry) => entry.trim())
  return ranges.every((range) => parseRange(range) !== undefined) ? { kind: 'addresses', ranges } : undefined
}

/** `10.0.0.0/8`, `fd00::/8` or a single address. */
function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = range.split('/')
  const version = isIP(address)
  if (version === 0 || extra !== undefined) return undefined
  const bits = version === 4 ? 32 : 128
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1
  return prefix >= 0 && prefix <= bits ? { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' } : undefined
}

const rangeLists = new Map<string, BlockList>()

/** Whether `address` (a plain address, see plainAddress) lies in one of `ranges`. */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  const key = ranges.join(',')
  let list = rangeLists.get(key)
  if (!list) {
    list = new BlockList()
    for (const range of ranges) {
      const parsed = parseRange(range)
      if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family)
    }
    rangeLists.set(key, list)
  }
  const version = isIP(address)
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6')
}

/**
 * An address as limits and allow-lists compare it: an IPv4 peer on a dual-stack socket
 * (`::ffff:a.b.c.d`) as plain IPv4, IPv6 in lower case; undefined for anything that is no address.
 */
export function plainAddress(address: string | undefined): string | undefined {
  if (!address) return undefined
  const plain = address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase()
  return isIP(plain) === 0 ? undefined : plain
}

import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

import { inRanges, plainAddress, type ProxyTrust } from './proxy-trust.ts'

/**
 * The caller's address. Without a trusted proxy, the socket's. Behind trusted proxies (proxy-trust.ts),
 * X-Forwarded-For read from the right: each trusted proxy appended the address it was reached from,
 * so the client is the first entry, from the right, that no trusted proxy sent. Entries to its left
 * were written by the client and are never believed. Undefined only in-process (no socket) with no
 * usable forwarded entry.
 */
export function clientAddress(context: Context, trust: ProxyTrust): string | undefined {
  const peer = socketAddress(context)
  if (trust.kind === 'none') return peer
  const forwarded = (context.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Right to left: the socket's peer (in-process: the caller, standing in for the nearest proxy), then the entries.
  const chain = [peer, ...forwarded.reverse()]
  if (trust.kind === 'hops') {
    const entry = chain[Math.min(trust.hops, chain.length - 1)]
    return plainAddress(entry) ?? peer
  }
  for (const [index, entry] of chain.entries()) {
    const address = plainAddress(entry)
    // A garbled entry: the trusted proxy before it wrote nonsense; its own peer is the best we know.
    if (address === undefined) return index === 0 ? undefined : plainAddress(chain[index - 1])
    if (!inRanges(address, trust.ranges)) return address
  }
  return plainAddress(chain[chain.length - 1])
}

/** Whether the socket's peer is a trusted proxy, whose X-Forwarded-Proto (and For) may be believed. */
export function peerIsTrustedProxy(context: Context, trust: ProxyTrust): boolean {
  if (trust.kind === 'none') return false
  if (trust.kind === 'hops') return true
  const peer = socketAddress(context)
  return peer !== undefined && inRanges(peer, trust.ranges)
}

/**
 * The socket's peer. On the real host Hono's node bindings are the context's env: every wrapper of
 * app.fetch must pass them on (answer-cache.ts does), or no address is known. In-process calls
 * (app.request in tests and stand-ins) have no socket.
 */
function socketAddress(context: Context): string | undefined {
  const env = context.env as { incoming?: unknown; server?: unknown } | undefined
  if (!env?.incoming && !env?.server) return undefined
  return plainAddress(getConnInfo(context).remote.address)
}

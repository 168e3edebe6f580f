import type { IncomingMessage, Server as HttpServer, ServerOptions } from 'node:http'
import type { Socket } from 'node:net'

import * as z from 'zod/mini'

import { inRanges, plainAddress, type ProxyTrust } from './proxy-trust.ts'

/**
 * The HTTP server's own limits on slow, idle and numerous connections, so one client holding
 * thousands of silent sockets cannot use up the host's file descriptors (Node's defaults hold an
 * idle socket 60 to 300 s and accept without limit).
 */
export interface ConnectionLimits {
  /** A request's headers must have arrived within this (slowloris). */
  headersTimeoutMs: number
  /** A whole request, body included, must have arrived within this. */
  requestTimeoutMs: number
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number
  /** A socket with no traffic either way for this long is closed, one that never sent a byte included. */
  idleTimeoutMs: number
  /** Connections open at once, in all; past it, the oldest that never sent a request makes room (guardConnections). */
  maxConnections: number
  /** Connections open at once from one peer address; 0: no cap. Peers listed in TRUST_PROXY are exempt. */
  maxConnectionsPerAddress: number
  /**
   * Connections the kernel holds until the host accepts them (listen's backlog; Linux caps it at net.core.somaxconn).
   * Node's 511 overflowed in the midnight rush: a connection turned away resends its SYN after 1 s (docs/daily-shop.md#caching).
   */
  listenBacklog: number
}

export const CONNECTION_DEFAULTS = {
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  HTTP_REQUEST_TIMEOUT_MS: 30_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
  HTTP_IDLE_TIMEOUT_MS: 15_000,
  HTTP_MAX_CONNECTIONS: 4_000,
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: 256,
  HTTP_LISTEN_BACKLOG: 4_096
} as const

const milliseconds = z
  .pipe(z.string().check(z.regex(/^\d{3,7}$/, 'un nombre de millisecondes entre 100 et 3600000 est attendu')), z.transform(Number))
  .check(z.refine((value) => value >= 100 && value <= 3_600_000, 'entre 100 et 3600000 millisecondes'))
const count = z.pipe(z.string().check(z.regex(/^\d{1,6}$/, 'un entier entre 0 et 999999 est attendu')), z.transform(Number))

export const connectionSettings = {
  HTTP_HEADERS_TIMEOUT_MS: z.optional(milliseconds),
  HTTP_REQUEST_TIMEOUT_MS: z.optional(milliseconds),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.optional(milliseconds),
  HTTP_IDLE_TIMEOUT_MS: z.optional(milliseconds),
  HTTP_MAX_CONNECTIONS: z.optional(count.check(z.refine((value) => value > 0, 'au moins 1'))),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.optional(count),
  HTTP_LISTEN_BACKLOG: z.optional(count.check(z.refine((value) => value > 0, 'au moins 1')))
}

type ConnectionValues = { [Key in keyof typeof connectionSettings]?: number | undefined }

/**
 * Behind a proxy counted in hops, every connection comes from a proxy whose address is not known:
 * no per-address cap by default (the proxy caps per client, e.g. nginx limit_conn).
 */
export function connectionLimits(values: ConnectionValues, trust: ProxyTrust): ConnectionLimits {
  const setting = (key: keyof typeof CONNECTION_DEFAULTS) => values[key] ?? CONNECTION_DEFAULTS[key]
  const headersTimeoutMs = setting('HTTP_HEADERS_TIMEOUT_MS')
  return {
    headersTimeoutMs,
    // Node requires requestTimeout ≥ headersTimeout.
    requestTimeoutMs: Math.max(setting('HTTP_REQUEST_TIMEOUT_MS'), headersTimeoutMs),
    keepAliveTimeoutMs: setting('HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    idleTimeoutMs: setting('HTTP_IDLE_TIMEOUT_MS'),
    maxConnections: setting('HTTP_MAX_CONNECTIONS'),
    maxConnectionsPerAddress:
      values.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? (trust.kind === 'hops' ? 0 : CONNECTION_DEFAULTS.HTTP_MAX_CONNECTIONS_PER_ADDRESS),
    listenBacklog: setting('HTTP_LISTEN_BACKLOG')
  }
}

/** For http.createServer: Node checks the headers and request timeouts every connectionsCheckingInterval. */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs)
  }
}

/**
 * Applies the idle timeout and the caps. The cap in all is kept here, not by Node's maxConnections (which closes
 * the newcomer, a player included, while silent sockets hold every place): when every place is taken, the oldest
 * socket that has not sent a request yet is closed to make room, so silent sockets from many addresses cannot keep
 * a player out; only when every place holds a request is the newcomer closed. The per-address cap closes an
 * excess socket as it arrives.
 */
export function guardConnections(server: HttpServer, limits: ConnectionLimits, trust: ProxyTrust): void {
  // With no 'timeout' listener, Node destroys the socket once it has been idle this long.
  server.setTimeout(limits.idleTimeoutMs)
  const perAddress = perAddressCap(limits, trust)
  const open = new Set<Socket>()
  // Insertion order is connection order: the first one is the oldest silent socket.
  const silent = new Set<Socket>()
  server.on('request', (request: IncomingMessage) => silent.delete(request.socket))
  server.on('connection', (socket: Socket) => {
    // The peer's address read once: admitted against its cap here, given back by the socket's one 'close' listener
    // (the midnight rush opens thousands a second: docs/daily-shop.md#caching).
    const counted = perAddress.countedAddress(socket)
    if (counted !== undefined && !perAddress.take(counted)) return socket.destroy()
    socket.once('close', () => {
      open.delete(socket)
      silent.delete(socket)
      if (counted !== undefined) perAddress.giveBack(counted)
    })
    if (open.size >= limits.maxConnections && !evictOldest(silent, open)) return socket.destroy()
    open.add(socket)
    silent.add(socket)
  })
}

function evictOldest(silent: Set<Socket>, open: Set<Socket>): boolean {
  const oldest = silent.values().next().value
  if (oldest === undefined) return false
  silent.delete(oldest)
  open.delete(oldest)
  oldest.destroy()
  return true
}

/**
 * Counts each peer address's sockets. `countedAddress`: the address a socket counts against, undefined when none (no
 * cap, so the address is never read, a system call; a peer listed in TRUST_PROXY; an address already gone). `take` is
 * false for a socket over the cap; `giveBack` counts one out when it closes.
 */
function perAddressCap(limits: ConnectionLimits, trust: ProxyTrust) {
  const open = new Map<string, number>()
  return {
    countedAddress(socket: Socket): string | undefined {
      if (limits.maxConnectionsPerAddress === 0) return undefined
      const address = plainAddress(socket.remoteAddress)
      if (address === undefined || (trust.kind === 'addresses' && inRanges(address, trust.ranges))) return undefined
      return address
    },
    take(address: string): boolean {
      const count = (open.get(address) ?? 0) + 1
      if (count > limits.maxConnectionsPerAddress) return false
      open.set(address, count)
      return true
    },
    giveBack(address: string): void {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    }
  }
}

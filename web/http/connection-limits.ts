import type { Server as HttpServer, ServerOptions } from 'node:http'
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
  /** Connections open at once, in all; the next ones are closed at once. */
  maxConnections: number
  /** Connections open at once from one peer address; 0: no cap. Peers listed in TRUST_PROXY are exempt. */
  maxConnectionsPerAddress: number
}

export const CONNECTION_DEFAULTS = {
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  HTTP_REQUEST_TIMEOUT_MS: 30_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
  HTTP_IDLE_TIMEOUT_MS: 15_000,
  HTTP_MAX_CONNECTIONS: 4_000,
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: 256
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
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.optional(count)
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
      values.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? (trust.kind === 'hops' ? 0 : CONNECTION_DEFAULTS.HTTP_MAX_CONNECTIONS_PER_ADDRESS)
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
 * Applies the idle timeout and the caps. Node closes connections past maxConnections before the
 * app sees them; the per-address count is kept here and an excess socket is destroyed as it arrives.
 */
export function guardConnections(server: HttpServer, limits: ConnectionLimits, trust: ProxyTrust): void {
  server.maxConnections = limits.maxConnections
  // With no 'timeout' listener, Node destroys the socket once it has been idle this long.
  server.setTimeout(limits.idleTimeoutMs)
  if (limits.maxConnectionsPerAddress === 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress)
    if (address === undefined) return
    if (trust.kind === 'addresses' && inRanges(address, trust.ranges)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

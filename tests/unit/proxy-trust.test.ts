import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { getConfig } from '../../web/config.ts'
import { clientAddress, peerIsTrustedProxy } from '../../web/http/client-address.ts'
import { CONNECTION_DEFAULTS } from '../../web/http/connection-limits.ts'
import { inRanges, parseProxyTrust, plainAddress, type ProxyTrust } from '../../web/http/proxy-trust.ts'

/** What clientAddress makes of a request's X-Forwarded-For, the socket's peer being `peer`. */
async function addressFor(trust: ProxyTrust, forwardedFor: string | undefined, peer?: string): Promise<string | null> {
  const app = new Hono().get('/', (c) => c.json({ address: clientAddress(c, trust) ?? null, proxy: peerIsTrustedProxy(c, trust) }))
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  // Hono's node bindings, as @hono/node-server passes them: only the socket's address is read.
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: 'IPv4' } } }
  const response = await app.request('/', { headers }, env)
  return ((await response.json()) as { address: string | null }).address
}

describe('TRUST_PROXY', () => {
  it('reads flags, hop counts and address lists, and refuses anything else naming the setting', () => {
    expect(parseProxyTrust('false')).toEqual({ kind: 'none' })
    expect(parseProxyTrust('0')).toEqual({ kind: 'none' })
    expect(parseProxyTrust('true')).toEqual({ kind: 'hops', hops: 1 })
    expect(parseProxyTrust('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseProxyTrust('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual({
      kind: 'addresses',
      ranges: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8']
    })
    for (const bad of ['11', 'peut-être', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0', '::1/129', '']) {
      expect(parseProxyTrust(bad), bad).toBeUndefined()
    }
    expect(() => getConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    expect(getConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 })
  })

  it('with one hop, takes the right-most entry: what the proxy appended, never what the client wrote', async () => {
    const one: ProxyTrust = { kind: 'hops', hops: 1 }
    expect(await addressFor(one, '6.6.6.6, 203.0.113.9', '127.0.0.1')).toBe('203.0.113.9')
    expect(await addressFor(one, '203.0.113.9', '127.0.0.1')).toBe('203.0.113.9')
    // No header: the proxy is talking for itself.
    expect(await addressFor(one, undefined, '127.0.0.1')).toBe('127.0.0.1')
    expect(await addressFor({ kind: 'hops', hops: 2 }, '6.6.6.6, 203.0.113.9, 10.0.0.2', '127.0.0.1')).toBe('203.0.113.9')
    // A garbled entry where the client's should be: the proxy's own address, not the garbage.
    expect(await addressFor(one, '6.6.6.6, pas-une-adresse', '127.0.0.1')).toBe('127.0.0.1')
  })

  it('with trusted addresses, skips them from the right and takes the first other one', async () => {
    const ranges: ProxyTrust = { kind: 'addresses', ranges: ['127.0.0.1', '10.0.0.0/8'] }
    expect(await addressFor(ranges, '6.6.6.6, 203.0.113.9, 10.1.2.3', '127.0.0.1')).toBe('203.0.113.9')
    // A peer that is no proxy: its header is not read at all.
    expect(await addressFor(ranges, '6.6.6.6', '198.51.100.4')).toBe('198.51.100.4')
    expect(await addressFor(ranges, '10.9.9.9', '127.0.0.1')).toBe('10.9.9.9')
  })

  it('without a trusted proxy, ignores the header and gives the socket’s address, IPv4 plain', async () => {
    expect(await addressFor({ kind: 'none' }, '6.6.6.6', '::ffff:127.0.0.5')).toBe('127.0.0.5')
    expect(await addressFor({ kind: 'none' }, '6.6.6.6')).toBeNull()
  })

  it('compares addresses as limits and allow-lists need them', () => {
    expect(plainAddress('::FFFF:18.209.80.3')).toBe('18.209.80.3')
    expect(plainAddress('2001:DB8::1')).toBe('2001:db8::1')
    expect(plainAddress('18.209.80.3;x')).toBeUndefined()
    expect(inRanges('10.200.0.1', ['10.0.0.0/8'])).toBe(true)
    expect(inRanges('11.0.0.1', ['10.0.0.0/8'])).toBe(false)
    expect(inRanges('fd00::1', ['fd00::/8'])).toBe(true)
  })
})

describe('connection limits', () => {
  it('have documented defaults, env overrides, and no per-address cap behind hop-counted proxies', () => {
    expect(getConfig({}).connections).toEqual({
      headersTimeoutMs: CONNECTION_DEFAULTS.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: CONNECTION_DEFAULTS.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: CONNECTION_DEFAULTS.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: CONNECTION_DEFAULTS.HTTP_IDLE_TIMEOUT_MS,
      maxConnections: CONNECTION_DEFAULTS.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: CONNECTION_DEFAULTS.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
      listenBacklog: CONNECTION_DEFAULTS.HTTP_LISTEN_BACKLOG
    })
    expect(
      getConfig({ HTTP_IDLE_TIMEOUT_MS: '1500', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0', HTTP_LISTEN_BACKLOG: '8192' }).connections
    ).toMatchObject({ idleTimeoutMs: 1500, maxConnectionsPerAddress: 0, listenBacklog: 8192 })
    expect(getConfig({ TRUST_PROXY: 'true' }).connections.maxConnectionsPerAddress).toBe(0)
    expect(getConfig({ TRUST_PROXY: '127.0.0.1' }).connections.maxConnectionsPerAddress).toBe(
      CONNECTION_DEFAULTS.HTTP_MAX_CONNECTIONS_PER_ADDRESS
    )
    expect(() => getConfig({ HTTP_IDLE_TIMEOUT_MS: '5' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/)
    expect(() => getConfig({ HTTP_MAX_CONNECTIONS: '0' })).toThrow(/HTTP_MAX_CONNECTIONS/)
    expect(() => getConfig({ HTTP_LISTEN_BACKLOG: '0' })).toThrow(/HTTP_LISTEN_BACKLOG/)
  })
})

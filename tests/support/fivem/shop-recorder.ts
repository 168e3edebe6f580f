import type { Delivery } from '../../../src/core/contract/game-server.ts'

export interface RecordedCall {
  method: string
  path: string
  authorization: string | null
  body: unknown
}

/**
 * The shop's game-server API (web/routes, /api/server/*) as a recorder for the resource's fetch: players are
 * saved, tokens minted, each claim hands out what `deliveries` holds (until acknowledged), acknowledgements are
 * recorded. For the real thing, point `boutique_shop_url` at a built web host (tests/support/web-host.ts).
 */
export class ShopRecorder {
  readonly calls: RecordedCall[] = []
  /** Handed out by every claim until acknowledged. */
  deliveries: Delivery[] = []
  readonly acknowledged: number[] = []
  private tokens = 0

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body ? (JSON.parse(String(init.body)) as { ids?: number[] }) : undefined
    const method = init?.method ?? 'GET'
    this.calls.push({ method, path: url.pathname + url.search, authorization: new Headers(init?.headers).get('authorization'), body })
    return this.answer(method, url.pathname, body)
  }

  callsTo(prefix: string): RecordedCall[] {
    return this.calls.filter((call) => call.path.startsWith(prefix))
  }

  private answer(method: string, path: string, body: { ids?: number[] } | undefined): Response {
    if (path.endsWith('/login-token')) {
      this.tokens += 1
      return Response.json({ token: `token-${this.tokens}-${'x'.repeat(30)}`, expiresAt: '2030-01-01T00:00:00.000Z' })
    }
    if (path.startsWith('/api/server/players/')) return Response.json({ accountId: 1, username: 'Joueur' })
    if (path === '/api/server/deliveries' && method === 'GET')
      return Response.json({ deliveries: this.deliveries, claimedUntil: '2030-01-01T00:00:00.000Z' })
    if (path === '/api/server/deliveries/ack') {
      const ids = body?.ids ?? []
      this.acknowledged.push(...ids)
      this.deliveries = this.deliveries.filter((delivery) => !ids.includes(delivery.id))
      return Response.json({ acknowledged: ids })
    }
    return Response.json({ error: 'Route inconnue' }, { status: 404 })
  }
}

/** A delivery as the shop hands it out (src/core/contract/game-server.ts), for `identifiers`. */
export function sampleDelivery(identifiers: string[], overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    kind: 'grant',
    orderId: 10,
    serverName: 'main',
    identifiers,
    accountId: 1,
    character: null,
    product: { id: 101, name: 'pack_demarrage', label: 'Pack Démarrage', category: 'pack' },
    quantity: 1,
    grants: [{ kind: 'item', item: 'repairkit', count: 2 }],
    attempts: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides
  }
}

import type { Delivery } from '../../../src/core/contract/game-server.ts'

export interface RecordedCall {
  method: string
  path: string
  authorization: string | null
  body: unknown
}

/**
 * The shop's game-server API (web/routes, /api/server/*) as a recorder for the resource's fetch: players are
 * saved, tokens minted, each claim hands out what `deliveries` holds with the grants given so far, each grant given
 * is recorded once (web/deliveries/grant-progress.ts) and the last one delivers, failures are recorded. For the real
 * thing, point `boutique_shop_url` at a built web host (tests/support/web-host.ts).
 */
export class ShopRecorder {
  readonly calls: RecordedCall[] = []
  /** Handed out by every claim until delivered. */
  deliveries: Delivery[] = []
  /** The ids delivered in full, in order. */
  readonly acknowledged: number[] = []
  readonly failures: { id: number; body: unknown }[] = []
  /** The player's Grade the shop answers a join with (web/accounts/players.ts); none by default. */
  grade: { tier: number; rank: string } | null = null
  private readonly given = new Map<number, Set<string>>()
  private tokens = 0

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    const method = init?.method ?? 'GET'
    this.calls.push({ method, path: url.pathname + url.search, authorization: new Headers(init?.headers).get('authorization'), body })
    return this.answer(url.pathname, body)
  }

  callsTo(prefix: string): RecordedCall[] {
    return this.calls.filter((call) => call.path.startsWith(prefix))
  }

  private answer(path: string, body: Record<string, unknown> | undefined): Response {
    if (path.endsWith('/login-token')) {
      this.tokens += 1
      return Response.json({ token: `token-${this.tokens}-${'x'.repeat(30)}`, expiresAt: '2030-01-01T00:00:00.000Z' })
    }
    if (path.startsWith('/api/server/players/')) return Response.json({ accountId: 1, username: 'Joueur', grade: this.grade })
    if (path === '/api/server/deliveries/claim') {
      const deliveries = this.deliveries.map((delivery) => ({ ...delivery, grantedSteps: [...this.steps(delivery.id)] }))
      return Response.json({ deliveries, claimedUntil: '2030-01-01T00:00:00.000Z' })
    }
    const [, id = '0', what] = /^\/api\/server\/deliveries\/(\d+)\/(\w+)$/.exec(path) ?? []
    if (what === 'grants') return Response.json(this.grantGiven(Number(id), `${String(body?.unit)}:${String(body?.grant)}`))
    if (what === 'failure') {
      this.failures.push({ id: Number(id), body })
      return Response.json({ failures: 1, retryAt: null, flagged: false, tellPlayer: false })
    }
    if (what === 'release') return Response.json({ released: true })
    return Response.json({ error: 'Route inconnue' }, { status: 404 })
  }

  private steps(id: number): Set<string> {
    return this.given.get(id) ?? this.given.set(id, new Set()).get(id) ?? new Set()
  }

  private grantGiven(id: number, step: string) {
    const delivery = this.deliveries.find((candidate) => candidate.id === id)
    const of = delivery ? delivery.quantity * delivery.grants.length : 0
    const steps = this.steps(id).add(step)
    if (delivery && steps.size >= of) {
      this.acknowledged.push(id)
      this.deliveries = this.deliveries.filter((candidate) => candidate.id !== id)
      return { status: 'delivered', granted: steps.size, of }
    }
    return { status: 'claimed', granted: steps.size, of }
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
    grantedSteps: [],
    revokesDeliveryId: null,
    ...overrides
  }
}

import type { Delivery } from '../../../src/core/contract/game-server.ts'
import type { FrameworkAdapter } from './adapters/framework-calls.ts'

/** The grant kinds of the catalogue (web/catalog/catalogue-file.ts) that the game hands out. */
export const GRANT_KINDS = ['item', 'weapon', 'vehicle', 'money', 'grade'] as const
export type GrantKind = (typeof GRANT_KINDS)[number]

/** What a handler learns about the delivery it grants one unit of. */
export interface DeliveryContext {
  id: number
  /** 'revoke': take the grant back (a refunded or charged-back payment). */
  kind: Delivery['kind']
  product: Delivery['product']
  character: Delivery['character']
  quantity: number
  /** 1 to quantity: the unit being granted. */
  unit: number
  /** The grant's place in the delivery's grants (0 first): two vehicles of a pack get two plates. */
  grantIndex: number
  /** For a 'revoke': the delivery whose grants it takes back (null for a Grade's, which carries the Grade that remains). */
  revokesDeliveryId: number | null
}

/**
 * Grants one grant of one unit to the player (server id). It must return true (or a promise of true)
 * once the player has it. To fail, throw an Error (or return false, "why" from Lua) saying why in words staff
 * understand: the shop keeps it on the delivery and tries again later (docs/in-game.md#deliveries).
 */
export type DeliveryHandler = (source: number, grant: Record<string, unknown>, delivery: DeliveryContext) => unknown

export function isGrantKind(kind: unknown): kind is GrantKind {
  return typeof kind === 'string' && (GRANT_KINDS as readonly string[]).includes(kind)
}

export class DeliveryHandlers {
  private readonly byKind = new Map<GrantKind, DeliveryHandler>()
  private readonly revokersByKind = new Map<GrantKind, DeliveryHandler>()
  private adapter: FrameworkAdapter | undefined

  /** The framework adapter found at start: what it handles, unless a registered handler of that kind overrides it. */
  useAdapter(adapter: FrameworkAdapter): void {
    this.adapter = adapter
  }

  /** A resource that restarts registers again: the newest handler of a kind wins. */
  register(kind: unknown, handler: unknown): boolean {
    return this.store(this.byKind, kind, handler)
  }

  /** Takes back a grant of a refunded or charged-back payment (a 'revoke' delivery). */
  registerRevocation(kind: unknown, handler: unknown): boolean {
    return this.store(this.revokersByKind, kind, handler)
  }

  /**
   * The handler of a grant for a delivery of that kind: a registered one, else the adapter's. A Grade revocation
   * carries the Grade that remains, which the grade handler sets like any Grade, unless a grade revocation handler
   * exists. The adapter takes back only what it gave: not a kind whose grants a registered handler makes.
   */
  get(kind: unknown, deliveryKind: 'grant' | 'revoke' = 'grant'): DeliveryHandler | undefined {
    if (!isGrantKind(kind)) return undefined
    if (deliveryKind === 'grant') return this.byKind.get(kind) ?? this.adapter?.grant[kind]
    const registered = this.revokersByKind.get(kind) ?? (kind === 'grade' ? this.byKind.get(kind) : undefined)
    return registered ?? (this.byKind.has(kind) ? undefined : this.adapter?.revoke[kind])
  }

  private store(map: Map<GrantKind, DeliveryHandler>, kind: unknown, handler: unknown): boolean {
    if (!isGrantKind(kind) || typeof handler !== 'function') return false
    map.set(kind, handler as DeliveryHandler)
    return true
  }
}

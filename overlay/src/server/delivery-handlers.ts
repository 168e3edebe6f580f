import type { FrameworkAdapter } from './adapters/framework-calls.ts'
import { isGrantKind, type DeliveryHandler, type GrantKind } from './grant-handler.ts'

// The handler's types live in grant-handler.ts, which the adapters import without importing this file back.
export type { DeliveryContext, DeliveryHandler } from './grant-handler.ts'

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

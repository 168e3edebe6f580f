import type { Delivery } from '../../../src/core/contract/game-server.ts'
import { EVENTS } from '../shared/protocol.ts'
import type { DeliveryContext, DeliveryHandlers } from './delivery-handlers.ts'
import type { OnlinePlayers } from './online-players.ts'
import type { ServerNatives } from './server-natives.ts'
import type { ShopApi } from './shop-api.ts'
import { withTimeout } from '../../../src/core/lib/with-timeout.ts'

const HANDLER_TIMEOUT_MS = 15_000
const NO_ANSWER = `no answer in ${HANDLER_TIMEOUT_MS / 1000} s`

/**
 * Claims this server's deliveries, hands each to its owner if they are online, and acknowledges only
 * the deliveries whose every grant succeeded. Anything else stays unacknowledged: its claim runs out
 * and the shop hands it out again. Grants that already succeeded are remembered (while the resource
 * runs), so a retried delivery does not give them twice.
 */
export class DeliveryRunner {
  private readonly granted = new Map<number, Set<string>>()
  private running = false

  constructor(
    private readonly deps: {
      natives: ServerNatives
      api: ShopApi
      players: OnlinePlayers
      handlers: DeliveryHandlers
      serverName: string
    }
  ) {}

  /** One round; a round still running makes this one a no-op. Returns the acknowledged ids. */
  async runOnce(): Promise<number[]> {
    if (this.running) return []
    this.running = true
    try {
      const { deliveries } = await this.deps.api.claimDeliveries(this.deps.serverName)
      const done: number[] = []
      for (const delivery of deliveries) {
        if (await this.deliver(delivery)) done.push(delivery.id)
      }
      if (done.length === 0) return []
      const acknowledged = await this.deps.api.acknowledge(done)
      for (const id of acknowledged) this.granted.delete(id)
      return acknowledged
    } finally {
      this.running = false
    }
  }

  private async deliver(delivery: Delivery): Promise<boolean> {
    const owner = this.deps.players.ownerOf(delivery)
    if (!owner) return false
    const source = Number(owner.source)
    this.deps.natives.emitLocal(delivery.kind === 'revoke' ? EVENTS.revoke : EVENTS.deliver, source, delivery)
    const granted = this.granted.get(delivery.id) ?? new Set<string>()
    this.granted.set(delivery.id, granted)
    let complete = true
    for (let unit = 1; unit <= delivery.quantity; unit += 1) {
      for (const [index, grant] of delivery.grants.entries()) {
        const step = `${unit}:${index}`
        if (granted.has(step)) continue
        if (await this.grant(source, grant, { ...context(delivery), unit, grantIndex: index })) granted.add(step)
        else complete = false
      }
    }
    return complete
  }

  private async grant(source: number, grant: Record<string, unknown>, delivery: DeliveryContext) {
    const handler = this.deps.handlers.get(grant.kind, delivery.kind)
    if (!handler) {
      const [what, register] =
        delivery.kind === 'revoke' ? ['revocation handler', 'registerRevocationHandler'] : ['handler', 'registerDeliveryHandler']
      this.deps.natives.warn(`delivery ${delivery.id}: no ${what} for "${String(grant.kind)}" (${register}), kept for later`)
      return false
    }
    try {
      const result = await withTimeout(Promise.resolve(handler(source, grant, delivery)), HANDLER_TIMEOUT_MS, NO_ANSWER)
      if (isGranted(result)) return true
      this.deps.natives.warn(`delivery ${delivery.id}: the "${String(grant.kind)}" handler did not return true, kept for later`)
    } catch (failure) {
      this.deps.natives.warn(
        `delivery ${delivery.id}: the "${String(grant.kind)}" handler failed: ${failure instanceof Error ? failure.message : String(failure)}`
      )
    }
    return false
  }
}

/** true; a Lua handler's several return values arrive as an array (`return exports.ox_inventory:AddItem(…)`). */
function isGranted(result: unknown): boolean {
  return result === true || (Array.isArray(result) && result[0] === true)
}

function context(delivery: Delivery) {
  const { id, kind, product, character, quantity, revokesDeliveryId } = delivery
  return { id, kind, product, character, quantity, ...(revokesDeliveryId === undefined ? {} : { revokesDeliveryId }) }
}

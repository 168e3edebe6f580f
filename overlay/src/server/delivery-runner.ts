import type { GrantStep } from '../../../src/core/contract/game-deliveries.ts'
import type { Delivery } from '../../../src/core/contract/game-server.ts'
import { overlayMessages } from '../shared/messages.ts'
import { EVENTS } from '../shared/protocol.ts'
import type { DeliveryContext, DeliveryHandlers } from './delivery-handlers.ts'
import { callHandler } from './grant-call.ts'
import type { OnlinePlayers } from './online-players.ts'
import type { ServerNatives } from './server-natives.ts'
import { ShopApiError, type ShopApi } from './shop-api.ts'
import { UnacknowledgedGrants } from './unacknowledged-grants.ts'

/**
 * docs/in-game.md#deliveries: each round tells the shop who is online and gets what they can take now; each
 * grant given is written on the game server's disk, then acknowledged to the shop, before the next one, so a
 * restart of the resource, the game server, the web host or the database never gives one twice
 * (docs/in-game.md#exactly-once). A failed grant is reported with its reason and the delivery waits.
 */
export class DeliveryRunner {
  /** Grants given whose acknowledgement did not reach the shop: said again before anything else. */
  private readonly unacknowledged: UnacknowledgedGrants
  private running = false

  constructor(
    private readonly deps: {
      natives: ServerNatives
      api: ShopApi
      players: OnlinePlayers
      handlers: DeliveryHandlers
      serverName: string
    }
  ) {
    this.unacknowledged = new UnacknowledgedGrants(deps.natives)
  }

  /** One round; a round still running makes this one a no-op. Returns the ids delivered in full. */
  async runOnce(): Promise<number[]> {
    if (this.running) return []
    this.running = true
    try {
      await this.acknowledgeLeftovers()
      const { deliveries } = await this.deps.api.claimDeliveries(this.deps.serverName, this.deps.players.report())
      const delivered: number[] = []
      for (const delivery of deliveries) {
        if (await this.deliver(delivery)) delivered.push(delivery.id)
      }
      return delivered
    } finally {
      this.running = false
    }
  }

  private async deliver(delivery: Delivery): Promise<boolean> {
    const owner = this.deps.players.ownerOf(delivery)
    if (!owner) {
      await this.deps.api.release(delivery.id)
      return false
    }
    const source = Number(owner.source)
    this.deps.natives.emitLocal(delivery.kind === 'revoke' ? EVENTS.revoke : EVENTS.deliver, source, delivery)
    const given = new Set(delivery.grantedSteps)
    for (let unit = 1; unit <= delivery.quantity; unit += 1) {
      for (const [index, grant] of delivery.grants.entries()) {
        if (given.has(`${unit}:${index}`)) continue
        // The character may have gone back to selection (its inventory unloaded) since the last grant.
        if (this.deps.players.ownerOf(delivery) !== owner) {
          await this.deps.api.release(delivery.id)
          return false
        }
        const outcome = await callHandler(this.deps.handlers.get(grant.kind, delivery.kind), source, grant, context(delivery, unit, index))
        if (!outcome.given) {
          await this.reportFailure(delivery, owner.source, { unit, grant: index, reason: outcome.reason, error: outcome.error })
          return false
        }
        const status = await this.acknowledge(delivery.id, { unit, grant: index })
        if (status === 'delivered') return true
        if (status === 'cancelled') return false
      }
    }
    return false
  }

  /** The grant is the player's now: written down first, so that if the shop is not told, it is told again later. */
  private async acknowledge(id: number, step: GrantStep): Promise<string> {
    this.unacknowledged.add(id, step)
    const { status } = await this.deps.api.grantGiven(id, step)
    this.unacknowledged.remove(id, step)
    return status
  }

  /** Said again until the shop answers; one it refuses (a delivery it no longer has) is dropped with a warning. */
  private async acknowledgeLeftovers(): Promise<void> {
    for (const [id, steps] of this.unacknowledged.entries()) {
      for (const step of steps) {
        try {
          await this.deps.api.grantGiven(id, step)
        } catch (failure) {
          if (!(failure instanceof ShopApiError) || failure.status === undefined || failure.status >= 500) throw failure
          this.deps.natives.warn(`delivery ${id}: the shop refused grant ${step.unit}:${step.grant} (${failure.message}), dropped`)
        }
        this.unacknowledged.remove(id, step)
      }
    }
  }

  private async reportFailure(delivery: Delivery, source: string, failure: Parameters<ShopApi['grantFailed']>[1]): Promise<void> {
    this.deps.natives.warn(`delivery ${delivery.id}: ${failure.error}; it waits and will be tried again`)
    const answer = await this.deps.api.grantFailed(delivery.id, failure)
    if (answer.tellPlayer) {
      const text = failure.reason === 'no_handler' ? overlayMessages.deliveryBlocked : overlayMessages.deliveryWaiting
      this.deps.natives.emitClient(EVENTS.notice, source, { text: text(delivery.product.label) })
    }
  }
}

function context(delivery: Delivery, unit: number, grantIndex: number): DeliveryContext {
  const { id, kind, product, character, quantity, revokesDeliveryId } = delivery
  return { id, kind, product, character, quantity, unit, grantIndex, revokesDeliveryId }
}

import * as z from 'zod/mini'

import { grantStepSchema, type GrantStep } from '../../../src/core/contract/game-deliveries.ts'
import type { ServerNatives } from './server-natives.ts'

/** Where the grants given but not yet acknowledged to the shop are kept: on the game server's disk (resource KVP). */
const KVP_KEY = 'boutique:unacknowledged-grants'

const storedSchema = z.array(z.object({ delivery: z.int(), steps: z.array(grantStepSchema) }))

/**
 * docs/in-game.md#exactly-once: each grant given is written here before the shop is told, and stays until the shop
 * has heard it, so a resource or server restart in between tells it again instead of giving it again.
 */
export class UnacknowledgedGrants {
  private readonly byDelivery = new Map<number, GrantStep[]>()

  constructor(private readonly natives: Pick<ServerNatives, 'getKvp' | 'setKvp' | 'deleteKvp' | 'warn'>) {
    for (const { delivery, steps } of this.read()) this.byDelivery.set(delivery, steps)
  }

  add(delivery: number, step: GrantStep): void {
    this.byDelivery.set(delivery, [...(this.byDelivery.get(delivery) ?? []), step])
    this.write()
  }

  remove(delivery: number, step: GrantStep): void {
    const left = (this.byDelivery.get(delivery) ?? []).filter(({ unit, grant }) => unit !== step.unit || grant !== step.grant)
    if (left.length > 0) this.byDelivery.set(delivery, left)
    else this.byDelivery.delete(delivery)
    this.write()
  }

  /** Each delivery with its steps, oldest first. */
  entries(): [number, GrantStep[]][] {
    return [...this.byDelivery].map(([delivery, steps]) => [delivery, [...steps]])
  }

  private read(): z.infer<typeof storedSchema> {
    const text = this.natives.getKvp(KVP_KEY)
    if (!text) return []
    try {
      return storedSchema.parse(JSON.parse(text))
    } catch (failure) {
      this.natives.warn(`${KVP_KEY}: unreadable, ignored (${failure instanceof Error ? failure.message : String(failure)})`)
      return []
    }
  }

  private write(): void {
    if (this.byDelivery.size === 0) return this.natives.deleteKvp(KVP_KEY)
    const stored = [...this.byDelivery].map(([delivery, steps]) => ({ delivery, steps }))
    this.natives.setKvp(KVP_KEY, JSON.stringify(stored))
  }
}

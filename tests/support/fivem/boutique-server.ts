import type { Delivery } from '../../../src/core/contract/game-server.ts'
import { FiveMServer, type Player, type ResourceDefinition } from './fivem-server.ts'
import { scriptResource } from './script-resource.ts'
import { runNextTimer } from './settle.ts'
import { sampleDelivery, ShopRecorder } from './shop-recorder.ts'

export const BOUTIQUE_CONVARS = {
  boutique_shop_url: 'http://127.0.0.1:9',
  boutique_server_name: 'main',
  boutique_server_key: 'k'.repeat(40),
  boutique_delivery_interval: '30'
}

export interface BoutiqueServer {
  server: FiveMServer
  shop: ShopRecorder
  /** Hands these deliveries out at the next claim and runs one delivery round. */
  deliver(...deliveries: Delivery[]): Promise<void>
  /** A player joining with a fivem: and a license: identifier. */
  join(name: string): Player
  /** The resource's console lines. */
  logs(): string[]
}

let nextAccount = 100_000

/**
 * The built resource on a FiveM server stand-in after `frameworks` (started in order, as `ensure` lines before
 * `ensure boutique` in server.cfg), its shop a recorder.
 */
export function bootBoutique(frameworks: Record<string, ResourceDefinition>, convars: Record<string, string> = {}): BoutiqueServer {
  const shop = new ShopRecorder()
  const server = new FiveMServer({ ...BOUTIQUE_CONVARS, ...convars })
  for (const [name, definition] of Object.entries(frameworks)) server.define(name, definition).ensure(name)
  server.define('boutique', scriptResource({ fetch: shop.fetch })).ensure('boutique')
  server.tick()
  return {
    server,
    shop,
    async deliver(...deliveries) {
      shop.deliveries = deliveries
      await runNextTimer(server, 'boutique')
    },
    join(name) {
      nextAccount += 1
      return server.join([`fivem:${nextAccount}`, `license:${nextAccount.toString(16)}abc`], name)
    },
    logs: () => server.logsOf('boutique')
  }
}

/** A grant delivery of `grants` for `player` (a Unions purchase of one character; here the account's). */
export function grantOf(player: Player, id: number, grants: Record<string, unknown>[], quantity = 1): Delivery {
  return sampleDelivery(player.identifiers, { id, grants, quantity })
}

/** The shop's 'revoke' delivery taking back delivery `revokes` (a refund): the same grants. */
export function revocationOf(player: Player, id: number, revokes: Delivery): Delivery {
  return sampleDelivery(player.identifiers, {
    id,
    kind: 'revoke',
    grants: revokes.grants,
    quantity: revokes.quantity,
    revokesDeliveryId: revokes.id
  })
}

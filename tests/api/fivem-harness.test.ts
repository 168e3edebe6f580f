import { afterEach, describe, expect, it } from 'vitest'

import { FiveMServer } from '../support/fivem/fivem-server.ts'
import type { Runtime } from '../support/fivem/runtime.ts'
import { scriptResource } from '../support/fivem/script-resource.ts'
import { runNextTimer, until } from '../support/fivem/settle.ts'
import { sampleDelivery, ShopRecorder } from '../support/fivem/shop-recorder.ts'
import { startWebHost } from '../support/web-host.ts'

// The built resource script (dist/boutique/server.js, `node build.mjs --quiet`) in the FiveM server stand-in.
const CONVARS = {
  boutique_shop_url: 'http://127.0.0.1:9',
  boutique_server_name: 'main',
  boutique_server_key: 'k'.repeat(40),
  boutique_delivery_interval: '30'
}
const LUCAS = ['license:abc123', 'fivem:100001']

let server: FiveMServer | undefined
afterEach(() => {
  for (const name of ['bridge', 'boutique']) server?.stop(name)
})

/** A Lua bridge as overlay/README.md used to write it: registers on `onResourceStart`, counts items given. */
function staleBridge(given: { count: number }) {
  return {
    kind: 'lua' as const,
    setup(runtime: Runtime) {
      const registerAll = () => {
        try {
          runtime.call('boutique', 'registerDeliveryHandler', 'item', (_source: number, grant: { count: number }) => {
            given.count += grant.count
            return true
          })
        } catch (failure) {
          runtime.log('error', (failure as Error).message)
        }
      }
      runtime.on('onResourceStart', (name: string) => name === 'boutique' && registerAll())
      registerAll()
    }
  }
}

describe('the FiveM server harness runs the built resource script', () => {
  it("saves a joining player, delivers on the loop's timer, and a restart leaves an onResourceStart bridge with a dead export", async () => {
    const shop = new ShopRecorder()
    const given = { count: 0 }
    server = new FiveMServer(CONVARS)
    server.define('boutique', scriptResource({ fetch: shop.fetch })).define('bridge', staleBridge(given))
    server.ensure('boutique')
    server.ensure('bridge')
    server.tick()
    const lucas = server.join(LUCAS, 'Lucas')
    await until(() => shop.callsTo('/api/server/players/').length === 1, 'the player saved')
    expect(shop.calls[0]).toMatchObject({ method: 'PUT', path: '/api/server/players/fivem%3A100001', body: { name: 'Lucas' } })

    shop.deliveries = [sampleDelivery(LUCAS, { id: 5 })]
    expect(await runNextTimer(server, 'boutique')).toBe(30_000)
    expect(shop.acknowledged).toEqual([5])
    expect(given.count).toBe(2)

    // restart boutique: onResourceStart runs before the queued onServerResourceStop clears the bridge's cache.
    server.restart('boutique')
    expect(server.logsOf('bridge').at(-1)).toMatch(/An error occurred while calling export `registerDeliveryHandler`/)
    server.tick()
    shop.deliveries = [sampleDelivery(LUCAS, { id: 6 })]
    await runNextTimer(server, 'boutique')
    expect(shop.acknowledged).toEqual([5])
    expect(server.logsOf('boutique').some((line) => line.includes('pas de gestionnaire pour « item »'))).toBe(true)
    expect(lucas.source).toBe(1)
  })

  it('talks to the real built web host: a player who presses the key gets a login token the host minted', async () => {
    const host = await startWebHost({ env: { SHOP_DEMO: 'true', SHOP_SERVER_KEY: CONVARS.boutique_server_key } })
    try {
      server = new FiveMServer({ ...CONVARS, boutique_shop_url: host.url })
      server.define('boutique', scriptResource()).ensure('boutique')
      const lucas = server.join(LUCAS, 'Lucas')
      server.fromClient(lucas.source, 'boutique:requestSession')
      await until(() => server?.toClients.some((sent) => sent.event === 'boutique:session') ?? false, 'the session sent', 20_000)
      const [payload] = server.toClients.find((sent) => sent.event === 'boutique:session')?.args ?? []
      expect(payload).toEqual({ shopUrl: host.url, serverName: 'main', token: expect.stringMatching(/^[\w-]{20,}$/) })
    } finally {
      await host.stop()
    }
  })
})

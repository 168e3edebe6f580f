import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { FiveMServer } from '../support/fivem/fivem-server.ts'
import type { Runtime } from '../support/fivem/runtime.ts'
import { scriptResource } from '../support/fivem/script-resource.ts'
import { freePort } from '../support/free-port.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { waitFor } from '../support/wait-for.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// The built host and the built resource script (node build.mjs --quiet), the resource in the FiveM server harness.
const SERVER_KEY = 'delivery-restarts-server-key-'.padEnd(48, 'k')
const CLAIM_SECONDS = 5
const CHARACTER = { id: 'load-1', firstname: 'Joueur', lastname: 'N1', dob: '01/01/2000', pob: 'Los Santos', height: 180 }

type Handler = (source: number, grant: unknown, context: { unit: number }) => unknown

const cleanups: (() => Promise<unknown> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The game server: the built resource pointed at the host, and a bridge that registers `handler` for items. */
function gameServer(shopUrl: string, handler: Handler): FiveMServer {
  const server = new FiveMServer({
    boutique_shop_url: shopUrl,
    boutique_server_name: 'main',
    boutique_server_key: SERVER_KEY,
    boutique_delivery_interval: '30'
  })
  const bridge = { kind: 'js' as const, setup: (runtime: Runtime) => runtime.call('boutique', 'registerDeliveryHandler', 'item', handler) }
  server.define('boutique', scriptResource()).define('bridge', bridge)
  server.ensure('boutique')
  server.ensure('bridge')
  server.tick()
  cleanups.push(() => ['bridge', 'boutique'].forEach((name) => server.stop(name)))
  return server
}

function playerJoins(server: FiveMServer, player: HostPlayer): void {
  const { source } = server.join([player.identifier], 'Joueur 1')
  server.runtime('bridge')?.call('boutique', 'pushCharacters', source, [CHARACTER], CHARACTER.id)
}

/** `restart boutique` then `restart bridge`, each run to its queued events; the bridge pushes the character again. */
function restartResources(server: FiveMServer): void {
  for (const name of ['boutique', 'bridge']) {
    server.restart(name)
    server.tick()
  }
  server.runtime('bridge')?.call('boutique', 'pushCharacters', 1, [CHARACTER], CHARACTER.id)
}

const ROUND_MS = 30_000

/** The delivery loop's pending timer (boutique_delivery_interval); handler time-outs are timers too, of 15 s. */
function roundTimer(server: FiveMServer, after = 0) {
  const runtime = server.runtime('boutique')
  return runtime ? server.timers.list(runtime).find((timer) => timer.delayMs === ROUND_MS && timer.id > after) : undefined
}

/** The delivery loop's next round, without waiting for it to end (it may hang, as a killed resource would). */
function startRound(server: FiveMServer): number {
  const next = roundTimer(server)
  if (!next) throw new Error('the resource has no delivery round set')
  server.timers.advance(next.dueAt - server.timers.now)
  return next.id
}

/** Rounds until the host says the player's line was delivered (a claim left behind comes back after CLAIM_SECONDS). */
async function roundsUntilDelivered(server: FiveMServer, host: () => WebHost, player: HostPlayer): Promise<void> {
  const delivered = async () => {
    const response = await callHost(host().url, 'GET', '/api/getPlayerTransactions', undefined, {
      authorization: `Bearer ${player.sessionToken}`
    })
    const history = playerTransactionsResponseSchema.parse(await response.json())
    return history.shop[0]?.deliveries[0]?.state === 'delivered'
  }
  await waitFor(
    async () => {
      // A round still under way sets the next one when it ends.
      await waitFor(() => roundTimer(server) !== undefined, 'the next delivery round set', 30_000)
      const started = startRound(server)
      await waitFor(() => roundTimer(server, started) !== undefined, 'the round to end', 30_000)
      return delivered()
    },
    'the delivery delivered',
    60_000
  )
}

async function buyThreeKits(host: WebHost, player: HostPlayer): Promise<void> {
  const body = { characterDbId: player.characterId, products: { '201': { amount: 3, isFromDailyShop: false } } }
  const headers = {
    authorization: `Bearer ${player.sessionToken}`,
    gameServer: 'main',
    'idempotency-key': `kits-${player.identifier.replace(':', '-')}`
  }
  const response = await callHost(host.url, 'POST', '/api/buyProducts', body, headers)
  expect(response.status, await response.clone().text()).toBe(200)
}

async function hostOnItsOwnPort(env: Record<string, string> = {}): Promise<{ host: () => WebHost; restart(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-restarts-'))
  const port = await freePort()
  const settings = { dataDir, port, env: { SHOP_SERVER_KEY: SERVER_KEY, DELIVERY_CLAIM_SECONDS: String(CLAIM_SECONDS), ...env } }
  let current = await startWebHost(settings)
  cleanups.push(async () => {
    await current.stop()
    await rm(dataDir, { recursive: true, force: true })
  })
  return {
    host: () => current,
    async restart() {
      await current.stop()
      current = await startWebHost(settings)
    }
  }
}

describe('a 3-unit delivery interrupted between two grants gives each unit exactly once', () => {
  it('when the resource restarts (restart boutique) in the middle', async () => {
    const { host } = await hostOnItsOwnPort()
    const player = await playerFromGame(host().url, SERVER_KEY, 1, 5_000)
    await buyThreeKits(host(), player)
    const units: string[] = []
    let killed = false
    const server = gameServer(host().url, (_source, _grant, { unit }) => {
      // The second unit's handler never comes back: the resource is restarted while it runs.
      if (unit === 2 && !killed) return new Promise(() => units.push('2 (interrupted)'))
      units.push(String(unit))
      return true
    })
    playerJoins(server, player)
    startRound(server)
    await waitFor(() => units.includes('2 (interrupted)'), 'the second unit under way')
    killed = true
    restartResources(server)
    await roundsUntilDelivered(server, host, player)
    expect(units).toEqual(['1', '2 (interrupted)', '2', '3'])
  }, 120_000)

  it('when the web host restarts in the middle: the grant it missed is told again first, never given again', async () => {
    const shop = await hostOnItsOwnPort()
    const player = await playerFromGame(shop.host().url, SERVER_KEY, 1, 5_000)
    await buyThreeKits(shop.host(), player)
    const units: number[] = []
    let restarted: Promise<void> | undefined
    const server = gameServer(shop.host().url, async (_source, _grant, { unit }) => {
      units.push(unit)
      // The host goes down right after the second unit is given, before the resource can tell it.
      if (unit === 2 && !restarted)
        restarted = shop
          .host()
          .stop()
          .then(() => undefined)
      if (unit === 2) await restarted
      return true
    })
    playerJoins(server, player)
    startRound(server)
    await waitFor(() => restarted !== undefined, 'the host stopping')
    await restarted
    await waitFor(() => server.logsOf('boutique').some((line) => line.includes('deliveries:')), 'the round failing')
    await shop.restart()
    await roundsUntilDelivered(server, shop.host, player)
    expect(units).toEqual([1, 2, 3])
  }, 120_000)

  it('when the acknowledgement is lost and the resource restarts before the host is back: told again from the disk', async () => {
    const shop = await hostOnItsOwnPort()
    const player = await playerFromGame(shop.host().url, SERVER_KEY, 1, 5_000)
    await buyThreeKits(shop.host(), player)
    const units: number[] = []
    let stopped: Promise<unknown> | undefined
    const server = gameServer(shop.host().url, async (_source, _grant, { unit }) => {
      units.push(unit)
      // The second unit is given, then its acknowledgement finds the host gone.
      if (unit === 2) stopped ??= shop.host().stop()
      await stopped
      return true
    })
    playerJoins(server, player)
    startRound(server)
    await waitFor(() => server.logsOf('boutique').some((line) => line.includes('deliveries:')), 'the round failing')
    // The acknowledgement lived in the resource's memory before docs/in-game.md#exactly-once: a restart forgot it.
    restartResources(server)
    await shop.restart()
    await roundsUntilDelivered(server, shop.host, player)
    expect(units).toEqual([1, 2, 3])
    expect(server.kvp.get('boutique')?.size ?? 0).toBe(0)
  }, 120_000)

  it('when PostgreSQL restarts in the middle', async () => {
    const cluster: PostgresCluster = await startPostgresCluster()
    cleanups.push(() => cluster.stop())
    const url = await createDatabase(cluster.url, 'test_delivery_restart')
    const { host } = await hostOnItsOwnPort({ DATABASE_URL: url })
    const player = await playerFromGame(host().url, SERVER_KEY, 1, 5_000)
    await buyThreeKits(host(), player)
    const units: number[] = []
    let restarted = false
    const server = gameServer(host().url, async (_source, _grant, { unit }) => {
      units.push(unit)
      if (unit === 2 && !restarted) {
        restarted = true
        await cluster.restart()
      }
      return true
    })
    playerJoins(server, player)
    startRound(server)
    await roundsUntilDelivered(server, host, player)
    expect(units).toEqual([1, 2, 3])
  }, 120_000)
})

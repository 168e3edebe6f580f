import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { ledgerMismatches } from '../support/shop-player.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'

const SERVER_KEY = 'lock-order-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const PLAYERS = 4
const RUN_MS = 10_000

interface Player {
  identifier: string
  bearer: string
  characterId: number
}

/**
 * web/README.md "Lock order": a purchase and the game server's player sync of the same account (adding a
 * character while updating the one being bought for) take the account, then its characters, then the rest.
 * Before that order, about half of them failed with 'deadlock detected' on PostgreSQL.
 */
describe('purchases and player syncs of the same accounts at once, on PostgreSQL', () => {
  let db: Database
  let second: Database
  let hosts: TestApp[] = []

  beforeAll(async () => {
    // Two pools on one database: two web hosts.
    const url = await freshPostgresUrl()
    db = openPostgresDatabase(url)
    second = openPostgresDatabase(url)
    hosts = [createTestApp(db, { serverKey: SERVER_KEY }), createTestApp(second, { serverKey: SERVER_KEY })]
  })
  afterAll(async () => {
    await Promise.all([db?.close(), second?.close()])
  })

  const character = (id: string, lastname: string) => ({
    id,
    firstname: 'Joueur',
    lastname,
    dob: '01/01/2000',
    pob: 'Los Santos',
    height: 180
  })
  const sync = (host: TestApp, identifier: string, characters: ReturnType<typeof character>[]) =>
    host.app.request(`/api/server/players/${identifier}`, {
      method: 'PUT',
      body: JSON.stringify({ name: `Joueur ${identifier.slice(6)}`, serverName: 'main', characters }),
      headers: { 'content-type': 'application/json', ...asServer }
    })

  async function newPlayer(number: number): Promise<Player> {
    const [host] = hosts as [TestApp]
    const identifier = `fivem:${710_000 + number}`
    expect((await sync(host, identifier, [character(`lock-${number}-0`, 'Premier')])).status).toBe(200)
    const credit = await host.post(`/api/server/players/${identifier}/credit`, { amount: 1_000_000, reason: 'Crédit de test' }, asServer)
    expect(credit.status).toBe(200)
    const { token } = (await (
      await host.post(`/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
    ).json()) as { token: string }
    const { sessionToken } = gameLoginResponseSchema.parse(await (await host.post(`/api/loginGame?token=${token}`, '')).json())
    const characters = (await (
      await host.get('/api/getCharacters', { authorization: `Bearer ${sessionToken}`, gameServer: 'main' })
    ).json()) as { id: number }[]
    return { identifier, bearer: `Bearer ${sessionToken}`, characterId: characters[0]?.id ?? 0 }
  }

  it('for 10 s: no 5xx, every purchase and sync answered, ledgers adding up', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, number) => newPlayer(number)))
    const statuses = { purchases: new Map<number, number>(), syncs: new Map<number, number>() }
    const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1)
    const until = Date.now() + RUN_MS

    const buyer = async (player: Player, lane: number) => {
      while (Date.now() < until) {
        const body = {
          characterDbId: player.characterId,
          products: { '202': { amount: 1, isFromDailyShop: false }, '203': { amount: 1, isFromDailyShop: false } }
        }
        const response = await (hosts[lane % 2] as TestApp).post('/api/buyProducts', body, {
          authorization: player.bearer,
          gameServer: 'main'
        })
        count(statuses.purchases, response.status)
      }
    }
    // Each sync updates the character being bought for and adds a new one, as a player creating one in game.
    const syncer = async (player: Player, number: number, lane: number) => {
      for (let added = 1; Date.now() < until; added += 1) {
        // The new one first: its insert touches the account (foreign key) before the update waits for the purchase's character.
        const list = [character(`lock-${number}-${lane}-${added}`, 'Nouveau'), character(`lock-${number}-0`, `Premier${added}`)]
        count(statuses.syncs, (await sync(hosts[lane % 2] as TestApp, player.identifier, list)).status)
      }
    }
    await Promise.all(
      players.flatMap((player, number) => [buyer(player, 0), buyer(player, 1), syncer(player, number, 0), syncer(player, number, 1)])
    )

    const summary = { purchases: Object.fromEntries(statuses.purchases), syncs: Object.fromEntries(statuses.syncs) }
    expect(summary.purchases, JSON.stringify(summary)).toEqual({ 200: expect.any(Number) })
    expect(summary.syncs, JSON.stringify(summary)).toEqual({ 200: expect.any(Number) })
    expect(await ledgerMismatches(db)).toEqual([])
  }, 60_000)
})

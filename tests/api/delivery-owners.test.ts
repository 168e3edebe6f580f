import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'

import { afterAll, describe, expect, it } from 'vitest'

import { deliveriesResponseSchema, type Delivery } from '../../src/core/contract/game-server.ts'
import { callHost, playerFromGame } from '../support/host-players.ts'
import { DATABASE_KINDS } from '../support/test-databases.ts'
import { addOfflineDeliveries } from '../support/waiting-deliveries.ts'
import { sameHostData } from '../support/same-host-data.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet
const SERVER_KEY = 'delivery-owners-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const OFFLINE_OWNERS = 40
const WAITING = 10_000

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

async function addOfflinePlayers(host: WebHost): Promise<void> {
  for (let number = 1; number <= OFFLINE_OWNERS; number += 1) {
    const character = { id: `offline-${number}`, firstname: 'Absent', lastname: `N${number}`, dob: '01/01/2000', pob: 'Paris', height: 175 }
    const player = { name: `Absent ${number}`, serverName: 'main', characters: [character] }
    const response = await callHost(host.url, 'PUT', `/api/server/players/fivem:${700_000 + number}`, player, asServer)
    expect(response.status).toBe(200)
  }
}

async function buyRepairKit(host: WebHost, sessionToken: string, characterDbId: number, server = 'main'): Promise<void> {
  const body = { characterDbId, products: { '201': { amount: 1, isFromDailyShop: false } } }
  const headers = { authorization: `Bearer ${sessionToken}`, gameServer: server, 'idempotency-key': randomBytes(8).toString('hex') }
  expect((await callHost(host.url, 'POST', '/api/buyProducts', body, headers)).status).toBe(200)
}

async function claim(host: WebHost, serverName: string, players: unknown[]): Promise<Delivery[]> {
  const response = await callHost(host.url, 'POST', '/api/server/deliveries/claim', { serverName, players }, asServer)
  expect(response.status).toBe(200)
  return deliveriesResponseSchema.parse(await response.json()).deliveries
}

const online = (number: number) => ({
  identifiers: [`fivem:${800_000 + number}`],
  characters: [`load-${number}`],
  activeCharacter: `load-${number}`
})

describe.each(DATABASE_KINDS)('the claim on %s, with 10,000 deliveries waiting for offline players (built host over TCP)', (kind) => {
  it('hands an online player’s fresh purchase out in the first round, and never touches the waiting ones', async () => {
    const data = await sameHostData(kind, SERVER_KEY, folders)
    const first = await startWebHost({ env: data.env, dataDir: data.dataDir })
    await addOfflinePlayers(first)
    const buyer = await playerFromGame(first.url, SERVER_KEY, 1, 5_000)
    expect(await first.stop()).toBe(0)
    const db = await data.open()
    await addOfflineDeliveries(db, WAITING)
    await db.close()

    const host = await startWebHost({ env: data.env, dataDir: data.dataDir })
    await buyRepairKit(host, buyer.sessionToken, buyer.characterId)
    const offlineIdentifiers = Array.from({ length: 5 }, (_, index) => ({
      identifiers: [`fivem:${900_000 + index}`],
      characters: [],
      activeCharacter: null
    }))
    const handed = await claim(host, 'main', [...offlineIdentifiers, online(1)])
    expect(handed.map((delivery) => [delivery.identifiers, delivery.character?.gameId, delivery.attempts])).toEqual([
      [['fivem:800001'], 'load-1', 1]
    ])
    expect(await claim(host, 'main', [online(1)])).toEqual([])
    expect(await host.stop()).toBe(0)

    const after = await data.open()
    const { rows } = await after.query<{ status: string; attempts: number; count: number }>(
      `select status, attempts, count(*)::int as count from deliveries d join characters c on c.id = d.character_id
        where c.game_id like 'offline-%' group by status, attempts`
    )
    await after.close()
    expect(rows).toEqual([{ status: 'pending', attempts: 0, count: WAITING }])
  }, 240_000)
})

describe('several game servers and two web hosts claiming at once, on PostgreSQL', () => {
  it('hand each online player’s delivery out exactly once, whoever claims it', async () => {
    const data = await sameHostData('postgres', SERVER_KEY, folders)
    const a = await startWebHost({ env: data.env, dataDir: data.dataDir })
    await addOfflinePlayers(a)
    const db = await data.open()
    await addOfflineDeliveries(db, WAITING)
    await db.close()
    const b = await startWebHost({ env: data.env })
    const buyers = await Promise.all([1, 2, 3, 4].map((number) => playerFromGame(a.url, SERVER_KEY, number, 5_000)))
    for (const buyer of buyers) await buyRepairKit(b, buyer.sessionToken, buyer.characterId)
    const everyone = [1, 2, 3, 4].map(online)
    const rounds = await Promise.all([
      claim(a, 'main', everyone),
      claim(b, 'main', everyone),
      claim(a, 'legacy', []),
      claim(b, 'main', everyone)
    ])
    const handed = rounds.flat().map((delivery) => delivery.identifiers[0])
    expect(handed.sort()).toEqual(['fivem:800001', 'fivem:800002', 'fivem:800003', 'fivem:800004'])
    expect(await a.stop()).toBe(0)
    expect(await b.stop()).toBe(0)
  }, 240_000)
})

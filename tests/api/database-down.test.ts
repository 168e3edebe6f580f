import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_SAMPLES, samplePath } from '../support/admin-samples.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const SERVER_KEY = 'database-down-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

/** Every route that reads or writes the database, with a well-formed request: [method, path, body]. */
function databaseRoutes(player: HostPlayer): Array<[string, string, unknown, Record<string, string>]> {
  const asPlayer = { authorization: `Bearer ${player.sessionToken}`, gameServer: 'main' }
  const character = { id: 'down-1', firstname: 'Base', lastname: 'Coupée', dob: '01/01/2000', pob: 'Los Santos', height: 180 }
  const shop: Array<[string, string, unknown, Record<string, string>]> = [
    ['GET', '/api/shopVer?version=abc123', undefined, {}],
    ['GET', '/api/dailyShop', undefined, {}],
    ['GET', '/api/getCreators', undefined, {}],
    ['POST', '/api/login', { username: 'Joueur_1', password: 'un-mot-de-passe', remember: false }, {}],
    ['POST', `/api/loginGame?token=${'a'.repeat(43)}`, undefined, {}],
    ['GET', '/api/whoAmI', undefined, asPlayer],
    ['GET', '/api/getCharacters', undefined, asPlayer],
    ['GET', '/api/getPlayerTransactions', undefined, asPlayer],
    ['GET', '/api/verifyUsername?username=Joueur_1', undefined, asPlayer],
    [
      'POST',
      '/api/buyProducts',
      { characterDbId: player.characterId, products: { '201': { amount: 1, isFromDailyShop: false } } },
      asPlayer
    ],
    ['POST', '/api/websiteLoginToken', {}, asPlayer],
    ['PUT', '/api/server/players/fivem:900001', { name: 'Base Coupée', serverName: 'main', characters: [character] }, asServer],
    ['POST', `/api/server/players/${player.identifier}/credit`, { amount: 10, reason: 'Essai', reference: 'down' }, asServer],
    ['POST', `/api/server/players/${player.identifier}/login-token`, { serverName: 'main' }, asServer],
    ['POST', '/api/server/deliveries/claim', { serverName: 'main', players: [] }, asServer]
  ]
  // The back-office's guard reads the session first: every route of it meets the database there.
  const admin = Object.entries(ADMIN_SAMPLES).map(([route, sample]): [string, string, unknown, Record<string, string>] => {
    const [method = 'GET', pattern = ''] = route.split(' ')
    const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : ''
    return [method, `${samplePath(pattern, sample)}${query}`, sample.body, { cookie: `boutique_session=${'b'.repeat(43)}` }]
  })
  return [...shop, ...admin]
}

describe('the built host on PostgreSQL while the database is down', () => {
  let cluster: PostgresCluster
  let host: WebHost
  let player: HostPlayer
  let databaseUrl: string

  beforeAll(async () => {
    cluster = await startPostgresCluster()
    databaseUrl = await createDatabase(cluster.url, 'test_database_down')
    host = await startWebHost({ env: { DATABASE_URL: databaseUrl, SHOP_SERVER_KEY: SERVER_KEY } })
    player = await playerFromGame(host.url, SERVER_KEY, 1, 5_000)
  }, 120_000)
  afterAll(async () => {
    await host?.stop()
    await cluster?.stop()
  })

  it('answers 503 with a French {error}, never 500, on every route that needs it, and serves again once it is back', async () => {
    const routes = databaseRoutes(player)
    await cluster.down()
    const answers = []
    try {
      for (const [method, path, body, headers] of routes) {
        const response = await callHost(host.url, method, path, body, { origin: host.url, ...headers })
        answers.push({ route: `${method} ${path}`, status: response.status, body: await response.text() })
      }
      expect((await callHost(host.url, 'GET', '/readyz')).status).toBe(503)
    } finally {
      await cluster.up()
    }
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([])
    for (const route of ['GET /api/shopVer?version=abc123', 'GET /api/whoAmI', 'POST /api/buyProducts', 'GET /api/admin/session']) {
      expect(answers.find((answer) => answer.route === route)).toMatchObject({
        status: 503,
        body: expect.stringContaining('base de données') as unknown
      })
    }
    const whoAmI = await callHost(host.url, 'GET', '/api/whoAmI', undefined, { authorization: `Bearer ${player.sessionToken}` })
    expect(whoAmI.status).toBe(200)
    expect((await callHost(host.url, 'GET', '/api/shopVer?version=abc123')).status).toBe(200)
    expect(host.output()).not.toContain('[http] erreur interne')
  }, 120_000)

  it('/readyz tells a reachable but empty database (no schema) from an unreachable one', async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('drop schema public cascade; create schema public')
    } finally {
      await client.end()
    }
    const ready = await callHost(host.url, 'GET', '/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'empty', error: expect.stringContaining('joignable mais vide') as unknown })
  })
})

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { hashPassword } from '../../web/accounts/passwords.ts'
import { runAdminCommand } from '../support/admin-commands.ts'
import { freePort } from '../support/free-port.ts'
import { callHost } from '../support/host-players.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { signedTebexRequest } from '../support/tebex-fixtures.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

// Needs the built host and CLI: node build.mjs --quiet
const SERVER_KEY = 'demo-served-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const LIVE = {
  SHOP_DEMO: 'false',
  GAME_SERVERS: 'main=Serveur Principal',
  SHOP_SERVER_KEY: SERVER_KEY,
  PUBLIC_URL: 'https://boutique.example.fr'
}
const EXIT_BAD_CONFIG = 78
const REFUSAL = 'SHOP_DEMO=false : la boutique refuse de démarrer, cette base a servi en mode démo'
const UNIONS_500 = 6000101

/** The built host started on `env`, expected to stop at once: its exit code and output. */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort()
  const child = spawn(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/main.mjs')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })))
}

async function balanceOf(host: WebHost, identifier: string): Promise<number> {
  const minted = await callHost(host.url, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
  const { token } = (await minted.json()) as { token: string }
  const login = await callHost(host.url, 'POST', `/api/loginGame?token=${token}`)
  return ((await login.json()) as { account: { shopTokens: number } }).account.shopTokens
}

/** What a visitor of the demo chose as Zoe's website password. */
const VISITOR_PASSWORD = 'choisi-par-un-visiteur'

describe('a real shop refuses a database that served in demo mode', () => {
  let dataDir: string
  let zoeId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-demo-served-'))
    // The demo as anyone runs it, and a payment "made" through its stand-in, whose signing secret is published.
    const demo = await startWebHost({ dataDir, env: { SHOP_SERVER_KEY: SERVER_KEY } })
    const zoe = await callHost(demo.url, 'PUT', '/api/server/players/fivem:77', { name: 'Zoe_Joueuse', serverName: 'main' }, asServer)
    zoeId = ((await zoe.json()) as { accountId: number }).accountId
    const event = paymentEvent('payment.completed', 'tbx-demo-77', [{ id: UNIONS_500, variables: variables(zoeId) }], { accountId: zoeId })
    const { body, headers } = signedTebexRequest(event)
    expect((await fetch(`${demo.url}/api/webhooks/tebex`, { method: 'POST', body, headers })).status).toBe(200)
    expect(await balanceOf(demo, 'fivem:77')).toBe(500)
    expect(await demo.stop()).toBe(0)
    // A visitor logged in as Zoe through the forum stand-in chose her website password and linked a Discord account.
    const db = await openPgliteDatabase(join(dataDir, 'pglite'))
    try {
      await db.query("update accounts set password_hash = $2, discord_id = '424242424242424242' where id = $1", [
        zoeId,
        await hashPassword(VISITOR_PASSWORD)
      ])
    } finally {
      await db.close()
    }
  }, 120_000)
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('a live start on it stops: exit 78, a French line saying to use a new database', async () => {
    const { code, output } = await startExpectingExit({ ...LIVE, DATA_DIR: dataDir })
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toContain(REFUSAL)
    expect(output).toContain('Utilisez une nouvelle base')
  })

  it('npm run db:move carries the mark: a live start on the PostgreSQL copy stops too', async () => {
    const target = await createDatabase(inject('postgresUrl'), `test_demo_moved_${randomBytes(4).toString('hex')}`)
    const moved = await runAdminCommand('db-move', [target], { DATA_DIR: dataDir })
    expect(moved.code, moved.output).toBe(0)
    const { code, output } = await startExpectingExit({ ...LIVE, DATA_DIR: dataDir, DATABASE_URL: target })
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toContain(REFUSAL)
  })

  // Two admin commands, two host starts and a PGlite read: more than the project's 30 s on a loaded machine.
  it('npm run demo:forget keeps the catalogue, closes the demo accounts and takes back what the stand-in credited, audited', async () => {
    const unconfirmed = await runAdminCommand('forget-demo', [], { DATA_DIR: dataDir })
    expect(unconfirmed.code).toBe(2)
    expect((await startExpectingExit({ ...LIVE, DATA_DIR: dataDir })).code).toBe(EXIT_BAD_CONFIG)
    const forgot = await runAdminCommand('forget-demo', ['--oui'], { DATA_DIR: dataDir })
    expect(forgot.code, forgot.output).toBe(0)
    expect(forgot.output).toMatch(/Démo oubliée : .*Lucas_Martin, Emma_Roux.* 27000 Unions retirées à 3 compte\(s\)/)
    expect(forgot.output).toMatch(/mot de passe du site et lien Discord retirés à 1 compte\(s\)/)

    const live = await startWebHost({ dataDir, env: LIVE })
    try {
      const published = await callHost(live.url, 'POST', '/api/login', { username: 'Lucas_Martin', password: DEMO_PASSWORD })
      expect(published.status).toBe(401)
      // The real Zoe lands in her account: the password a visitor chose for it no longer opens it.
      const visitor = await callHost(live.url, 'POST', '/api/login', { username: 'Zoe_Joueuse', password: VISITOR_PASSWORD })
      expect(visitor.status).toBe(401)
      expect(await balanceOf(live, 'fivem:77')).toBe(0)
      // The demo players' identifiers are free again: a real player with one gets a new, empty account.
      const lucas = await callHost(
        live.url,
        'PUT',
        '/api/server/players/fivem:100001',
        { name: 'Lucas_Martin', serverName: 'main' },
        asServer
      )
      expect(lucas.status).toBe(200)
      expect(await balanceOf(live, 'fivem:100001')).toBe(0)
    } finally {
      expect(await live.stop()).toBe(0)
    }
    const db = await openPgliteDatabase(join(dataDir, 'pglite'))
    try {
      expect((await db.query('select 1 from products where name = $1', ['unions_500'])).rows).toHaveLength(1)
      const zoe = await db.query('select password_hash, discord_id from accounts where id = $1', [zoeId])
      expect(zoe.rows).toEqual([{ password_hash: null, discord_id: null }])
      const audit = await db.query<{ actor: string; after: { sessionsEnded: number } }>(
        "select actor, after from staff_actions where action = 'demo.forget'"
      )
      expect(audit.rows).toEqual([
        { actor: expect.stringMatching(/^console \(/), after: expect.objectContaining({ unionsTakenBack: 27_000 }) }
      ])
    } finally {
      await db.close()
    }
  }, 90_000)
})

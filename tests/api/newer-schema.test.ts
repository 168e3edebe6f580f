import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { migrate } from '../../web/db/migrate.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { SCHEMA_READ_INTERVAL_MS } from '../../web/upgrade/schema-watch.ts'
import { BOUTIQUE_VERSION } from '../../web/version.ts'
import { callHost } from '../support/host-players.ts'
import { applyNewerMigration } from '../support/newer-schema.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet. README « Upgrading », web/upgrade/.
const SERVER_KEY = 'newer-schema-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const LOG_LINE = /mise à jour en cours : la base a des migrations que cette version ne connaît pas \(999\)/g
const hosts: WebHost[] = []
const folders: string[] = []

afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()))
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

async function start(env: Record<string, string>, dataDir?: string): Promise<WebHost> {
  const host = await startWebHost({ env: { SHOP_DEMO: 'true', SHOP_SERVER_KEY: SERVER_KEY, ...env }, dataDir })
  hosts.push(host)
  return host
}

/** A new player arriving from the game: the request that answered 500 on an old host. */
const newPlayer = (host: WebHost, number: number) =>
  callHost(host.url, 'PUT', `/api/server/players/fivem:${700_000 + number}`, { name: `Nouveau ${number}`, serverName: 'main' }, asServer)

async function expectUpgradeAnswers(host: WebHost): Promise<void> {
  const api = await callHost(host.url, 'GET', '/api/dailyShop')
  expect(api.status).toBe(503)
  expect(await api.json()).toEqual({ error: expect.stringMatching(/^Mise à jour en cours/) })
  const page = await fetch(`${host.url}/`, { headers: { accept: 'text/html' } })
  expect(page.status).toBe(503)
  expect(await page.text()).toContain('<h1>Mise à jour en cours</h1>')
  const ready = await fetch(`${host.url}/readyz`)
  expect(ready.status).toBe(503)
  expect(await ready.json()).toEqual({ status: 'newer_schema', error: expect.stringContaining(`(${BOUTIQUE_VERSION})`) })
  // Alive: the process manager leaves it running, the load balancer sends players elsewhere.
  expect(await (await fetch(`${host.url}/healthz`)).json()).toEqual({ status: 'ok', version: BOUTIQUE_VERSION })
  expect(host.output().match(LOG_LINE)).toHaveLength(1)
  expect(host.output()).not.toContain('erreur interne')
}

describe('a host whose code is older than the database', () => {
  it('already running on PostgreSQL while a newer release migrates: 503 « mise à jour en cours », never 500', async () => {
    const url = await createDatabase(inject('postgresUrl'), `test_newer_running_${randomBytes(4).toString('hex')}`)
    const host = await start({ DATABASE_URL: url })
    expect((await newPlayer(host, 1)).status).toBe(200)
    expect((await fetch(`${host.url}/readyz`)).status).toBe(200)
    // The hottest answer, kept and sent without the app (http/node-shortcut.ts) once asked twice.
    const { shopVer } = (await (await callHost(host.url, 'GET', '/api/shopVer')).json()) as { shopVer: string }
    const unchanged = `/api/shopVer?version=${shopVer}`
    for (let time = 0; time < 2; time += 1) expect((await callHost(host.url, 'GET', unchanged)).status).toBe(200)

    const newer = openPostgresDatabase(url, 1)
    await applyNewerMigration(newer)
    // Before the host's next reading: the failing insert makes it read again, and answer 503.
    const during = await newPlayer(host, 2)
    expect(during.status).toBe(503)
    expect(await during.json()).toEqual({ error: expect.stringMatching(/^Mise à jour en cours/) })
    await expectUpgradeAnswers(host)
    expect((await callHost(host.url, 'GET', unchanged)).status).toBe(503)
    // Readings go on every few seconds without saying it again.
    await new Promise((wait) => setTimeout(wait, SCHEMA_READ_INTERVAL_MS + 500))
    await expectUpgradeAnswers(host)
    const { rows } = await newer.query<{ count: number }>("select count(*)::int as count from accounts where username like 'Nouveau%'")
    expect(rows[0]?.count).toBe(1)
    await newer.close()
  }, 90_000)

  it('starting on a newer PostgreSQL database: serves 503 without migrating anything', async () => {
    const url = await createDatabase(inject('postgresUrl'), `test_newer_start_${randomBytes(4).toString('hex')}`)
    const db = openPostgresDatabase(url, 2)
    await migrate(db)
    await applyNewerMigration(db)
    const before = await db.query('select version, name from schema_migrations order by version')
    const host = await start({ DATABASE_URL: url })
    await expectUpgradeAnswers(host)
    expect((await newPlayer(host, 3)).status).toBe(503)
    expect((await db.query('select version, name from schema_migrations order by version')).rows).toEqual(before.rows)
    await db.close()
  }, 90_000)

  it('starting on a newer embedded (PGlite) database: the same', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'boutique-newer-'))
    folders.push(dataDir)
    // Where the host keeps it (web/db/open-database.ts).
    const db = await openPgliteDatabase(join(dataDir, 'pglite'))
    await migrate(db)
    await applyNewerMigration(db)
    await db.close()
    const host = await start({}, dataDir)
    await expectUpgradeAnswers(host)
    expect((await newPlayer(host, 4)).status).toBe(503)
  }, 90_000)
})

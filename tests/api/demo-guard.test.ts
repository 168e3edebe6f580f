import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { getConfig } from '../../web/config.ts'
import { demoDatabaseProblem } from '../../web/demo/demo-guard.ts'
import { demoCatalogueWith, importCatalogue } from '../support/catalogue-import.ts'
import { freePort } from '../support/free-port.ts'
import { freshDatabase, pgliteDataDirFrom } from '../support/test-databases.ts'
import { REPO_ROOT, startWebHost, TEST_NODE_ARGS } from '../support/web-host.ts'

const LIVE = {
  SHOP_DEMO: 'false',
  GAME_SERVERS: 'main=Serveur Principal',
  SHOP_SERVER_KEY: 'k'.repeat(40),
  PUBLIC_URL: 'https://boutique.example.fr'
}
const EXIT_BAD_CONFIG = 78

/** The built host started in demo mode (the default) on `dataDir`: its exit code and output, expecting it to stop. */
async function demoStart(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const port = await freePort()
  const child = spawn(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/main.mjs')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })))
}

/**
 * Each test starts the built host or a command as processes (PGlite's WASM loads in each: about 1 s alone,
 * near 10 s on a loaded 2-core machine). Databases are copies of the run's templates
 * (pgliteDataDirFrom): two first starts of PGlite with every migration made this file 11.5 s alone, 30 s under load.
 */
describe('demo mode refuses to run a real shop', { timeout: 90_000 }, () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-demo-guard-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('with a public https PUBLIC_URL: exit 78 naming SHOP_DEMO; local addresses are fine', async () => {
    const { code, output } = await demoStart(dataDir, { PUBLIC_URL: 'https://boutique.example.fr' })
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toMatch(/SHOP_DEMO[^\n]*PUBLIC_URL=https:\/\/boutique\.example\.fr[^\n]*SHOP_DEMO=false/)
    for (const local of ['https://localhost:8443', 'https://boutique.localhost', 'https://127.0.0.1', 'http://boutique.example.fr']) {
      expect(getConfig({ PUBLIC_URL: local }).publicUrl, local).toBe(local)
    }
    expect(getConfig({ ...LIVE, PUBLIC_URL: 'https://boutique.example.fr' }).demo).toBe(false)
  })

  it('SHOP_FIXED_CLOCK outside demo mode: exit 78 naming it; in demo mode the shop lives on that day', async () => {
    const { code, output } = await demoStart(dataDir, { ...LIVE, SHOP_FIXED_CLOCK: '2027-01-02T12:00:00+01:00' })
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toContain('SHOP_FIXED_CLOCK ne sert qu’aux essais en mode démo')
    const demo = await startWebHost({ env: { SHOP_FIXED_CLOCK: '2027-01-02T12:00:00+01:00' } })
    try {
      const daily = dailyShopResponseSchema.parse(await (await fetch(`${demo.url}/api/dailyShop`)).json())
      expect([daily.day, daily.nextResetAt]).toEqual(['2027-01-02', '2027-01-02T23:00:00.000Z'])
    } finally {
      expect(await demo.stop()).toBe(0)
    }
  })

  it('on a database holding another catalogue than the demo’s: exit 78 naming SHOP_DEMO', async () => {
    const own = await pgliteDataDirFrom(join(dataDir, 'own-catalogue'), { demo: false })
    await importCatalogue(
      demoCatalogueWith((product) => (product.id === 201 ? { ...product, name: 'arme_du_serveur' } : product)),
      { DATA_DIR: own }
    )
    const { code, output } = await demoStart(own)
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toContain("SHOP_DEMO : le mode démo refuse de démarrer, cette base contient un catalogue qui n'est pas celui de la démo")
    expect(output).toContain('arme_du_serveur')
  }, 120_000)

  it('on a database that served outside demo mode: exit 78; started again outside demo mode, it runs', async () => {
    const served = await pgliteDataDirFrom(join(dataDir, 'served-live'), { demo: false })
    const live = await startWebHost({ dataDir: served, env: LIVE })
    expect(await live.stop()).toBe(0)
    const { code, output } = await demoStart(served)
    expect(code).toBe(EXIT_BAD_CONFIG)
    expect(output).toContain('SHOP_DEMO : le mode démo refuse de démarrer, cette base a déjà servi hors mode démo')
    const again = await startWebHost({ dataDir: served, env: LIVE })
    expect(await again.stop()).toBe(0)
  }, 120_000)

  it('on a database holding payments for packages the demo does not sell', async () => {
    const db = await freshDatabase('pglite')
    try {
      expect(await demoDatabaseProblem(db)).toBeUndefined()
      // The demo's own stand-in payments are fine.
      const insert =
        'insert into store_transactions (txn_id, package_id, package_name, quantity, status, created_at) values ($1, $2, $3, 1, $4, now())'
      await db.query(insert, ['tbx-demo:6000101', 6000101, '500 Unions', 'complete'])
      expect(await demoDatabaseProblem(db)).toBeUndefined()
      await db.query(insert, ['tbx-real:4242', 4242, 'VIP', 'complete'])
      expect(await demoDatabaseProblem(db)).toMatch(
        /^SHOP_DEMO : le mode démo refuse de démarrer, cette base contient 1 paiement\(s\) d'une vraie boutique/
      )
    } finally {
      await db.close()
    }
  })
})

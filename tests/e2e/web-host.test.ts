import { execFile } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { REPO_ROOT, startWebHost, TEST_NODE_ARGS } from '../support/web-host.ts'

const run = promisify(execFile)

async function shopOf(url: string) {
  return shopVerResponseSchema.parse(await (await fetch(`${url}/api/shopVer`)).json())
}

describe('the web host process', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-restart-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('keeps PGlite data across a restart, and stops cleanly on SIGTERM', async () => {
    const first = await startWebHost({ dataDir })
    const before = await shopOf(first.url)
    expect(before.shopData?.products.length).toBeGreaterThanOrEqual(40)
    expect(await first.stop()).toBe(0)

    await run(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/catalog-import.mjs'), join(dataDir, 'absent.json')], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    }).catch((error: { code: number; stderr: string }) => {
      expect(error.code).toBe(1)
      expect(error.stderr).toContain("Catalogue refusé, rien n'a été modifié")
    })

    const second = await startWebHost({ dataDir })
    const after = await shopOf(second.url)
    expect(after.shopVer).toBe(before.shopVer)
    expect(await second.stop()).toBe(0)
  })

  it('exits with code 78 and names the bad setting', async () => {
    const failure = await run(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/main.mjs')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'quatre-vingts', DATA_DIR: dataDir }
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 78 })
    expect((failure as { stderr: string }).stderr).toMatch(/Configuration invalide[\s\S]*PORT/)
  })

  it('a port already in use: one French line naming PORT, exit code 78, no stack trace', async () => {
    const taken = createServer()
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening))
    const port = (taken.address() as AddressInfo).port
    try {
      const failure = await run(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/main.mjs')], {
        env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
      }).catch((error: { code: number; stderr: string }) => error)
      expect(failure).toMatchObject({ code: 78 })
      expect((failure as { stderr: string }).stderr.trim()).toBe(
        `Configuration invalide (README, « Settings ») : PORT : le port ${port} est déjà utilisé par un autre programme ; arrêtez-le ou choisissez un autre PORT.`
      )
    } finally {
      taken.close()
    }
  })
})

describe('npm run catalog:import', () => {
  let dataDir: string
  const importer = join(REPO_ROOT, 'dist/server/catalog-import.mjs')

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-import-'))
    // catalog:import never creates a database (README, « Command-line tools »): db:migrate makes the shop's first.
    await run(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/db-migrate.mjs')], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    })
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  const importFile = async (content: unknown) => {
    const path = join(dataDir, 'catalogue.json')
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content))
    return run(process.execPath, [...TEST_NODE_ARGS, importer, path], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error
    )
  }

  const item = (id: number, price: unknown = 100) => ({
    id,
    name: `objet_${id}`,
    label: `Objet ${id}`,
    category: 'item',
    price,
    moneyType: 'tokens',
    images: ['/media/demo/a.svg'],
    description: '<p>Un objet.</p>',
    index: id,
    grants: [{ kind: 'item', item: 'bread', count: 1 }]
  })

  it('imports a good file, refuses a broken one with its reasons and keeps the catalogue', async () => {
    const good = await importFile({ products: [item(1), item(2)], home: { bestSeller: [1] } })
    expect(good.code).toBe(0)
    expect(good.stdout).toContain('Catalogue importé : 2 produits (2 créés, 0 mis à jour, 0 désactivés)')

    const broken = await importFile({ products: [item(1, 'cher'), item(3, -1)] })
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain("Catalogue refusé, rien n'a été modifié. 2 problème(s)")
    expect(broken.stderr).toContain('produits[0] (id 1, objet_1)')
    expect(broken.stderr).toContain('produits[1] (id 3, objet_3)')

    const notJson = await importFile('{ pas du json')
    expect(notJson.code).toBe(1)

    const host = await startWebHost({
      dataDir,
      env: {
        SHOP_DEMO: 'false',
        GAME_SERVERS: 'main=Serveur Principal',
        SHOP_SERVER_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://boutique.example.fr'
      }
    })
    const shop = await shopOf(host.url)
    expect(shop.shopData?.products.map((product) => [product.id, product.price])).toEqual([
      [1, 100],
      [2, 100]
    ])
    expect(await host.stop()).toBe(0)
  })

  it('refuses to write while a web host holds the embedded database', async () => {
    const host = await startWebHost({
      dataDir,
      env: {
        SHOP_DEMO: 'false',
        GAME_SERVERS: 'main=Serveur Principal',
        SHOP_SERVER_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://boutique.example.fr'
      }
    })
    const busy = await importFile({ products: [item(1)] })
    expect(busy.code).toBe(1)
    expect(busy.stderr).toContain('déjà ouverte')
    expect(await host.stop()).toBe(0)
  })
})

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  let cluster: PostgresCluster

  beforeAll(async () => {
    cluster = await startPostgresCluster()
  })
  afterAll(() => cluster?.stop())

  it('the same build serves the shop, and two hosts share it', async () => {
    const url = await createDatabase(cluster.url, 'test_web_host')
    const [first, second] = await Promise.all([startWebHost({ env: { DATABASE_URL: url } }), startWebHost({ env: { DATABASE_URL: url } })])
    const fromFirst = await shopOf(first.url)
    const fromSecond = await shopOf(second.url)
    expect(fromFirst.shopData?.products.length).toBeGreaterThanOrEqual(40)
    expect(fromSecond.shopVer).toBe(fromFirst.shopVer)
    const daily = await Promise.all([first, second].map(async (host) => (await fetch(`${host.url}/api/dailyShop`)).json()))
    expect(daily[1]).toEqual(daily[0])
    expect(first.output()).toContain('base PostgreSQL')
    expect(await first.stop()).toBe(0)
    expect(await second.stop()).toBe(0)
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, inject, it } from 'vitest'

import { readShopSnapshot } from '../../web/catalog/shop-data.ts'
import { migrate } from '../../web/db/migrate.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { prepareDatabase } from '../../web/prepare-database.ts'
import { createDatabase } from '../support/postgres-cluster.ts'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'boutique-data-'))
  folders.push(folder)
  return folder
}

describe('PGlite in DATA_DIR', () => {
  it('keeps the data across a restart and seeds the demo only once', async () => {
    const dataDir = await tempFolder()
    const first = await openPgliteDatabase(dataDir)
    await prepareDatabase(first, { demo: true }, new Date())
    await first.query("update products set label = 'Renommé' where id = (select min(id) from products)")
    await first.close()

    const second = await openPgliteDatabase(dataDir)
    await prepareDatabase(second, { demo: true }, new Date())
    const { shopData } = await readShopSnapshot(second)
    expect(shopData.products.some((product) => product.label === 'Renommé')).toBe(true)
    await second.close()
  })

  it('refuses a second process on the same folder', async () => {
    const dataDir = await tempFolder()
    const owner = await openPgliteDatabase(dataDir)
    const { writeFile } = await import('node:fs/promises')
    // Another live process (our parent) claims the folder.
    await writeFile(join(dataDir, 'boutique.lock'), String(process.ppid))
    await expect(openPgliteDatabase(dataDir)).rejects.toThrow(/déjà ouverte/)
    await owner.close()
  })
})

describe('migrations on PostgreSQL', () => {
  it('apply once even when several web hosts start together', async () => {
    const url = await createDatabase(inject('postgresUrl'), 'test_migrations_race')
    const hosts = Array.from({ length: 4 }, () => openPostgresDatabase(url, 3))
    const applied = await Promise.all(hosts.map((host) => migrate(host)))
    expect(applied.flat()).toEqual(MIGRATIONS.map((migration) => migration.version))
    const { rows } = await hosts[0]!.query<{ count: number }>('select count(*)::int as count from schema_migrations')
    expect(rows[0]?.count).toBe(MIGRATIONS.length)
    await Promise.all(hosts.map((host) => host.close()))
  })
})

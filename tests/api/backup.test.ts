import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { runAdminCommand } from '../support/admin-commands.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { orderIntegrityViolations } from '../support/order-integrity.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { shopInvariantViolations } from '../support/shop-invariants.ts'
import { DATABASE_KINDS, freshPostgresUrl, type DatabaseKind } from '../support/test-databases.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host and commands: node build.mjs --quiet
const SERVER_KEY = 'backup-test-server-key-'.padEnd(48, 'k')
/** Unlimited items and weapons, a pack of stock 20 that credits Unions, a car of stock 5. */
const PRODUCTS = [201, 202, 203, 401, 402, 105, 309]
/** Purchases answered before the backup starts, and after it ended, while it is taken. */
const PURCHASES_AROUND = 8

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), prefix))
  folders.push(made)
  return made
}

/** Players buying one basket after another until told to stop; `bought` counts the purchases answered 200. */
function purchaseBurst(host: WebHost, players: HostPlayer[]) {
  let stopped = false
  let serial = 0
  const state = { bought: 0, stop: () => (stopped = true), done: Promise.resolve() }
  state.done = Promise.all(
    players.map(async (player) => {
      while (!stopped) {
        serial += 1
        const products = Object.fromEntries(
          [0, 1].map((line) => [String(PRODUCTS[(serial * 3 + line * 2) % PRODUCTS.length]), { amount: 1, isFromDailyShop: false }])
        )
        const response = await callHost(
          host.url,
          'POST',
          '/api/buyProducts',
          { characterDbId: player.characterId, products },
          {
            authorization: `Bearer ${player.sessionToken}`,
            gameServer: 'main'
          }
        )
        expect([200, 409]).toContain(response.status)
        if (response.status === 200) state.bought += 1
        await response.body?.cancel()
      }
    })
  ).then(() => undefined)
  return state
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Where a host of `kind` keeps its data, and an empty database of the same kind to restore into. */
async function databases(kind: DatabaseKind): Promise<{
  hostEnv: Record<string, string>
  restoreEnv: Record<string, string>
  openRestored(): Promise<Database>
}> {
  if (kind === 'pglite') {
    const restoreDir = await folder('boutique-restore-')
    return {
      hostEnv: {},
      restoreEnv: { DATA_DIR: restoreDir },
      openRestored: (): Promise<Database> => openPgliteDatabase(join(restoreDir, 'pglite'))
    }
  }
  const restoreUrl = await createDatabase(inject('postgresUrl'), `test_restore_${randomBytes(4).toString('hex')}`)
  return {
    hostEnv: { DATABASE_URL: await freshPostgresUrl() },
    restoreEnv: { DATABASE_URL: restoreUrl },
    openRestored: async (): Promise<Database> => openPostgresDatabase(restoreUrl, 2)
  }
}

describe.each(DATABASE_KINDS)('npm run backup and npm run restore (%s)', (kind) => {
  it('takes one consistent file during a burst of purchases; restored into an empty database, every order is whole', async () => {
    const { hostEnv, restoreEnv, openRestored } = await databases(kind)
    // The host's own schedule too: three old backups there, two to keep, and an older one taken by hand, never pruned.
    const scheduled = await folder('boutique-scheduled-')
    const old = ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z'].map((at) => `boutique-${at}.sql.gz`)
    const byHand = 'boutique-manual-2019-06-01T00-00-00Z.sql.gz'
    for (const name of [...old, byHand, 'notes.txt']) await writeFile(join(scheduled, name), 'ancien')
    const schedule = { BACKUP_DIR: scheduled, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' }
    const host = await startWebHost({ env: { SHOP_SERVER_KEY: SERVER_KEY, ...schedule, ...hostEnv } })
    const backups = await folder('boutique-backups-')
    try {
      expect(host.output()).toContain(`[backup] dernière sauvegarde : 2020-01-03T00:00:00.000Z (il y a `)
      expect(host.output()).toContain(`toutes les 24 h dans ${scheduled}, 2 gardées`)
      await waitFor(() => /sauvegarde prise : .*, 2 ancienne\(s\) supprimée\(s\)/.test(host.output()), 'the overdue scheduled backup')
      expect((await readdir(scheduled)).sort()).toEqual([
        old[2],
        expect.stringMatching(/^boutique-20[2-9]\d-.*\.sql\.gz$/),
        byHand,
        'notes.txt'
      ])
      const players = await Promise.all([1, 2, 3].map((number) => playerFromGame(host.url, SERVER_KEY, number, 300_000)))
      const shop = (await (await callHost(host.url, 'GET', '/api/shopVer')).json()) as {
        shopData: { products: { id: number; stocks: number | null }[] }
      }
      const startingStocks = new Map(
        shop.shopData.products.flatMap((product) => (product.stocks === null ? [] : [[product.id, product.stocks]]))
      )

      const burst = purchaseBurst(host, players)
      await waitFor(() => burst.bought >= PURCHASES_AROUND, 'the first purchases')
      const backup = await runAdminCommand('backup', [backups], { DATA_DIR: host.dataDir, ...hostEnv })
      const boughtWhenDone = burst.bought
      await waitFor(() => burst.bought >= boughtWhenDone + PURCHASES_AROUND, 'purchases after the backup')
      burst.stop()
      await burst.done
      expect(backup.code, backup.output).toBe(0)
      if (kind === 'pglite') expect(backup.output).toMatch(/elle prend la sauvegarde elle-même/)
      const files = await readdir(backups)
      expect(files).toEqual([expect.stringMatching(/^boutique-manual-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sql\.gz$/)])
      const file = join(backups, files[0] ?? '')

      const restored = await runAdminCommand('restore', [file], restoreEnv)
      expect(restored.code, restored.output).toBe(0)
      const db = await openRestored()
      try {
        const { rows } = await db.query<{ count: number }>('select count(*)::int as count from orders')
        const orders = rows[0]?.count ?? 0
        // Taken while purchases went on: some of them, not those answered after it ended.
        expect(orders).toBeGreaterThanOrEqual(PURCHASES_AROUND)
        expect(orders).toBeLessThanOrEqual(burst.bought - PURCHASES_AROUND)
        expect(await orderIntegrityViolations(db)).toEqual([])
        expect(await shopInvariantViolations(db, startingStocks)).toEqual([])
      } finally {
        await db.close()
      }
      // Refused: a database in use (the embedded one, by its lock), one not empty.
      const again = await runAdminCommand('restore', [file], kind === 'pglite' ? { DATA_DIR: host.dataDir } : restoreEnv)
      expect(again.code).toBe(1)
      expect(again.output).toMatch(
        kind === 'pglite'
          ? /Refusé : La base embarquée .* est déjà ouverte/
          : /Refusé : La base de destination n'est pas vide .* rien n'a été modifié/
      )
    } finally {
      await host.stop()
    }
  }, 120_000)
})

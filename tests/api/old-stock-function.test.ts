import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { seedDemoCatalogue } from '../../web/demo/seed-demo.ts'
import { applyState, migrationStates, type MigrationState } from '../support/migration-history.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const AT = new Date('2026-11-26T10:00:00Z')
/** Demo products: 301 has no stock limit, 309 has 5 units. */
const UNLIMITED = 301
const LIMITED = 309

/**
 * The case (29): a database that ran 013 as first shipped (commit fceca29), then today's 014…020 with the
 * runner of before function files, kept 013's adjust_product_stock() beside 018's take_product_stock(): the
 * back-office's stock −1 on an unlimited product answered 500. The built host, started on it, reapplies the
 * function files and answers 409 like a fresh database, over TCP.
 */
function oldDatabaseState(): MigrationState {
  const first013 = migrationStates().find((state) => state.folder === '20-fceca29')
  if (!first013) throw new Error('tests/fixtures/migration-history/20-fceca29 is missing')
  const later = MIGRATIONS.filter((migration) => migration.version > 13 && migration.version <= 20)
  return { ...first013, migrations: [...first013.migrations, ...later.map(({ version, name, sql }) => ({ version, name, sql }))] }
}

/** What adjust_product_stock(product, -1) answers, in a transaction rolled back. */
async function adjustThenUndo(db: Database, productId: number): Promise<unknown> {
  let result: unknown
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ result: unknown }>('select adjust_product_stock($1, -1) as result', [productId])
      result = rows[0]?.result
      throw new Error('undo')
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'undo')) throw error
    })
  return result
}

describe('back-office stock on a database that ran an earlier 013 (built host, PostgreSQL)', () => {
  let db: Database
  let host: WebHost | undefined
  let beforeStart: unknown

  beforeAll(async () => {
    const url = await createDatabase(inject('postgresUrl'), `test_${randomBytes(6).toString('hex')}`)
    db = openPostgresDatabase(url)
    await applyState(db, oldDatabaseState())
    await seedDemoCatalogue(db, AT)
    beforeStart = await adjustThenUndo(db, UNLIMITED)
    host = await startWebHost({ env: { DATABASE_URL: url, SHOP_DEMO: 'true' } })
  }, 120_000)
  afterAll(async () => {
    await host?.stop()
    await db?.close()
  })

  it('had the drift before the host started, and the current function after', async () => {
    // 013's adjust over 018's take: "done" with no stock, which the back-office cannot word (the 500).
    expect(beforeStart).toEqual({ kind: 'done', stock: null })
    expect(await adjustThenUndo(db, UNLIMITED)).toEqual({ kind: 'unlimited', stock: null })
  })

  it('answers 409 with a French message for −1 on an unlimited product, and 200 on a limited one', async () => {
    // The host reads sessions on its own clock (30 min idle for staff): this one opens now.
    const now = new Date()
    const staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 1, now), now)
    const send = (productId: number) =>
      fetch(`${host!.url}/api/admin/products/${productId}/stock`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ delta: -1, reason: 'Casse' })
      })
    const unlimited = await send(UNLIMITED)
    expect(unlimited.status).toBe(409)
    expect(((await unlimited.json()) as { error: string }).error).toMatch(/illimité/i)
    expect((await send(LIMITED)).status).toBe(200)
  })
})

import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { readSalesReport } from '../../web/admin/sales/sales-repo.ts'
import type { Database } from '../../web/db/database.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { BOUTIQUE_VERSION } from '../../web/version.ts'
import { applyState, migrationStates } from '../support/migration-history.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { salesFromRows } from '../support/sales-from-rows.ts'
import { rowsOf, tableRows, type TableRows } from '../support/table-rows.ts'
import { startWebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet. docs/releases.md, « The oldest supported release »: the database of a
// shop on 0.3.0 (scripts/oldest-release-fixture.mjs), upgraded by this build's host as an operator upgrades.
const ROWS = new URL('../fixtures/releases/0.3.0-rows.sql', import.meta.url)
/** 0.3.0's migrations, text for text: this earlier state (scripts/oldest-release-fixture.mjs checks it against git). */
const SCHEMA_STATE = '8d81b51'
const LIVE = {
  SHOP_DEMO: 'false',
  GAME_SERVERS: 'main=Serveur Principal',
  SHOP_SERVER_KEY: 'upgrade-oldest-key-'.padEnd(48, 'k'),
  PUBLIC_URL: 'https://boutique.example.fr'
}

/**
 * The tables an upgrade may change, and why (a job that deletes old rows at start, such as a retention job, belongs
 * here with the rows it may take, or the fixture's fixed dates would make this test depend on today's date); every other row of 0.3.0 must come out the same, column for column
 * (new columns aside): balances, ledger, purchases, deliveries, payments, subscriptions, the staff journal, stock.
 */
const CHANGED_BY_UPGRADE = new Map([
  ['schema_migrations', 'the migrations since 0.3.0 are recorded'],
  ['app_state', 'the host marks the database as a live shop (web/demo/demo-guard.ts)'],
  ['exchange_rates', 'the shipped fallback rates are written at start (web/exchange/exchange-rates.ts)'],
  // Checked another way: the dashboard read from them equals the sums of the payments and orders (expectSameRows).
  ['sales_days', 'migration 024 moves its cash columns to sales_cash_days, per currency'],
  ['sales_cash_product_days', 'migration 024 makes it again per currency, from the payments']
])

/**
 * Columns an upgrade converts, compared as 0.3.0 held them: made back from what holds them now. Migration 024 keeps
 * store_transactions.amount ('19.99 EUR', what the webhook wrote) as amount_cents and currency (1999, 'EUR'); the
 * fixture pays in euros, whose minor unit is the cent.
 */
const CONVERTED_BY_UPGRADE = new Map([
  [
    'store_transactions',
    {
      column: 'amount',
      sql: `case when currency is null then null else to_char(amount_cents / 100.0, 'FM999999999990.00') || ' ' || currency end`
    }
  ]
])

const folders: string[] = []
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

/** The database a shop on 0.3.0 had: that release's schema as its runner applied it, then its rows. */
async function loadFixture(db: Database): Promise<TableRows> {
  const state = migrationStates().find((candidate) => candidate.commit.startsWith(SCHEMA_STATE))
  if (!state) throw new Error(`no earlier state of ${SCHEMA_STATE} in tests/fixtures/migration-history`)
  await applyState(db, state)
  await db.exec(await readFile(ROWS, 'utf8'))
  return tableRows(db)
}

/** Starts this build's host on the database (it migrates it), checks it serves, stops it. */
async function upgradeWithHost(env: Record<string, string>, dataDir?: string): Promise<string> {
  const host = await startWebHost({ env: { ...LIVE, ...env }, dataDir })
  try {
    expect(await (await fetch(`${host.url}/healthz`)).json()).toEqual({ status: 'ok', version: BOUTIQUE_VERSION })
    expect((await fetch(`${host.url}/readyz`)).status).toBe(200)
    return host.output()
  } finally {
    expect(await host.stop()).toBe(0)
  }
}

async function expectSameRows(db: Database, before: TableRows): Promise<void> {
  const applied = await db.query<{ version: number }>('select version from schema_migrations order by version')
  expect(applied.rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version))
  for (const [table, { columns, rows }] of before) {
    if (CHANGED_BY_UPGRADE.has(table)) continue
    const converted = CONVERTED_BY_UPGRADE.get(table)
    const now = converted ? await convertedRows(db, table, columns, converted) : await rowsOf(db, table, columns)
    expect({ table, rows: now }).toEqual({ table, rows })
  }
  const period = { from: '2026-11-01', to: '2026-11-30' }
  expect(await readSalesReport(db, period)).toEqual(await salesFromRows(db, period))
}

/** `table`'s rows with 0.3.0's columns, the converted one made back from the columns that hold it now. */
async function convertedRows(db: Database, table: string, columns: string[], converted: { column: string; sql: string }) {
  const list = columns.map((column) => (column === converted.column ? `${converted.sql} as "${column}"` : `"${column}"`)).join(', ')
  const { rows } = await db.query<{ row: string }>(`select row_to_json(t)::text as row from (select ${list} from "${table}") t order by 1`)
  return rows.map((row) => row.row)
}

function expectShopRows(before: TableRows): void {
  // The fixture holds what the comparison is about (tests/fixtures/releases/0.3.0-rows.sql).
  for (const table of ['accounts', 'ledger', 'orders', 'deliveries', 'store_transactions', 'subscriptions', 'staff_actions']) {
    expect(before.get(table)?.rows.length, table).toBeGreaterThan(0)
  }
  expect(before.get('accounts')?.rows.some((row) => row.includes('"shop_tokens":-500'))).toBe(true)
}

describe('an upgrade from the oldest supported release (0.3.0) to this build', () => {
  it('on PostgreSQL keeps every row that must not change', async () => {
    const url = await createDatabase(inject('postgresUrl'), `test_upgrade_oldest_${randomBytes(4).toString('hex')}`)
    const db = openPostgresDatabase(url, 1)
    const before = await loadFixture(db)
    expectShopRows(before)
    const log = await upgradeWithHost({ DATABASE_URL: url })
    expect(log).toMatch(/\[db\] migrations appliquées : 19, 20, 21, 22, 23, 24/)
    expect(log).toContain(`Boutique ${BOUTIQUE_VERSION} sur http://localhost:`)
    await expectSameRows(db, before)
    await db.close()
  }, 120_000)

  it('on the embedded database (PGlite) keeps every row that must not change', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'boutique-upgrade-'))
    folders.push(dataDir)
    // Where the host keeps it (web/db/open-database.ts).
    const first = await openPgliteDatabase(join(dataDir, 'pglite'))
    const before = await loadFixture(first)
    await first.close()
    expectShopRows(before)
    const log = await upgradeWithHost({}, dataDir)
    expect(log).toMatch(/\[db\] migrations appliquées : 19, 20, 21, 22, 23, 24/)
    const after = await openPgliteDatabase(join(dataDir, 'pglite'))
    await expectSameRows(after, before)
    await after.close()
  }, 120_000)
})

import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { readSalesReport } from '../../web/admin/sales/sales-repo.ts'
import type { Database } from '../../web/db/database.ts'
import { migrate } from '../../web/db/migrate.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { salesFromRows } from '../support/sales-from-rows.ts'
import { DATABASE_KINDS, type DatabaseKind } from '../support/test-databases.ts'

/**
 * Migration 024: store payments' amounts, written as text by the webhook until then (`${amount.toFixed(2)} ${currency}`,
 * web/tebex/record-payment.ts from 434ddff to 961deda), become integers of minor units with their ISO 4217 code.
 */
const CASH_CENTS = 24
const BEFORE = MIGRATIONS.filter((migration) => migration.version < CASH_CENTS)

/** txn id → the text the old webhook wrote, its status, and what 024 must make of it. */
const OLD_ROWS: [string, string | null, string, { amount_cents: number; currency: string } | null][] = [
  ['eur', '4.99 EUR', 'complete', { amount_cents: 499, currency: 'EUR' }],
  ['eur-big', '1234.50 EUR', 'complete', { amount_cents: 123_450, currency: 'EUR' }],
  ['eur-refunded', '19.99 EUR', 'refunded', { amount_cents: 1999, currency: 'EUR' }],
  ['usd', '10.00 USD', 'complete', { amount_cents: 1000, currency: 'USD' }],
  ['usd-whole', '10 USD', 'complete', { amount_cents: 1000, currency: 'USD' }],
  ['gbp-lost', '7.50 GBP', 'dispute_lost', { amount_cents: 750, currency: 'GBP' }],
  ['jpy', '1500.00 JPY', 'complete', { amount_cents: 1500, currency: 'JPY' }],
  ['kwd', '1.23 KWD', 'complete', { amount_cents: 1230, currency: 'KWD' }],
  ['none', null, 'unknown_recipient', null]
]

async function emptyDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openPgliteDatabase(undefined)
  const name = `test_${randomBytes(6).toString('hex')}`
  return openPostgresDatabase(await createDatabase(inject('postgresUrl'), name))
}

/** A database at 023 holding store payments as the old code wrote them. */
async function databaseAt023(kind: DatabaseKind): Promise<Database> {
  const db = await emptyDatabase(kind)
  opened.push(db)
  await migrate(db, BEFORE)
  for (const [index, [txnId, amount, status]] of OLD_ROWS.entries()) await oldRow(db, txnId, amount, status, index)
  return db
}

function oldRow(db: Database, txnId: string, amount: string | null, status: string, index: number) {
  return db.query(
    `insert into store_transactions (txn_id, package_id, package_name, quantity, amount, status, created_at, updated_at, payment_id)
     values ($1, 6000101, 'Pack', 1, $2, $3, $4, $5, $1)`,
    [txnId, amount, status, new Date(Date.UTC(2026, 10, 10 + index, 12)), new Date(Date.UTC(2026, 10, 20, 12))]
  )
}

/**
 * Texts 024 cannot read exactly. (A French decimal comma in euros, '4,99 EUR', could not be stored at all since 017:
 * its euro_cents() failed on it, so the insert did; in another currency it could.)
 */
const UNREADABLE = ['4,99 USD', '4.99', 'gratuit', '1500.50 JPY']

/** Each unreadable text stops the migration, naming its row; nothing is changed (the row is taken out again after). */
async function expectRefusals(db: Database): Promise<void> {
  for (const text of UNREADABLE) {
    await oldRow(db, 'odd', text, 'complete', 0)
    await expect(migrate(db), text).rejects.toThrow(`le montant « ${text} » du paiement odd ne se lit pas`)
    const { rows } = await db.query<{ version: number }>('select max(version) as version from schema_migrations')
    expect(rows[0]?.version).toBe(CASH_CENTS - 1)
    const kept = await db.query<{ amount: string }>(`select amount from store_transactions where txn_id = 'odd'`)
    expect(kept.rows).toEqual([{ amount: text }])
    await db.query(`delete from store_transactions where txn_id = 'odd'`)
  }
}

const opened: Database[] = []
afterAll(() => Promise.all(opened.map((db) => db.close())))

describe('migration 024: cash amounts in minor units with their currency', () => {
  it.each(DATABASE_KINDS)(
    'stops on a text it cannot read, naming it; else keeps every payment’s value in its currency, counted apart (%s)',
    async (kind) => {
      const db = await databaseAt023(kind)
      await expectRefusals(db)
      // 024 and whatever came after it: the later ones do not touch the amounts.
      expect(await migrate(db)).toEqual(
        MIGRATIONS.filter((migration) => migration.version >= CASH_CENTS).map((migration) => migration.version)
      )

      const { rows } = await db.query<{ txn_id: string; amount_cents: string | number | null; currency: string | null }>(
        'select txn_id, amount_cents, currency from store_transactions order by txn_id'
      )
      const converted = new Map(
        rows.map((row) => [row.txn_id, row.currency === null ? null : { amount_cents: Number(row.amount_cents), currency: row.currency }])
      )
      expect(converted).toEqual(new Map(OLD_ROWS.map(([txnId, , , expected]) => [txnId, expected])))
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'store_transactions' and column_name like 'amount%'`
      )
      expect(columns.rows.map((row) => row.column_name)).toEqual(['amount_cents'])

      const period = { from: '2026-11-01', to: '2026-11-30' }
      const report = await readSalesReport(db, period)
      expect(report).toEqual(await salesFromRows(db, period))
      // Euros as before: 4.99 + 1234.50 + 19.99, then the refund of 19.99 on its day.
      expect(report.revenueByDay.reduce((sum, day) => sum + day.value, 0)).toBe(499 + 123_450)
      expect(report.revenueByDay.find((day) => day.day === '2026-11-20')?.value).toBe(-1999)
      // Other currencies listed in their own minor units, never turned into euros nor counted 0; the lost dispute nets 0.
      expect(report.cashInOtherCurrencies).toEqual([
        { currency: 'GBP', cents: 0 },
        { currency: 'JPY', cents: 1500 },
        { currency: 'KWD', cents: 1230 },
        { currency: 'USD', cents: 2000 }
      ])
    }
  )
})

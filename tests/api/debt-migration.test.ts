import { afterEach, describe, expect, it } from 'vitest'

import { migrate } from '../../web/db/migrate.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPgliteDatabase, type PgliteDatabase } from '../../web/db/pglite-database.ts'
import { balanceViolations } from '../support/shop-invariants.ts'

/**
 * Before 009_debt a refund of spent Unions took nothing and left the line 'reversal_pending' with
 * unions_owed: the migration collects those Unions (the balance may go below zero) with ledger rows.
 */
describe('migration 009_debt', () => {
  let db: PgliteDatabase | undefined
  afterEach(() => db?.close())

  it('takes back what old refunds left owed, one ledger row per line, and keeps every balance equal to its ledger', async () => {
    db = await openPgliteDatabase(undefined)
    await migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 7)
    )
    const at = '2026-11-01T10:00:00Z'
    await db.exec(`
      insert into products (id, name, label, category, price, money_type, images, description, sort_index, theme, tebex_package_id, grants)
        values (16, 'unions_25000', '25 000 Unions', 'Points boutique', 17999, 'cash', '[]', '', 1, 'gold', 6000106,
                '[{"kind":"unions","amount":25000}]');
      insert into accounts (id, username, shop_tokens) values (1, 'Emma_Roux', 500), (2, 'Lucas_Martin', 100);
      insert into ledger (account_id, delta, balance_after, reason, created_at) values (1, 500, 500, 'Solde', '${at}'), (2, 100, 100, 'Solde', '${at}');
      insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, status, created_at, payment_id, product_id, unions_owed)
        values ('tbx-a:6000106', 1, 6000106, '25000', 1, 'reversal_pending', '${at}', 'tbx-a', 16, 25000),
               ('tbx-b:6000106', 1, 6000106, '25000', 1, 'reversal_pending', '${at}', 'tbx-b', 16, 25000),
               ('tbx-c:6000106', 2, 6000106, '25000', 1, 'refunded', '${at}', 'tbx-c', 16, 0);
      insert into tebex_events (id, type, body, received_at, outcome, detail)
        values ('evt-b', 'payment.dispute.lost', '{}', '${at}', 'reversal_pending', '[{"txnId": "tbx-b:6000106", "outcome": "reversal_pending"}]');
    `)
    expect(await migrate(db)).toEqual(MIGRATIONS.filter((migration) => migration.version > 7).map((migration) => migration.version))

    const accounts = await db.query<{ id: number; shop_tokens: number }>('select id, shop_tokens from accounts order by id')
    expect(accounts.rows).toEqual([
      { id: 1, shop_tokens: -49_500 },
      { id: 2, shop_tokens: 100 }
    ])
    const ledger = await db.query<{ delta: number; balance_after: number; reason: string; reference: string }>(
      `select delta, balance_after, reason, reference from ledger where account_id = 1 and delta < 0 order by id`
    )
    expect(ledger.rows).toEqual([
      {
        delta: -25_000,
        balance_after: -24_500,
        reason: 'Remboursement 25 000 Unions (Tebex tbx-a)',
        reference: 'tebex-reversal:tbx-a:6000106'
      },
      {
        delta: -25_000,
        balance_after: -49_500,
        reason: 'Remboursement 25 000 Unions (Tebex tbx-b)',
        reference: 'tebex-reversal:tbx-b:6000106'
      }
    ])
    const lines = await db.query<{ txn_id: string; status: string }>('select txn_id, status from store_transactions order by txn_id')
    expect(lines.rows).toEqual([
      { txn_id: 'tbx-a:6000106', status: 'refunded' },
      { txn_id: 'tbx-b:6000106', status: 'dispute_lost' },
      { txn_id: 'tbx-c:6000106', status: 'refunded' }
    ])
    expect(await balanceViolations(db)).toEqual([])
  })
})

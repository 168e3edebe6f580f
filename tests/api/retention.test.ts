import { afterEach, describe, expect, it } from 'vitest'

import { RETENTION_DEFAULTS } from '../../src/core/domain/retention.ts'
import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { RETENTION_KINDS } from '../../web/retention/retention-kinds.ts'
import { scheduledRun } from '../../web/retention/retention-schedule.ts'
import { runRetention } from '../../web/retention/run-retention.ts'
import { databaseChecksum } from '../support/database-checksum.ts'
import { writeRetentionRows } from '../support/retention-rows.ts'
import { DATABASE_KINDS, freshDatabase, freshPostgresUrl } from '../support/test-databases.ts'

const NOW = new Date('2026-06-01T12:00:00Z')
const SETTINGS = { ...RETENTION_DEFAULTS, intervalSeconds: 3600 }
/** What the job may change; every other table (accounts, ledger, orders, payments, deliveries…) must stay as it was. */
const RETENTION_TABLES = [
  'sessions',
  'login_tokens',
  'forum_logins',
  'discord_link_states',
  'limits',
  'contact_messages',
  'tebex_events',
  'app_state'
]

async function left(db: Database, table: string, key: string): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(`select ${key}::text as key from ${table} order by 1`)
  return rows.map((row) => row.key)
}

async function body(db: Database, id: string): Promise<{ subject?: Record<string, unknown> }> {
  const { rows } = await db.query<{ body: { subject?: Record<string, unknown> } }>('select body from tebex_events where id = $1', [id])
  return rows[0]?.body ?? {}
}

describe.each(DATABASE_KINDS)('the retention job on %s', (kind) => {
  let db: Database
  afterEach(() => db?.close())

  it('deletes only what is past its period, in bounded batches, and leaves every money row as it was', async () => {
    db = await freshDatabase(kind)
    const accountId = (await db.query<{ id: number }>('select id from accounts order by id limit 1')).rows[0]?.id ?? 0
    const { old, events } = await writeRetentionRows(db, accountId, NOW)
    const ledgerRows = (await db.query<{ count: number }>('select count(*)::int as count from ledger')).rows[0]?.count
    expect(ledgerRows).toBeGreaterThan(0)
    const moneyBefore = await databaseChecksum(db, RETENTION_TABLES)

    // Batches of 2: every kind with more than 2 old rows takes several statements.
    const counts = await runRetention(db, SETTINGS, NOW, 2)
    expect(counts).toEqual(old)

    expect(await left(db, 'sessions', 'id_hash')).toEqual(['r-session-3'])
    expect(await left(db, 'discord_link_states', 'state_hash')).toEqual(['r-state-1', 'r-state-2'])
    expect(await left(db, 'login_tokens', 'token_hash')).toEqual(['r-token-2'])
    expect(await left(db, 'forum_logins', 'binding_hash')).toEqual(['r-forum-1'])
    expect(await left(db, 'limits', 'key')).toEqual(['r-limit-2'])
    expect(await left(db, 'contact_messages', 'username')).toEqual(['r-contact-2'])
    expect(await databaseChecksum(db, RETENTION_TABLES)).toBe(moneyBefore)

    // The old payment keeps its money facts and its player, not the buyer's name, e-mail, IP address or country.
    const payment = await body(db, events.oldPayment)
    expect(payment.subject?.customer).toEqual({ username: { id: '100002', username: 'Emma_Roux' } })
    expect(payment.subject?.transaction_id).toBeTruthy()
    expect(payment.subject?.products).toHaveLength(1)
    expect(payment.subject?.price).toBeTruthy()
    const recurring = await body(db, events.oldRecurring)
    for (const part of ['initial_payment', 'last_payment']) {
      expect((recurring.subject?.[part] as Record<string, unknown>).customer).toEqual({ username: null })
      expect((recurring.subject?.[part] as Record<string, unknown>).transaction_id).toBeTruthy()
    }
    expect(recurring.subject?.reference).toBeTruthy()
    expect((await body(db, events.oldBasket)).subject).toBeUndefined()
    expect(JSON.stringify(await body(db, events.recentPayment))).toContain('dusty.alexander@overwolf.com')
    for (const id of [events.oldPayment, events.oldRecurring, events.oldBasket]) {
      expect(JSON.stringify(await body(db, id))).not.toMatch(/@|127\.0\.0\.1|Dusty|Alexander/)
    }

    // A second run finds nothing more; a day later, the recent event's period is over too.
    expect(Object.values(await runRetention(db, SETTINGS, NOW, 2))).toEqual(RETENTION_KINDS.map(() => 0))
    const dayLater = await runRetention(db, SETTINGS, new Date(NOW.getTime() + 2 * 86_400_000))
    expect(dayLater.webhookPayloads).toBe(1)
    expect(dayLater.sessions).toBe(1)
    expect(await databaseChecksum(db, RETENTION_TABLES)).toBe(moneyBefore)
  })

  it('runs once per interval: a scheduled run half an interval after the last one does nothing', async () => {
    db = await freshDatabase(kind)
    const accountId = (await db.query<{ id: number }>('select id from accounts order by id limit 1')).rows[0]?.id ?? 0
    await writeRetentionRows(db, accountId, NOW)
    expect((await scheduledRun(db, SETTINGS, () => NOW))?.sessions).toBe(3)
    await writeRetentionRows(db, accountId, NOW, 'again')
    expect(await scheduledRun(db, SETTINGS, () => new Date(NOW.getTime() + 1_799_000))).toBeUndefined()
    expect((await scheduledRun(db, SETTINGS, () => new Date(NOW.getTime() + 1_800_000)))?.sessions).toBe(3)
  })
})

describe('two hosts on one PostgreSQL database', () => {
  it('make one run between them: the advisory lock orders them and the second finds the run made', async () => {
    const url = await freshPostgresUrl()
    const [a, b] = [openPostgresDatabase(url), openPostgresDatabase(url)]
    try {
      const accountId = (await a.query<{ id: number }>('select id from accounts order by id limit 1')).rows[0]?.id ?? 0
      await writeRetentionRows(a, accountId, NOW)
      const runs = await Promise.all([scheduledRun(a, SETTINGS, () => NOW), scheduledRun(b, SETTINGS, () => NOW)])
      expect(runs.filter((run) => run === undefined)).toHaveLength(1)
      expect(runs.find((run) => run !== undefined)?.sessions).toBe(3)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

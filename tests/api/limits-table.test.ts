import { afterEach, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { foldUsernames } from '../../web/db/migrations/fold-usernames.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { LIMITS } from '../../web/limits/limit-rules.ts'
import { slotsOrRefuse } from '../../web/limits/slots-or-refuse.ts'
import { freshDatabase } from '../support/test-databases.ts'

const START = Date.parse('2026-11-21T10:00:00Z')
const MINUTE = 60_000

async function rowCount(db: Database): Promise<number> {
  return (await db.query<{ count: number }>('select count(*)::int as count from limits')).rows[0]?.count ?? 0
}

describe('the limits table', () => {
  let db: Database
  afterEach(() => db?.close())

  it('is pruned as it goes: two hours of failed logins from new addresses leave only the live windows', async () => {
    db = await freshDatabase('pglite', { demo: false })
    // Every 10 minutes, 5 new addresses fail once: 60 rows if nothing were deleted.
    let largest = 0
    for (let round = 0; round < 12; round += 1) {
      const at = new Date(START + round * 10 * MINUTE)
      for (let address = 0; address < 5; address += 1) {
        await slotsOrRefuse(db, [{ rule: LIMITS.loginAddress, key: `203.0.${round}.${address}` }], at)
      }
      largest = Math.max(largest, await rowCount(db))
    }
    // The windows last 5 minutes: each round's first slots delete the previous round's rows.
    expect(largest).toBe(5)
    expect(await rowCount(db)).toBe(5)
  })

  it('deletes a bounded batch per slot: 100 dead rows take 5 slots to clear', async () => {
    db = await freshDatabase('pglite', { demo: false })
    for (let key = 0; key < 100; key += 1) await slotsOrRefuse(db, [{ rule: LIMITS.loginUser, key: `mort-${key}` }], new Date(START))
    expect(await rowCount(db)).toBe(100)
    const later = new Date(START + 10 * MINUTE)
    const counts: number[] = []
    for (let key = 0; key < 6; key += 1) {
      await slotsOrRefuse(db, [{ rule: LIMITS.loginUser, key: `vivant-${key}` }], later)
      counts.push(await rowCount(db))
    }
    expect(counts).toEqual([81, 62, 43, 24, 5, 6])
  })
})

describe('migration 8 folds the usernames of existing accounts', () => {
  let db: Database
  afterEach(() => db?.close())

  it('gives every account its key; of two names that fold alike, the oldest keeps it', async () => {
    db = await freshDatabase('pglite', { demo: false })
    // Accounts as migration 8 finds them: no key yet (the step runs in the migration's transaction).
    await db.exec('alter table accounts alter column username_key drop not null')
    for (const username of ['Straße', 'Ｌéa', 'STRASSE', 'Lucas_Martİn']) {
      await db.query('insert into accounts (username) values ($1)', [username])
    }
    await db.transaction((tx) => foldUsernames(tx))
    const { rows } = await db.query<{ username: string; username_key: string }>('select username, username_key from accounts order by id')
    expect(rows).toEqual([
      { username: 'Straße', username_key: 'strasse' },
      { username: 'Ｌéa', username_key: 'léa' },
      { username: 'STRASSE', username_key: 'strasse#COMPTE-3' },
      { username: 'Lucas_Martİn', username_key: 'lucas_martin' }
    ])
    await expect(db.query('insert into accounts (username) values ($1)', ['sans clé'])).rejects.toThrow(/username_key/)
    expect(MIGRATIONS.find((migration) => migration.version === 8)?.after).toBe(foldUsernames)
  })
})

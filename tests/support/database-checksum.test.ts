import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { databaseChecksum } from './database-checksum.ts'
import { freshDatabase } from './test-databases.ts'

/** The fuzzer and the refusal tests trust this checksum to see any write: each kind of write must change it. */
describe('databaseChecksum', () => {
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase('pglite')
  })
  afterAll(() => db?.close())

  // app_state has no trigger: each write below is the only change.
  it('changes with an added, updated or removed row, comes back when the row does, and skips what it is told to', async () => {
    const before = await databaseChecksum(db)
    const beforeWithoutState = await databaseChecksum(db, ['app_state'])

    await db.query(`insert into app_state (key, value) values ('checksum-test', '1')`)
    const added = await databaseChecksum(db)
    expect(added).not.toBe(before)
    expect(await databaseChecksum(db, ['app_state'])).toBe(beforeWithoutState)

    await db.query(`update app_state set value = '2' where key = 'checksum-test'`)
    expect(await databaseChecksum(db)).not.toBe(added)
    await db.query(`update app_state set value = '1' where key = 'checksum-test'`)
    expect(await databaseChecksum(db)).toBe(added)

    await db.query(`delete from app_state where key = 'checksum-test'`)
    expect(await databaseChecksum(db)).toBe(before)
    const { rows } = await db.query<{ key: string }>('select key from app_state order by key limit 1')
    await db.query('delete from app_state where key = $1', [rows[0]?.key])
    expect(await databaseChecksum(db)).not.toBe(before)
  })
})

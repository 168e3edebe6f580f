import { describe, expect, it } from 'vitest'

import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { databaseChecksum } from './database-checksum.ts'

/**
 * Every PGlite test database is a copy of a template the run's setup dumped (support/database-templates.ts): a dump
 * loaded again holds every row of the database it came from, and the copy is its own.
 */
describe('a PGlite database copied through its dump', () => {
  it('holds the same rows, and a write to the copy leaves the original as it was', async () => {
    const original = await openPgliteDatabase(undefined)
    await original.exec("create table kept (id integer primary key, label text); insert into kept values (1, 'un'), (2, 'deux')")
    const copy = await openPgliteDatabase(undefined, await original.dump())
    try {
      expect(await databaseChecksum(copy)).toBe(await databaseChecksum(original))
      await copy.query("insert into kept values (3, 'trois')")
      expect((await original.query<{ count: number }>('select count(*)::int as count from kept')).rows).toEqual([{ count: 2 }])
      expect((await copy.query<{ count: number }>('select count(*)::int as count from kept')).rows).toEqual([{ count: 3 }])
    } finally {
      await copy.close()
      await original.close()
    }
  })
})

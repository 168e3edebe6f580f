import type { Queryable } from '../../web/db/database.ts'

const tablesOf = new WeakMap<Queryable, Promise<string[]>>()

/**
 * One hash of every row of every table of the shop's schema, whatever the rows' order: equal
 * checksums mean nothing was written. `except` leaves out tables a caller expects to change.
 */
export async function databaseChecksum(db: Queryable, except: readonly string[] = []): Promise<string> {
  let tables = tablesOf.get(db)
  if (!tables) {
    tables = db
      .query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      )
      .then(({ rows }) => rows.map((row) => row.name))
    tablesOf.set(db, tables)
  }
  const hashed = (await tables)
    .filter((name) => !except.includes(name))
    // A sum of 64-bit row hashes with the row count: order-free, so no sort of every row (4× cheaper than md5 of the
    // sorted rows, and the fuzzer takes thousands); any changed, added or removed row changes it.
    .map((name) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as hash from "${name}" t`)
  const { rows } = await db.query<{ checksum: string }>(
    `select md5(string_agg(name || ':' || hash, ',' order by name)) as checksum from (${hashed.join(' union all ')}) tables`
  )
  return rows[0]?.checksum ?? ''
}

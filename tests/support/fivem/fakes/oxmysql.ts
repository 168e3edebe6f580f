import type { Connection, ResultSetHeader, RowDataPacket } from 'mysql2/promise'

import type { ResourceDefinition } from '../fivem-server.ts'

/**
 * oxmysql (overextended/oxmysql 2.14.1, 030d3bd) over a real MariaDB through mysql2, its own driver: the
 * `<method>_async` exports (src/index.ts:120-160) run `connection.query(query, parameters)` and answer as
 * src/utils/parseResponse.ts does (insert → insertId, update → affectedRows, scalar → first column of the first
 * row or null, single → first row or null, query → rows). A JS resource: its promises reach the caller as promises.
 */
export function fakeOxmysql(connection: () => Connection | undefined, statements: string[] = []): ResourceDefinition {
  const run =
    (type: 'query' | 'single' | 'scalar' | 'insert' | 'update') =>
    async (query: string, parameters: unknown[] = []) => {
      const db = connection()
      if (!db) throw new Error('oxmysql: no database connection')
      statements.push(query)
      const [result] = await db.query(query, parameters)
      if (type === 'insert') return (result as ResultSetHeader).insertId ?? null
      if (type === 'update') return (result as ResultSetHeader).affectedRows ?? null
      const rows = result as RowDataPacket[]
      if (type === 'single') return rows[0] ?? null
      if (type === 'scalar') return (rows[0] && Object.values(rows[0])[0]) ?? null
      return rows
    }
  return {
    kind: 'js',
    setup: (runtime) => {
      for (const type of ['query', 'single', 'scalar', 'insert', 'update'] as const) runtime.exports(`${type}_async`, run(type))
    }
  }
}

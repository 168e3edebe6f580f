import type { Queryable } from '../db/database.ts'

/**
 * Whether one of `ids` is a delivery of another game server than `serverName`: a delivery's server is set when it is
 * written and never changes, so this read needs no lock (docs/in-game.md#deliveries).
 */
export async function ofAnotherServer(db: Queryable, ids: readonly number[], serverName: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from deliveries where id = any($1::bigint[]) and server_name <> $2 limit 1', [ids, serverName])
  return rows.length > 0
}

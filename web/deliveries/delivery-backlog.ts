import type { Queryable } from '../db/database.ts'

export interface ServerBacklog {
  serverName: string
  /** Deliveries not yet delivered (pending, or claimed and not acknowledged). */
  waiting: number
  /** Age of the oldest of them, in seconds (0 when none). */
  oldestSeconds: number
}

/** The deliveries waiting for each game server, in one aggregate over the open-deliveries index. */
export async function deliveryBacklog(db: Queryable, at: Date): Promise<ServerBacklog[]> {
  const { rows } = await db.query<{ server_name: string; waiting: string; oldest: Date | null }>(
    `select server_name, count(*) as waiting, min(created_at) as oldest
       from deliveries where status in ('pending', 'claimed') group by server_name`
  )
  return rows.map((row) => ({
    serverName: row.server_name,
    waiting: Number(row.waiting),
    oldestSeconds: row.oldest ? Math.max(0, (at.getTime() - new Date(row.oldest).getTime()) / 1000) : 0
  }))
}

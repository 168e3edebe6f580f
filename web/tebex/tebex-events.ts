import type { Queryable } from '../db/database.ts'

export interface ReceivedEvent {
  id: string
  type: string
  body: unknown
  receivedAt: Date
}

/** Stores the event; false when its id was stored before (a replay). Concurrent copies wait on the key. */
export async function recordEvent(tx: Queryable, event: ReceivedEvent): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into tebex_events (id, type, body, received_at, outcome) values ($1, $2, $3, $4, 'received')
     on conflict (id) do nothing returning id`,
    [event.id, event.type, JSON.stringify(event.body), event.receivedAt]
  )
  return rows.length > 0
}

export async function setEventOutcome(tx: Queryable, id: string, outcome: string, detail: unknown[]): Promise<void> {
  await tx.query('update tebex_events set outcome = $2, detail = $3 where id = $1', [id, outcome, JSON.stringify(detail)])
}

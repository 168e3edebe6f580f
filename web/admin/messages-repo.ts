import type { ContactMessageView } from '../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../db/database.ts'
import { iso, isoOrNull } from './players/player-rows.ts'

export const MESSAGE_PAGE_SIZE = 30

interface MessageRow {
  id: number
  username: string
  email: string
  subject: string
  text: string
  created_at: Date
  status: ContactMessageView['status']
  attempts: number
  last_error: string | null
  sent_at: Date | null
  handled_at: Date | null
  handled_by: string | null
}

/** The contact inbox, newest first: open ones (not yet handled) or handled ones. */
export async function readMessages(
  db: Queryable,
  handled: boolean,
  page: number
): Promise<{ messages: ContactMessageView[]; total: number }> {
  const { rows } = await db.query<MessageRow>(
    `select id::int as id, username, email, subject, text, created_at, status, attempts, last_error, sent_at, handled_at, handled_by
       from contact_messages where (handled_at is not null) = $1 order by created_at desc, id desc limit $2 offset $3`,
    [handled, MESSAGE_PAGE_SIZE, (page - 1) * MESSAGE_PAGE_SIZE]
  )
  const count = await db.query<{ total: number }>(
    'select count(*)::int as total from contact_messages where (handled_at is not null) = $1',
    [handled]
  )
  return {
    messages: rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      subject: row.subject,
      text: row.text,
      at: iso(row.created_at),
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      sentAt: isoOrNull(row.sent_at),
      handledAt: isoOrNull(row.handled_at),
      handledBy: row.handled_by
    })),
    total: count.rows[0]?.total ?? 0
  }
}

/** Marks a message handled (or open again); undefined when there is no such message. */
export async function setMessageHandled(
  tx: Queryable,
  id: number,
  handled: boolean,
  by: string,
  at: Date
): Promise<{ before: boolean } | undefined> {
  const { rows } = await tx.query<{ handled: boolean }>(
    'select handled_at is not null as handled from contact_messages where id = $1 for update',
    [id]
  )
  if (!rows[0]) return undefined
  await tx.query('update contact_messages set handled_at = $2, handled_by = $3 where id = $1', [
    id,
    handled ? at : null,
    handled ? by : null
  ])
  return { before: rows[0].handled }
}

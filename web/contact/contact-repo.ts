import type { ContactForm } from '../../src/core/contract/contact.ts'
import { foldName } from '../../src/core/domain/fold-name.ts'
import type { Database, Queryable } from '../db/database.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { pruneExpiredLimits, takeSlots } from '../limits/limits.ts'

export interface ContactMessageRow {
  id: number
  username: string
  email: string
  subject: string
  text: string
  clientAddress: string | null
  createdAt: Date
  attempts: number
}

export type StoreResult = { stored: true; id: number } | { stored: false; retryInMs: number }

/**
 * Stores a message unless the same e-mail address (folded) or client sent one less than `cooldownMs` ago:
 * one slot of LIMITS.contact per sender, taken in the insert's transaction (a failed insert gives it back).
 */
export async function storeContactMessage(
  db: Database,
  form: ContactForm,
  clientAddress: string | undefined,
  now: number,
  cooldownMs: number
): Promise<StoreResult> {
  const rule = { ...LIMITS.contact, windowMs: cooldownMs }
  // The address first: a burst from one address with other e-mails writes nothing once it is used up (takeSlots).
  const keys = [...(clientAddress ? [{ rule, key: `address:${clientAddress}` }] : []), { rule, key: `email:${foldName(form.email)}` }]
  await pruneExpiredLimits(db, new Date(now))
  return db.transaction(async (tx) => {
    const taken = await takeSlots(tx, keys, new Date(now))
    if (!taken.granted) return { stored: false, retryInMs: taken.waitMs }
    const inserted = await tx.query<{ id: string | number }>(
      `insert into contact_messages (username, email, subject, text, client_address, created_at, next_attempt_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [form.username, form.email, form.subject, form.text, clientAddress ?? null, new Date(now)]
    )
    return { stored: true, id: Number(inserted.rows[0]?.id) }
  })
}

/**
 * Takes up to `limit` messages due for sending (one only with `id`): each gets an attempt counted and its
 * next attempt pushed `leaseMs` ahead, so no other host takes it while this one sends.
 */
export async function claimDueMessages(
  db: Queryable,
  now: number,
  leaseMs: number,
  options: { limit: number; id?: number }
): Promise<ContactMessageRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `update contact_messages set attempts = attempts + 1, next_attempt_at = $2
      where id in (
        select id from contact_messages
         where status <> 'sent' and next_attempt_at <= $1 and ($4::bigint is null or id = $4::bigint)
         order by next_attempt_at, id
         limit $3
         for update skip locked
      )
      returning id, username, email, subject, text, client_address, created_at, attempts`,
    [new Date(now), new Date(now + leaseMs), options.limit, options.id ?? null]
  )
  return rows.map((row) => ({
    id: Number(row.id),
    username: String(row.username),
    email: String(row.email),
    subject: String(row.subject),
    text: String(row.text),
    clientAddress: typeof row.client_address === 'string' ? row.client_address : null,
    createdAt: new Date(row.created_at as Date | string),
    attempts: Number(row.attempts)
  }))
}

export async function markSent(db: Queryable, id: number, now: number): Promise<void> {
  await db.query(`update contact_messages set status = 'sent', sent_at = $2, last_error = null where id = $1`, [id, new Date(now)])
}

export async function markFailed(db: Queryable, id: number, error: string, retryAt: number): Promise<void> {
  await db.query(`update contact_messages set status = 'failed', last_error = $2, next_attempt_at = $3 where id = $1`, [
    id,
    error.slice(0, 2000),
    new Date(retryAt)
  ])
}

import { randomUUID } from 'node:crypto'

import type { Queryable } from '../../web/db/database.ts'
import { tebexFixture } from './tebex-fixtures.ts'

const DAY = 86_400_000
const MINUTE = 60_000

/** Rows of every kind the retention job looks at, some past their period at `now` and some not (tests and docs/retention.md). */
export interface RetentionRows {
  /** Per kind, how many rows were written past their period. */
  old: Record<string, number>
  /** Ids of the Tebex events written: old (received 181 days before `now`) and recent (179 days). */
  events: { oldPayment: string; oldRecurring: string; oldBasket: string; recentPayment: string }
}

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs)

async function sessions(db: Queryable, accountId: number, now: Date, tag: string): Promise<void> {
  // Three sessions ended a minute ago, one still open for an hour.
  for (let index = 0; index < 4; index += 1) {
    const expiresAt = at(now, index < 3 ? -MINUTE : 60 * MINUTE)
    await db.query('insert into sessions (id_hash, account_id, remember, created_at, expires_at) values ($1, $2, false, $3, $4)', [
      `${tag}-session-${index}`,
      accountId,
      at(expiresAt, -12 * 60 * MINUTE),
      expiresAt
    ])
  }
  // Discord link states of the open session: ended 25 hours ago (gone), a minute ago (kept a day), still live.
  for (const [index, offset] of [-25 * 60 * MINUTE, -MINUTE, 5 * MINUTE].entries()) {
    await db.query(
      `insert into discord_link_states (state_hash, session_hash, account_id, redirect_uri, created_at, expires_at)
       values ($1, $2, $3, 'https://boutique.example/discord', $4, $5)`,
      [`${tag}-state-${index}`, `${tag}-session-3`, accountId, at(now, offset - 10 * MINUTE), at(now, offset)]
    )
  }
}

async function tokensAndLimits(db: Queryable, accountId: number, now: Date, tag: string): Promise<void> {
  // Login tokens: one used and expired, one expired unused, one live.
  for (const [index, offset] of [-2 * MINUTE, -1000, 30_000].entries()) {
    await db.query(
      `insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at, used_at) values ($1, $2, 'main', $3, $4, $5)`,
      [`${tag}-token-${index}`, accountId, at(now, offset - MINUTE), at(now, offset), index === 0 ? at(now, offset - 30_000) : null]
    )
  }
  for (const [index, offset] of [-MINUTE, 9 * MINUTE].entries()) {
    await db.query(
      `insert into forum_logins (binding_hash, nonce, private_key, created_at, expires_at) values ($1, 'nonce', 'clé', $2, $3)`,
      [`${tag}-forum-${index}`, at(now, offset - 10 * MINUTE), at(now, offset)]
    )
  }
  for (const [index, offset] of [-1000, -MINUTE, 4 * MINUTE].entries()) {
    await db.query(`insert into limits (scope, key, hits, window_started_at, resets_at, granted) values ('login', $1, 1, $2, $3, true)`, [
      `${tag}-limit-${index}`,
      at(now, offset - 5 * MINUTE),
      at(now, offset)
    ])
  }
}

async function contactMessages(db: Queryable, now: Date, tag: string): Promise<void> {
  // Sent 366 and 400 days ago (past 365 days), and 364 days ago (kept).
  for (const [index, days] of [366, 400, 364].entries()) {
    await db.query(
      `insert into contact_messages (username, email, subject, text, client_address, created_at, next_attempt_at)
       values ($1, 'lea@example.org', 'Achat', 'Bonjour', '203.0.113.7', $2, $2)`,
      [`${tag}-contact-${index}`, at(now, -days * DAY)]
    )
  }
}

async function tebexEvents(db: Queryable, now: Date): Promise<RetentionRows['events']> {
  const events = {
    oldPayment: tebexFixture('payment.completed', (event) => (event.id = randomUUID())),
    oldRecurring: tebexFixture('recurring-renewed', (event) => (event.id = randomUUID())),
    oldBasket: { id: randomUUID(), type: 'basket.abandoned', date: '', subject: { email: 'lea@example.org', ip: '203.0.113.7' } },
    recentPayment: tebexFixture('payment.completed', (event) => (event.id = randomUUID()))
  }
  for (const [name, event] of Object.entries(events)) {
    await db.query(`insert into tebex_events (id, type, body, received_at, outcome) values ($1, $2, $3, $4, 'processed')`, [
      event.id,
      event.type,
      JSON.stringify(event),
      at(now, (name === 'recentPayment' ? -179 : -181) * DAY)
    ])
  }
  return {
    oldPayment: events.oldPayment.id,
    oldRecurring: events.oldRecurring.id,
    oldBasket: events.oldBasket.id,
    recentPayment: events.recentPayment.id
  }
}

/** Writes the rows for the default periods (RETENTION_DEFAULTS) around `now`; `tag` keeps several fills apart. */
export async function writeRetentionRows(db: Queryable, accountId: number, now: Date, tag = 'r'): Promise<RetentionRows> {
  await sessions(db, accountId, now, tag)
  await tokensAndLimits(db, accountId, now, tag)
  await contactMessages(db, now, tag)
  const events = await tebexEvents(db, now)
  const old = { sessions: 3, loginTokens: 2, forumLogins: 1, discordLinkStates: 1, limits: 2, contactMessages: 2, webhookPayloads: 3 }
  return { old, events }
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { REPO_ROOT } from '../tests/support/web-host.ts'
import type { Database } from '../web/db/database.ts'

/** Rows of each kind the retention bench writes: a million in all, half of each kind past its period. */
export const RETENTION_ROWS = {
  sessions: 250_000,
  loginTokens: 250_000,
  limits: 200_000,
  contactMessages: 150_000,
  webhookPayloads: 150_000
} as const
export type FilledKind = keyof typeof RETENTION_ROWS

/** Tebex's documented payment sample (tests/fixtures/tebex), about 1.5 KB, as each stored event's body. */
const paymentBody = () => readFileSync(join(REPO_ROOT, 'tests/fixtures/tebex/payment.completed.json'), 'utf8')

/**
 * One statement per kind, `generate_series` from 0 to $1 - 1, dated around the database's now(): even rows past their
 * period (an hour ago; 400 days for contact messages, 200 days for webhooks), odd rows still live. `$2`: the sessions' and tokens' account, or the webhooks' body.
 */
const FILLS: Record<FilledKind, string> = {
  sessions: `insert into sessions (id_hash, account_id, remember, created_at, expires_at)
    select 'bench-session-' || g, $2, false, now() - interval '13 hours',
           case when g % 2 = 0 then now() - interval '1 hour' else now() + interval '11 hours' end
      from generate_series(0, $1::int - 1) g`,
  loginTokens: `insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at, used_at)
    select 'bench-token-' || g, $2, 'main', now() - interval '2 hours',
           case when g % 2 = 0 then now() - interval '1 hour' else now() + interval '1 hour' end, null
      from generate_series(0, $1::int - 1) g`,
  limits: `insert into limits (scope, key, hits, window_started_at, resets_at, granted)
    select 'login-address', 'bench-' || g, 1, now() - interval '2 hours',
           case when g % 2 = 0 then now() - interval '1 hour' else now() + interval '1 hour' end, true
      from generate_series(0, $1::int - 1) g`,
  contactMessages: `insert into contact_messages (username, email, subject, text, client_address, created_at, next_attempt_at, status, sent_at)
    select 'joueur' || g, 'joueur' || g || '@example.org', 'Question sur un achat', repeat('Bonjour, ', 30), '203.0.113.7', c.at, c.at, 'sent', c.at
      from generate_series(0, $1::int - 1) g,
           lateral (select now() - (case when g % 2 = 0 then 400 else 10 end) * interval '1 day' as at) c`,
  webhookPayloads: `insert into tebex_events (id, type, body, received_at, outcome)
    select 'bench-event-' || g, 'payment.completed', jsonb_set($2::jsonb, '{id}', to_jsonb('bench-event-' || g)),
           now() - (case when g % 2 = 0 then 200 else 10 end) * interval '1 day', 'processed'
      from generate_series(0, $1::int - 1) g`
}

/** Fills every kind, one transaction each; the seconds it took. */
export async function fillRetentionRows(db: Database, accountId: number): Promise<number> {
  const started = Date.now()
  for (const [kind, sql] of Object.entries(FILLS) as [FilledKind, string][]) {
    // Each statement gets exactly the parameters it names: PostgreSQL refuses more.
    const extra = kind === 'sessions' || kind === 'loginTokens' ? [accountId] : kind === 'webhookPayloads' ? [paymentBody()] : []
    await db.transaction((tx) => tx.query(sql, [RETENTION_ROWS[kind], ...extra]))
  }
  if (db.kind === 'postgres') await db.query('analyze sessions, login_tokens, limits, contact_messages, tebex_events')
  return (Date.now() - started) / 1000
}

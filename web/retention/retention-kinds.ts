import type { Queryable } from '../db/database.ts'
import { EXPIRED_STATE_KEPT_MS } from '../discord/discord-link-repo.ts'
import { scrubWebhookPayloads } from './webhook-payloads.ts'

/** What one run of the retention job counts: one number per kind (docs/retention.md). */
export const RETENTION_KINDS = [
  'sessions',
  'loginTokens',
  'forumLogins',
  'discordLinkStates',
  'limits',
  'contactMessages',
  'webhookPayloads'
] as const
export type RetentionKind = (typeof RETENTION_KINDS)[number]

/** The instants a run compares with: `now`, and the ends of the two periods the charter states. */
export interface RetentionCutoffs {
  now: Date
  contactBefore: Date
  webhookBefore: Date
}

/** One bounded batch of one kind: the rows it removed (or scrubbed); fewer than `batch` means none is left. */
export type BatchStep = (db: Queryable, cutoffs: RetentionCutoffs, batch: number) => Promise<number>

/**
 * A batch of rows past `column`'s instant, deleted through the index on that column (migration 023 and the
 * earlier expiry indexes). Rows another statement holds are skipped, not waited for, and the statement runs
 * on its own (no transaction), so its row locks end with it: the shop's own writes never queue behind the job.
 */
function deleteBatch(table: string, key: string, column: string, pick: (cutoffs: RetentionCutoffs) => Date): BatchStep {
  const sql = `with gone as (
      delete from ${table} where (${key}) in (
        select ${key} from ${table} where ${column} <= $1::timestamptz order by ${column} limit $2 for update skip locked)
      returning 1)
    select count(*)::int as count from gone`
  return async (db, cutoffs, batch) => {
    const { rows } = await db.query<{ count: number }>(sql, [pick(cutoffs), batch])
    return rows[0]?.count ?? 0
  }
}

const expired = (cutoffs: RetentionCutoffs) => cutoffs.now

/**
 * Sessions, one-time tokens and login attempts go as soon as they can no longer be used (a used token is also
 * expired within 5 minutes); sessions before Discord link states, which the deletion of their session takes along.
 */
export const BATCH_STEPS: Record<RetentionKind, BatchStep> = {
  sessions: deleteBatch('sessions', 'id_hash', 'expires_at', expired),
  loginTokens: deleteBatch('login_tokens', 'token_hash', 'expires_at', expired),
  forumLogins: deleteBatch('forum_logins', 'binding_hash', 'expires_at', expired),
  // Kept a day past their end, so a late return from Discord still hears « expiré » (discord-link-repo.ts).
  discordLinkStates: deleteBatch(
    'discord_link_states',
    'state_hash',
    'expires_at',
    (cutoffs) => new Date(cutoffs.now.getTime() - EXPIRED_STATE_KEPT_MS)
  ),
  limits: deleteBatch('limits', 'scope, key', 'resets_at', expired),
  contactMessages: deleteBatch('contact_messages', 'id', 'created_at', (cutoffs) => cutoffs.contactBefore),
  webhookPayloads: (db, cutoffs, batch) => scrubWebhookPayloads(db, cutoffs.webhookBefore, cutoffs.now, batch)
}

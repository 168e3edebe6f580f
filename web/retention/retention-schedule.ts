import type { Database, Queryable } from '../db/database.ts'
import { log } from '../log/logger.ts'
import type { RetentionKind } from './retention-kinds.ts'
import { countRetentionRun } from './retention-metrics.ts'
import type { RetentionSettings } from './retention-settings.ts'
import { RETENTION_BATCH, runRetention, type RetentionCounts } from './run-retention.ts'
import { logJobFailure } from '../upgrade/job-failure.ts'

/** Any constant works, as long as every web host uses the same one (web/db/migrate.ts has its own). */
const RETENTION_LOCK_KEY = 72_201_023
const LAST_RUN_KEY = 'retention_last_run'

/** The log line's words for each kind, in the order of a run. */
const KIND_LABELS: Record<RetentionKind, string> = {
  sessions: 'sessions',
  loginTokens: 'jetons de connexion',
  forumLogins: 'connexions forum',
  discordLinkStates: 'liaisons Discord',
  limits: 'compteurs de tentatives',
  contactMessages: 'messages de contact',
  webhookPayloads: 'avis de paiement anonymisés'
}

export function describeRun(counts: RetentionCounts, ms: number): string {
  const parts = Object.entries(KIND_LABELS).map(([kind, label]) => `${label} ${counts[kind as RetentionKind]}`)
  return `[rétention] passage terminé en ${ms} ms : ${parts.join(', ')}`
}

/**
 * One scheduled run, under an advisory lock shared by every host on the database. A host that waited for the
 * lock finds the run another host just made (app_state) and does nothing: one run per interval, whatever the
 * number of hosts. Undefined when skipped so.
 */
export async function scheduledRun(
  db: Database,
  settings: RetentionSettings,
  now: () => Date,
  keepGoing: () => boolean = () => true
): Promise<RetentionCounts | undefined> {
  return db.withAdvisoryLock(RETENTION_LOCK_KEY, async (session) => {
    const startedAt = now()
    if (await ranRecently(session, startedAt, settings.intervalSeconds)) return undefined
    const counts = await runRetention(session, settings, startedAt, RETENTION_BATCH, keepGoing)
    const finishedAt = now()
    await session.query(`insert into app_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [
      LAST_RUN_KEY,
      JSON.stringify({ at: startedAt.toISOString() })
    ])
    const ms = finishedAt.getTime() - startedAt.getTime()
    countRetentionRun(counts, finishedAt, ms / 1000)
    log.info({ retention: counts, ms }, describeRun(counts, ms))
    return counts
  })
}

/** Another host ran less than half an interval ago. */
async function ranRecently(session: Queryable, at: Date, intervalSeconds: number): Promise<boolean> {
  const { rows } = await session.query<{ value: { at?: string } }>('select value from app_state where key = $1', [LAST_RUN_KEY])
  const last = rows[0]?.value.at
  return last !== undefined && at.getTime() - Date.parse(last) < (intervalSeconds * 1000) / 2
}

/**
 * The host's timer (web/background-jobs.ts): a run every RETENTION_INTERVAL_SECONDS, the first one interval
 * after the start, none while the previous one is still going. A failed run is logged; the next one tries again.
 * Stopping ends a run under way after its current batch (what is deleted stays deleted: each batch stands alone).
 */
export function startRetention(db: Database, settings: RetentionSettings, now: () => Date): () => void {
  let running = false
  let stopped = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    scheduledRun(db, settings, now, () => !stopped)
      .catch((error: unknown) => {
        if (stopped) log.info({ err: error }, '[rétention] passage interrompu par l’arrêt du service')
        else logJobFailure(error, '[rétention] le passage a échoué')
      })
      .finally(() => (running = false))
  }, settings.intervalSeconds * 1000)
  timer.unref()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

import type { Queryable } from '../db/database.ts'
import { BATCH_STEPS, RETENTION_KINDS, type RetentionKind } from './retention-kinds.ts'
import type { RetentionSettings } from './retention-settings.ts'

/** Rows per statement: a few milliseconds each, so the shop's queries interleave with the job (BENCHMARKS.md). */
export const RETENTION_BATCH = 1000

const DAY_MS = 86_400_000

export type RetentionCounts = Record<RetentionKind, number>

/**
 * One run at `now` (docs/retention.md): every kind, batch after batch, until a batch comes back short (or
 * `keepGoing` says the host is stopping). The instant is given, never read from the clock, so tests and the bench drive it.
 */
export async function runRetention(
  db: Queryable,
  settings: Pick<RetentionSettings, 'contactDays' | 'webhookDays'>,
  now: Date,
  batch = RETENTION_BATCH,
  keepGoing: () => boolean = () => true
): Promise<RetentionCounts> {
  const cutoffs = {
    now,
    contactBefore: new Date(now.getTime() - settings.contactDays * DAY_MS),
    webhookBefore: new Date(now.getTime() - settings.webhookDays * DAY_MS)
  }
  const counts = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts
  for (const kind of RETENTION_KINDS) {
    let done: number
    do {
      done = await BATCH_STEPS[kind](db, cutoffs, batch)
      counts[kind] += done
    } while (done >= batch && keepGoing())
  }
  return counts
}

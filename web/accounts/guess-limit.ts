import type { Queryable } from '../db/database.ts'

/** SPEC §9 "Attempt window": more than 4 failures within 5 minutes block for 5 minutes. */
export const GUESS_WINDOW_MS = 300_000
export const MAX_FAILURES = 4

export interface GuessKey {
  scope: string
  key: string
}

/**
 * How long the caller must still wait, 0 when it may try. Kept in the database so
 * every web host counts the same failures.
 */
export async function guessWaitMs(db: Queryable, keys: readonly GuessKey[], now: Date): Promise<number> {
  let wait = 0
  for (const { scope, key } of keys) {
    const { rows } = await db.query<{ failures: number; last_at: Date | null }>(
      `select count(*)::int as failures, max(at) as last_at from guess_failures
        where scope = $1 and key = $2 and at > $3`,
      [scope, key, new Date(now.getTime() - GUESS_WINDOW_MS)]
    )
    const { failures = 0, last_at: lastAt = null } = rows[0] ?? {}
    if (failures > MAX_FAILURES && lastAt) wait = Math.max(wait, new Date(lastAt).getTime() + GUESS_WINDOW_MS - now.getTime())
  }
  return wait
}

export async function recordFailure(db: Queryable, keys: readonly GuessKey[], now: Date): Promise<void> {
  for (const { scope, key } of keys) {
    await db.query('insert into guess_failures (scope, key, at) values ($1, $2, $3)', [scope, key, now])
  }
}

export async function clearFailures(db: Queryable, key: GuessKey): Promise<void> {
  await db.query('delete from guess_failures where scope = $1 and key = $2', [key.scope, key.key])
}

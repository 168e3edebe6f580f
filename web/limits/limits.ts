import type { Queryable } from '../db/database.ts'
import type { LimitRule } from './limit-rules.ts'

/** One counter of one rule: `key` is already folded (`foldName`) or an address or an id. */
export interface LimitKey {
  rule: LimitRule
  key: string
}

/** A slot taken: the attempt may go on. `windowStartedAt` names the window, so a late release misses a newer one. */
export interface Slot extends LimitKey {
  windowStartedAt: Date
}

export type Taken = { granted: true; slots: Slot[] } | { granted: false; waitMs: number }

/** Expired rows deleted per slot taken: more than one, so the table shrinks back after any burst. */
const PRUNE_BATCH = 20

/**
 * Takes one slot of every key, in the order given, or none: a refused key gives back the slots already taken. Each
 * slot is one statement (insert … on conflict do update … returning), atomic across connections and hosts, taken
 * BEFORE the attempt is evaluated, so a burst evaluates at most `max` attempts per key. A refused attempt leaves no
 * row of the keys it took first (releaseSlot): 200 guesses at once from one address, each with its own username,
 * leave a handful of rows, not 200. Callers still put the key a burst shares (the address) first: nothing is written.
 */
export async function takeSlots(db: Queryable, keys: readonly LimitKey[], now: Date): Promise<Taken> {
  // A key already used up refuses before any slot is written: a blocked address trying new usernames adds no row.
  const blockedMs = keys.length > 1 ? await longestBlock(db, keys, now) : undefined
  if (blockedMs !== undefined) return { granted: false, waitMs: blockedMs }
  const slots: Slot[] = []
  for (const key of keys) {
    const taken = await takeSlot(db, key, now)
    if ('waitMs' in taken) {
      for (const slot of slots) await releaseSlot(db, slot)
      return { granted: false, waitMs: taken.waitMs }
    }
    slots.push(taken)
  }
  return { granted: true, slots }
}

/** The longest wait among the keys already used up (a read: nothing written), or undefined when none is. */
async function longestBlock(db: Queryable, keys: readonly LimitKey[], now: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ resets_at: Date | null }>(
    `select max(l.resets_at) as resets_at from limits l
       join unnest($1::text[], $2::text[], $3::int[]) as k(scope, key, max) on l.scope = k.scope and l.key = k.key
      where l.resets_at > $4::timestamptz and l.hits >= k.max`,
    [keys.map((key) => key.rule.scope), keys.map((key) => key.key), keys.map((key) => key.rule.max), now]
  )
  const resetsAt = rows[0]?.resets_at
  return resetsAt ? Math.max(1000, new Date(resetsAt).getTime() - now.getTime()) : undefined
}

async function takeSlot(db: Queryable, { rule, key }: LimitKey, now: Date): Promise<Slot | { waitMs: number }> {
  const windowEnd = new Date(now.getTime() + rule.windowMs)
  const blockEnd = rule.blockMs === undefined ? null : new Date(now.getTime() + rule.blockMs)
  const firstEnd = rule.max <= 1 && blockEnd ? blockEnd : windowEnd
  // Every expression after `set` reads the row as it was: `l.hits` is the count before this slot.
  const { rows } = await db.query<{ granted: boolean; window_started_at: Date; resets_at: Date }>(
    `insert into limits as l (scope, key, hits, window_started_at, resets_at, granted)
     values ($1, $2, 1, $3::timestamptz, $4::timestamptz, true)
     on conflict (scope, key) do update set
       hits = case when l.resets_at <= $3::timestamptz then 1 when l.hits < $5 then l.hits + 1 else l.hits end,
       window_started_at = case when l.resets_at <= $3::timestamptz then $3::timestamptz else l.window_started_at end,
       resets_at = case when l.resets_at <= $3::timestamptz then $4::timestamptz
                        when l.hits + 1 = $5 then coalesce($6::timestamptz, l.resets_at)
                        else l.resets_at end,
       granted = l.resets_at <= $3::timestamptz or l.hits < $5
     returning granted, window_started_at, resets_at`,
    [rule.scope, key, now, firstEnd, rule.max, blockEnd]
  )
  const row = rows[0]
  if (!row) throw new Error(`limit ${rule.scope}: no row returned`)
  if (!row.granted) return { waitMs: Math.max(1000, new Date(row.resets_at).getTime() - now.getTime()) }
  return { rule, key, windowStartedAt: new Date(row.window_started_at) }
}

/**
 * The attempt did not count (a success where only failures count, or another key refused it): its slot is free again.
 * A row that held only this slot goes, so attempts refused by another key leave no row behind, whatever the keys'
 * order; otherwise one hit less, in one statement each, so a slot taken meanwhile is never lost.
 */
export async function releaseSlot(db: Queryable, slot: Slot): Promise<void> {
  const row = [slot.rule.scope, slot.key, slot.windowStartedAt]
  const where = 'scope = $1 and key = $2 and window_started_at = $3'
  const { rows } = await db.query(`delete from limits where ${where} and hits = 1 returning key`, row)
  if (rows.length === 0) await db.query(`update limits set hits = hits - 1 where ${where} and hits > 0`, row)
}

export async function releaseSlots(db: Queryable, slots: readonly Slot[]): Promise<void> {
  for (const slot of slots) await releaseSlot(db, slot)
}

/** Starts the key afresh (a right password forgets the username's failures). */
export async function forgetKey(db: Queryable, { rule, key }: LimitKey): Promise<void> {
  await db.query('delete from limits where scope = $1 and key = $2', [rule.scope, key])
}

/**
 * An expired row counts as no row (the next slot starts a new window), so deleting it changes nothing:
 * every caller of takeSlots deletes a few first, so the table holds only live windows and never grows for
 * good. Rows another call is updating are skipped, not waited for. Call it outside any transaction: its
 * row locks then end with the statement, and a transaction taking slots never waits behind them.
 */
export async function pruneExpiredLimits(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `delete from limits where (scope, key) in (
       select scope, key from limits where resets_at <= $1::timestamptz order by resets_at limit $2 for update skip locked)`,
    [now, PRUNE_BATCH]
  )
}

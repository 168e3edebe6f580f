import { ATTEMPT_BLOCK_MS, ATTEMPT_WINDOW_MS, MAX_FAILED_ATTEMPTS, type AttemptCounter } from './attempt-counter-schema.ts'

export * from './attempt-counter-schema.ts'

/** The counter as it stands at `now`: a finished block or a window gone by starts over (undefined). */
export function liveCounter(counter: AttemptCounter | undefined, now: number): AttemptCounter | undefined {
  if (!counter) return undefined
  if (counter.blockedUntil !== undefined) return counter.blockedUntil > now ? counter : undefined
  return now - counter.firstAt < ATTEMPT_WINDOW_MS ? counter : undefined
}

/** +1; the failure that goes past 4 starts the 5-minute block. */
export function afterFailure(counter: AttemptCounter | undefined, now: number): AttemptCounter {
  const live = liveCounter(counter, now)
  if (live?.blockedUntil !== undefined) return live
  const next = { count: (live?.count ?? 0) + 1, firstAt: live?.firstAt ?? now }
  return next.count > MAX_FAILED_ATTEMPTS ? { ...next, blockedUntil: now + ATTEMPT_BLOCK_MS } : next
}

/** -1: a success takes one failure back, never a block. */
export function afterSuccess(counter: AttemptCounter | undefined, now: number): AttemptCounter | undefined {
  const live = liveCounter(counter, now)
  if (!live || live.blockedUntil !== undefined) return live
  return live.count > 1 ? { ...live, count: live.count - 1 } : undefined
}

/** How long the action stays blocked, 0 when it is not. */
export function blockRemainingMs(counter: AttemptCounter | undefined, now: number): number {
  const live = liveCounter(counter, now)
  return live?.blockedUntil === undefined ? 0 : live.blockedUntil - now
}

/** 'Limite atteinte (m:ss)' (docs/cash-checkout.md#attempt-limit): minutes unpadded, seconds on two digits, rounded up. */
export function formatBlockCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

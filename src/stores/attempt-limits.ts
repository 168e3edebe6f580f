import { atom, computed, onMount } from 'nanostores'

import {
  afterFailure,
  afterSuccess,
  blockRemainingMs,
  formatBlockCountdown,
  liveCounter,
  type AttemptCounter,
  type AttemptKind
} from '../core/domain/attempt-counter.ts'
import { $appState, updateAppState } from './persistence.ts'

const $counters = computed($appState, (state) => state.attempts ?? {})

/** Seconds go by while a block is shown: components read the countdown from this clock. */
export const $clock = atom(Date.now())

onMount($clock, () => {
  $clock.set(Date.now())
  const timer = setInterval(() => $clock.set(Date.now()), 1000)
  return () => clearInterval(timer)
})

function setCounter(kind: AttemptKind, counter: AttemptCounter | undefined): void {
  const counters = { ...$counters.get() }
  if (counter) counters[kind] = counter
  else delete counters[kind]
  updateAppState({ attempts: counters })
}

/** +1 failed attempt; the fifth within 5 minutes blocks the action for 5 minutes (docs/cash-checkout.md#attempt-limit). */
export function recordFailedAttempt(kind: AttemptKind, now = Date.now()): void {
  setCounter(kind, afterFailure($counters.get()[kind], now))
}

/** -1: a successful attempt. */
export function recordSuccessfulAttempt(kind: AttemptKind, now = Date.now()): void {
  setCounter(kind, afterSuccess($counters.get()[kind], now))
}

/** Whether the action is blocked now; a block that ran out resets the counter. */
export function isAttemptBlocked(kind: AttemptKind, now = Date.now()): boolean {
  const counter = $counters.get()[kind]
  if (counter && !liveCounter(counter, now)) setCounter(kind, undefined)
  return blockRemainingMs(counter, now) > 0
}

/** 'Limite atteinte (m:ss)' while blocked, undefined otherwise: $clock makes it tick, the time is read afresh. */
export function blockCountdown(kind: AttemptKind) {
  return computed([$counters, $clock], (counters) => {
    const remaining = blockRemainingMs(counters[kind], Date.now())
    return remaining > 0 ? formatBlockCountdown(remaining) : undefined
  })
}

export const $discountCodeBlock = blockCountdown('discountCode')
export const $creatorCodeBlock = blockCountdown('verifyCreatorCode')
export const $usernameLookupBlock = blockCountdown('verifyUsername')

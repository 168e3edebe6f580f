import * as z from 'zod/mini'

import { invalidConfig } from './config-error.ts'

/**
 * SHOP_FIXED_CLOCK: the host's clock starts at this instant (ISO 8601 with its offset) and runs from there,
 * so tests choose the day the shop lives (a daily offer, Paris midnight: tests/README.md, « Fixed clock »).
 * Demo mode only: a real shop on a false clock would date its payments and ledger wrongly.
 */
export const fixedClockEnv = {
  SHOP_FIXED_CLOCK: z.optional(
    z.iso.datetime({ offset: true, error: 'un instant ISO 8601 est attendu, par exemple 2027-01-02T12:00:00+01:00' })
  )
}

/** The instant the clock starts at, in ms since the epoch; refused outside demo mode. */
export function fixedClockStart(values: { SHOP_FIXED_CLOCK?: string | undefined; SHOP_DEMO: boolean }): number | undefined {
  if (values.SHOP_FIXED_CLOCK === undefined) return undefined
  if (!values.SHOP_DEMO) {
    throw invalidConfig('SHOP_FIXED_CLOCK ne sert qu’aux essais en mode démo : retirez-le hors mode démo (SHOP_DEMO=false).')
  }
  return Date.parse(values.SHOP_FIXED_CLOCK)
}

/** The host's clock: the real one, or one that starts at `start` now and runs at the real clock's pace. */
export function hostClock(start: number | undefined, realNow: () => number = Date.now): () => number {
  if (start === undefined) return realNow
  const offset = start - realNow()
  return () => realNow() + offset
}

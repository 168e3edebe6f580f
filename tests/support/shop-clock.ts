import { setTimeout as delay } from 'node:timers/promises'

import type { Page } from 'puppeteer-core'

import { nextParisMidnight } from '../../src/core/domain/paris-time.ts'

/**
 * The e2e host's clock, for a run with SHOP_FIXED_CLOCK in its environment (tests/README.md, « Fixed clock »):
 * the host starts its clock at that instant (web/config/fixed-clock.ts), the pages and the test follow it.
 * Set when the file's host starts (support/e2e-shop.ts): the host reads it a moment later, so the pages run
 * ahead of the host by its start (under a second alone, a few under load), as a player's clock may.
 */
let offsetMs = 0

/** The e2e timeout of a test that may wait past Paris midnight first (clearOfParisMidnight). */
export const PAST_MIDNIGHT_TIMEOUT = 120_000

/** The host's environment for the run's clock, and the offset the pages and the test then follow. */
export function startShopClock(): Record<string, string> {
  const start = process.env.SHOP_FIXED_CLOCK
  offsetMs = start ? Date.parse(start) - Date.now() : 0
  return start ? { SHOP_FIXED_CLOCK: start } : {}
}

/** Now on the shop's clock, in ms since the epoch. */
export const shopNow = (): number => Date.now() + offsetMs

/** The page's Date runs on the shop's clock: `Date.now()` and `new Date()` move by the offset. */
export async function followShopClock(page: Page): Promise<void> {
  if (offsetMs === 0) return
  await page.evaluateOnNewDocument(`(() => {
    const offset = ${offsetMs}
    const RealDate = Date
    class ShopDate extends RealDate {
      constructor(...args) { args.length === 0 ? super(RealDate.now() + offset) : super(...args) }
      static now() { return RealDate.now() + offset }
    }
    globalThis.Date = ShopDate
  })()`)
}

/**
 * A test that needs one Paris day from start to end (today's offers stay today's) and starts within `windowMs`
 * of Paris midnight on the shop's clock waits past it, and past the page's reload 5 s later
 * (docs/daily-shop.md#refresh): a known instant of the clock, not luck.
 */
export async function clearOfParisMidnight(windowMs = 45_000): Promise<void> {
  const now = shopNow()
  const untilMidnight = nextParisMidnight(now) - now
  if (untilMidnight > windowMs) return
  // The page's own 5 s (DAILY_RESET_DELAY_MS in src/stores/daily-shop.ts, whose module wants a browser), and 1 s more.
  await delay(untilMidnight + 6_000)
}

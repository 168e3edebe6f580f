import type { HTTPRequest, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { dailyShopMessages } from '../../src/core/messages/daily-shop.ts'
import { DESKTOP, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { logInFromHome } from '../support/e2e-login.ts'

const shop = useE2eShop()

/** The page's client gives up after 15 s (src/api/client.ts); the page runs that time-out 100 times faster. */
const CLIENT_TIMEOUT_MS = 15_000
const TIME_SCALE = 100

/**
 * The client's time-out is a timer of its own (src/api/fetch-json.ts): once `hurry` is on, a 15 s timer the page
 * sets runs 100 times sooner, and the page records the delays asked for, so the test shows the client's 15 s without
 * waiting 15 s. The aborted call then fails as the browser fails it.
 */
async function hurryTimeouts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(
    (timeoutMs: number, scale: number) => {
      const asked: number[] = []
      const state = { askedTimeouts: asked, hurry: false }
      Object.assign(window, { timeouts: state })
      const setTimer = window.setTimeout.bind(window)
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
        if (state.hurry) asked.push(ms ?? 0)
        const hurried = state.hurry && ms === timeoutMs ? Math.ceil(ms / scale) : ms
        return setTimer(handler, hurried, ...args)
      }) as typeof window.setTimeout
    },
    CLIENT_TIMEOUT_MS,
    TIME_SCALE
  )
}

/** Logs a player in, then sends `answer` every daily-shop request and opens the daily shop. */
async function openDailyShopWith(answer: (request: HTTPRequest) => void): Promise<Page> {
  const { page } = await openPage(shop.browser, DESKTOP)
  await hurryTimeouts(page)
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dailyShop') answer(request)
    else void request.continue()
  })
  await logInFromHome(page, shop.host.url, 'Lucas_Martin')
  // Only the daily shop's call is hurried: the login's own calls keep their 15 s on a loaded machine.
  await page.evaluate(() => Object.assign((window as unknown as { timeouts: { hurry: boolean } }).timeouts, { hurry: true }))
  await page.click('[data-testid="nav-daily-shop"]')
  await page.waitForSelector('[data-testid="daily-message"]')
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="daily-message"]')?.textContent?.includes(text),
    {},
    dailyShopMessages.loadError
  )
  return page
}

const PLAYER_TEXT = /TIMEOUT_ERROR|PARSING_ERROR|dailyShop|Réponse illisible|n'a pas répondu|Unexpected|JSON/

describe('a request that fails (docs/errors.md#request-failures)', () => {
  it('a daily shop that never answers ends in French after the client time-out (TIMEOUT_ERROR)', async () => {
    const stalled: HTTPRequest[] = []
    const page = await openDailyShopWith((request) => stalled.push(request))
    expect(stalled.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { timeouts: { askedTimeouts: number[] } }).timeouts.askedTimeouts)).toContain(
      CLIENT_TIMEOUT_MS
    )
    const message = await textOf(page, '[data-testid="daily-message"]')
    expect(message).toBe(dailyShopMessages.loadError)
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(PLAYER_TEXT)
    await screenshot(page, 'request-failure-timeout')
    await page.close()
  })

  it('a daily shop that answers something other than its JSON reads the same French sentence (PARSING_ERROR)', async () => {
    for (const [contentType, body] of [
      ['text/html', '<html><body>502 Bad Gateway</body></html>'],
      ['application/json', '{"offers": "not a list"}']
    ]) {
      const page = await openDailyShopWith((request) => void request.respond({ status: 200, contentType, body }))
      expect(await textOf(page, '[data-testid="daily-message"]')).toBe(dailyShopMessages.loadError)
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(PLAYER_TEXT)
      await page.close()
    }
  })
})

import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { openPage } from './browser.ts'
import { logInFromHome } from './e2e-login.ts'
import { useE2eShop } from './e2e-shop.ts'
import { PLAYER_PAGES, presentationPaths, VISITOR_PAGES } from './shop-pages.ts'
import type { WebHost } from './web-host.ts'

/**
 * No page or overlay scrolls sideways, from 320 to 1280 px (tests/e2e/layout-overflow*.test.ts: a visitor's walk and
 * a logged-in player's, each in two files that run side by side): one load per page, then `setViewport` only.
 */

/** 320 to 1280 px in 20 px steps. */
const WIDTHS = Array.from({ length: (1280 - 320) / 20 + 1 }, (_, step) => 320 + step * 20)
const HEIGHT = 900
/** Below 619 px the header's menu button opens the drawer (docs/layout.md#routes: a width above 618 px is desktop). */
const PHONE_WIDTHS = WIDTHS.filter((width) => width <= 618)

/**
 * What is wrong at the current width, in one evaluate: the page or an open overlay (dialog, drawer, popup) scrolls
 * sideways, the navigation bar hides links in its own scroll, a card's button label breaks in two, a select is too
 * narrow for its options, or the header takes more than one row. Names the element that sticks out, to find it quickly.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(done))
    const problems: string[] = []
    const width = window.innerWidth
    const nameOf = (element: Element | undefined) =>
      element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '?'
    const root = document.documentElement
    if (root.scrollWidth > width) {
      const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
        (element) => element.getBoundingClientRect().right > width + 0.5 && element.children.length === 0
      )
      problems.push(`page ${root.scrollWidth} px wide (${nameOf(culprit)})`)
    }
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
      for (const box of [dialog, dialog.parentElement ?? dialog]) {
        if (box.scrollWidth > box.clientWidth + 1) problems.push(`overlay ${nameOf(box)} ${box.scrollWidth - box.clientWidth} px too wide`)
        if (box.getBoundingClientRect().right > width + 0.5) problems.push(`overlay ${nameOf(box)} past the right edge`)
      }
    }
    const navbar = document.querySelector<HTMLElement>('.header .navbar')
    if (navbar && navbar.offsetParent && navbar.scrollWidth > navbar.clientWidth + 1) problems.push('navigation bar cut')
    for (const button of document.querySelectorAll<HTMLElement>('.product-card__actions .button')) {
      const range = document.createRange()
      range.selectNodeContents(button)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) problems.push(`'${button.textContent}' on ${lines.size} lines`)
    }
    // A select narrower than its longest option cuts the chosen one ('USD' read 'US'): its width as drawn, against a copy's own.
    for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (!select.offsetParent) continue
      const copy = select.cloneNode(true) as HTMLSelectElement
      copy.style.cssText = 'width: auto; min-width: 0; max-width: none; position: absolute; visibility: hidden'
      select.after(copy)
      const needed = copy.getBoundingClientRect().width
      copy.remove()
      if (select.getBoundingClientRect().width + 0.5 < needed)
        problems.push(`${nameOf(select.parentElement ?? select)}'s select narrower than its options`)
    }
    const bar = document.querySelector<HTMLElement>('.header__bar')
    if (bar && bar.offsetHeight > 72) problems.push(`header bar ${bar.offsetHeight} px high (two rows)`)
    return [...new Set(problems)]
  })
}

/** Every width through the viewport alone (no reload), checked after the next frame. */
async function walkWidths(page: Page, where: string, widths: readonly number[]): Promise<string[]> {
  const found: string[] = []
  for (const width of widths) {
    await page.setViewport({ width, height: HEIGHT })
    for (const problem of await layoutProblems(page)) found.push(`${where} at ${width} px: ${problem}`)
  }
  return found
}

/** One walk: a page loaded (or an overlay opened), then every width; what it found. */
type Walk = (page: Page, host: WebHost) => Promise<string[]>

/** One load of `path`, then every width. */
const pageWalk =
  (path: string): Walk =>
  async (page, host) => {
    await page.setViewport({ width: 1280, height: HEIGHT })
    await page.goto(`${host.url}${path}`, { waitUntil: 'networkidle0' })
    return walkWidths(page, path, WIDTHS)
  }

/** An overlay opened from the home page by `opener` at `openAt` px, then walked through `widths`. */
const overlayWalk =
  (opener: string, shown: string, openAt: number, widths: readonly number[]): Walk =>
  async (page, host) => {
    await page.setViewport({ width: openAt, height: HEIGHT })
    await page.goto(`${host.url}/`, { waitUntil: 'networkidle0' })
    await page.click(opener)
    await page.waitForSelector(shown, { visible: true })
    return walkWidths(page, `${opener} → ${shown}`, widths)
  }

/** What a visitor can reach: every visitor page, two presentations, the login panel and the phone menu. */
async function visitorWalks(host: WebHost): Promise<Walk[]> {
  const paths = [...VISITOR_PAGES, ...(await presentationPaths(host.url)).slice(0, 2)]
  return [
    ...paths.map(pageWalk),
    overlayWalk('[data-testid="login-button"]', '[data-testid="login-form"]', 1280, WIDTHS),
    overlayWalk('[data-testid="mobile-nav-open"]', '[data-testid="mobile-nav-close"]', 390, PHONE_WIDTHS)
  ]
}

/** What a logged-in player can reach: every player page, the other presentations, the basket and the phone menu. */
async function playerWalks(host: WebHost): Promise<Walk[]> {
  const paths = [...PLAYER_PAGES, ...(await presentationPaths(host.url)).slice(2)]
  return [
    ...paths.map(pageWalk),
    overlayWalk('[data-testid="basket-button"]', '[role="dialog"]', 1280, WIDTHS),
    overlayWalk('[data-testid="mobile-nav-open"]', '[data-testid="mobile-nav-user"]', 390, PHONE_WIDTHS)
  ]
}

/**
 * The file's share of the walks, as a visitor or as a logged-in player, on a host of its own: part `part` of `parts`
 * (every `parts`-th walk), so that the files of one walk run side by side and each stays short.
 */
export function describeLayoutWalk(who: 'a visitor' | 'a logged-in player', part: number, parts: number): void {
  const shop = useE2eShop()
  describe('no page or overlay scrolls sideways, from 320 to 1280 px', () => {
    it(`as ${who} (part ${part} of ${parts})`, { timeout: 240_000 }, async () => {
      const { page, errors } = await openPage(shop.browser, { width: 1280, height: HEIGHT })
      if (who === 'a logged-in player') await logInFromHome(page, shop.host.url, 'Lucas_Martin')
      const walks = await (who === 'a visitor' ? visitorWalks : playerWalks)(shop.host)
      const found: string[] = []
      for (const walk of walks.filter((_, index) => index % parts === part - 1)) found.push(...(await walk(page, shop.host)))
      expect(found).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    })
  })
}

import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { openPage } from '../support/browser.ts'
import { logInFromHome } from '../support/e2e-login.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { PLAYER_PAGES, presentationPaths, VISITOR_PAGES } from '../support/shop-pages.ts'

const shop = useE2eShop()

/** 320 to 1280 px in 20 px steps. */
const WIDTHS = Array.from({ length: (1280 - 320) / 20 + 1 }, (_, step) => 320 + step * 20)
const HEIGHT = 900
/** Below 619 px the header's menu button opens the drawer (docs/layout.md#routes: a width above 618 px is desktop). */
const PHONE_WIDTHS = WIDTHS.filter((width) => width <= 618)

/**
 * What is wrong at the current width, in one evaluate: the page or an open overlay (dialog, drawer, popup) scrolls
 * sideways, the navigation bar hides links in its own scroll, a card's button label breaks in two, or the header
 * takes more than one row. Names the element that sticks out, to find it quickly.
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

/** One load per page, then every width. */
async function walkPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    await page.setViewport({ width: 1280, height: HEIGHT })
    await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
    found.push(...(await walkWidths(page, path, WIDTHS)))
  }
  return found
}

/** An overlay opened from the home page by `opener` at `openAt` px, then walked through `widths`. */
async function walkOverlay(page: Page, opener: string, shown: string, openAt: number, widths: readonly number[]): Promise<string[]> {
  await page.setViewport({ width: openAt, height: HEIGHT })
  await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
  await page.click(opener)
  await page.waitForSelector(shown, { visible: true })
  return walkWidths(page, `${opener} → ${shown}`, widths)
}

async function visitorWalk(page: Page): Promise<string[]> {
  const paths = [...VISITOR_PAGES, ...(await presentationPaths(shop.host.url)).slice(0, 2)]
  return [
    ...(await walkPages(page, paths)),
    ...(await walkOverlay(page, '[data-testid="login-button"]', '[data-testid="login-form"]', 1280, WIDTHS)),
    ...(await walkOverlay(page, '[data-testid="mobile-nav-open"]', '[data-testid="mobile-nav-close"]', 390, PHONE_WIDTHS))
  ]
}

async function playerWalk(page: Page): Promise<string[]> {
  await logInFromHome(page, shop.host.url, 'Lucas_Martin')
  const paths = [...PLAYER_PAGES, ...(await presentationPaths(shop.host.url)).slice(2)]
  return [
    ...(await walkPages(page, paths)),
    ...(await walkOverlay(page, '[data-testid="basket-button"]', '[role="dialog"]', 1280, WIDTHS)),
    ...(await walkOverlay(page, '[data-testid="mobile-nav-open"]', '[data-testid="mobile-nav-user"]', 390, PHONE_WIDTHS))
  ]
}

describe('no page or overlay scrolls sideways, from 320 to 1280 px', () => {
  // A visitor and a logged-in player walk side by side (two pages of one browser): one load per page, 49 widths each.
  it('as a visitor and as a logged-in player', { timeout: 240_000 }, async () => {
    const visitor = await openPage(shop.browser, { width: 1280, height: HEIGHT })
    const player = await openPage(shop.browser, { width: 1280, height: HEIGHT })
    const [visitorProblems, playerProblems] = await Promise.all([visitorWalk(visitor.page), playerWalk(player.page)])
    expect(visitorProblems).toEqual([])
    expect(playerProblems).toEqual([])
    expect([...visitor.errors, ...player.errors]).toEqual([])
    await visitor.page.close()
    await player.page.close()
  })
})

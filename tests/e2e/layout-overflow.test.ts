import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { openPage } from '../support/browser.ts'
import { logInFromHome } from '../support/e2e-login.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { PLAYER_PAGES, presentationPaths, VISITOR_PAGES } from '../support/shop-pages.ts'

const shop = useE2eShop()

/** 320 to 1440 px in 20 px steps. */
const WIDTHS = Array.from({ length: (1440 - 320) / 20 + 1 }, (_, step) => 320 + step * 20)
const HEIGHT = 900

/**
 * What is wrong at the current width: the page scrolls sideways, the navigation bar hides links in its own
 * scroll, a card's button label breaks in two, or the header takes more than one row. Names the element
 * that sticks out, to find it quickly.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(done))
    const problems: string[] = []
    const width = window.innerWidth
    const root = document.documentElement
    if (root.scrollWidth > width) {
      const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
        (element) => element.getBoundingClientRect().right > width + 0.5 && element.children.length === 0
      )
      const name = culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')}` : '?'
      problems.push(`page ${root.scrollWidth} px wide (${name})`)
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
    return problems
  })
}

/** One load per page, then every width through the viewport alone (no reload), checked after the next frame. */
async function walkWidths(page: Page, shopUrl: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    await page.setViewport({ width: 1280, height: HEIGHT })
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'networkidle0' })
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: HEIGHT })
      for (const problem of await layoutProblems(page)) found.push(`${path} at ${width} px: ${problem}`)
    }
  }
  return found
}

describe('no page scrolls sideways, from 320 to 1440 px', () => {
  // About 60 s each on a busy 2-core machine: one load per page, 57 widths per page.
  it('as a visitor', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(shop.browser, { width: 1280, height: HEIGHT })
    const paths = [...VISITOR_PAGES, ...(await presentationPaths(shop.host.url)).slice(0, 2)]
    expect(await walkWidths(page, shop.host.url, paths)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('as a logged-in player', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(shop.browser, { width: 1280, height: HEIGHT })
    await logInFromHome(page, shop.host.url, 'Lucas_Martin')
    const paths = [...PLAYER_PAGES, ...(await presentationPaths(shop.host.url)).slice(2)]
    expect(await walkWidths(page, shop.host.url, paths)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

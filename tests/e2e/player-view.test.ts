import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { MOBILE, openPage, screenshot } from '../support/browser.ts'
import { fillLoginForm, logInFromHome, submitLogin } from '../support/e2e-login.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { englishIn } from '../support/english-words.ts'
import { nextFrame, PLAYER_PAGES, presentationPaths, VISITOR_PAGES } from '../support/shop-pages.ts'

const SOCIALS = {
  SOCIAL_TWITTER: 'https://x.com/boutique',
  SOCIAL_DISCORD: 'https://discord.gg/boutique',
  SOCIAL_TWITCH: 'https://twitch.tv/boutique'
}
const shop = useE2eShop({ env: SOCIALS })

/** Discord's refusal as it comes back (it used to be shown as 'access_denied' and its English description). */
const DISCORD_DENIED =
  '/discordAuth?error=access_denied&error_description=The+resource+owner+or+authorization+server+denied+the+request&state=x'

/** The widths people look at, switched without reloading the page. */
const LOOKS = [
  ['1280', { width: 1280, height: 900 }],
  ['760', { width: 760, height: 900 }],
  ['390', { width: 390, height: 844 }]
] as const

/** Everything a player can read: the tab's title, the rendered text, and the visible labels, titles, placeholders and alt texts. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility()) continue
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

interface Findings {
  english: string[]
  titles: Map<string, string>
}

/** Reads the screen at each width (some text only shows on phones), and photographs it there. */
async function look(page: Page, findings: Findings, where: string, state: string): Promise<void> {
  for (const [name, viewport] of LOOKS) {
    await page.setViewport(viewport)
    await nextFrame(page)
    const found = englishIn((await visibleTexts(page)).join('\n'))
    if (found.length > 0) findings.english.push(`${where} at ${name} px: ${found.join(', ')}`)
    await screenshot(page, `look-${state}-${where.replace(/[^\w-]+/g, '_').slice(0, 40)}-${name}`, { fullPage: false })
  }
  await page.setViewport(LOOKS[0][1])
  await nextFrame(page)
}

async function walkPages(page: Page, paths: readonly string[], findings: Findings, state: string): Promise<void> {
  for (const path of paths) {
    await page.goto(`${shop.host.url}${path}`, { waitUntil: 'networkidle0' })
    if (path.split('/').length === 3) await page.waitForSelector('[data-testid="presentation-description"]')
    findings.titles.set(path, await page.title())
    await look(page, findings, path, state)
  }
}

/** Opens an overlay with `open`, looks at it, and closes it with Escape. */
async function lookAtOverlay(page: Page, findings: Findings, state: string, name: string, open: () => Promise<void>, selector: string) {
  await open()
  await page.waitForSelector(selector)
  await look(page, findings, `overlay-${name}`, state)
  await page.keyboard.press('Escape')
  await page.waitForFunction((gone) => !document.querySelector(gone), {}, selector)
}

// The visitor and the player read side by side, each in a browser context of its own.
describe.concurrent('what players read is French, at 1280, 760 and 390 px', () => {
  it('as a visitor: every page and overlay, and no error in the console', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(shop.browser, LOOKS[0][1])
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()} (${page.url()})`)
    })
    page.on('response', (response) => {
      const notFoundPage = response.url().endsWith('/cette-page-nexiste-pas')
      if (response.status() >= 400 && !notFoundPage) failures.push(`${response.status()} ${response.url()}`)
    })
    const findings: Findings = { english: [], titles: new Map() }
    await walkPages(page, [...VISITOR_PAGES, ...(await presentationPaths(shop.host.url)), DISCORD_DENIED], findings, 'visitor')
    await page.goto(`${shop.host.url}/armes`, { waitUntil: 'networkidle0' })
    await lookAtOverlay(page, findings, 'visitor', 'login', () => page.click('[data-testid="login-button"]'), '[data-testid="login-panel"]')
    await page.click('[data-testid="login-button"]')
    await page.waitForSelector('[data-testid="login-guide-open"]')
    await lookAtOverlay(
      page,
      findings,
      'visitor',
      'guide',
      () => page.click('[data-testid="login-guide-open"]'),
      '[data-testid="login-guide"]'
    )
    await page.keyboard.press('Escape')
    await page.setViewport({ width: 390, height: 844 })
    await lookAtOverlay(
      page,
      findings,
      'visitor',
      'menu',
      () => page.click('[data-testid="mobile-nav-open"]'),
      '[data-testid="mobile-nav"]'
    )

    expect(findings.english).toEqual([])
    // The anonymous visitor is no error: no 401 from whoAmI on every page, no console error.
    expect(failures.filter((failure) => !failure.includes('/cette-page-nexiste-pas'))).toEqual([])
    // Every page titles its tab.
    expect(Object.fromEntries(findings.titles)).toMatchObject({
      '/': 'Boutique',
      '/abonnements': 'Abonnements — Boutique',
      '/tokens': 'Unions — Boutique',
      '/vehicules': 'Vehicules — Boutique',
      '/armes': 'Armes — Boutique',
      '/mentions-legales': 'Mentions légales — Boutique',
      '/confidentialite': 'Confidentialité — Boutique',
      '/contact': 'Contact — Boutique',
      '/cette-page-nexiste-pas': 'Page introuvable — Boutique'
    })
    const vehicle = [...findings.titles].find(([path]) => path.startsWith('/vehicule/'))
    expect(vehicle?.[1]).toMatch(/^.+ — Vehicules — Boutique$/)
    expect(errors).toEqual([])
    await page.close()
  })

  it('as a logged-in player: every page and overlay', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(shop.browser, LOOKS[0][1])
    await logInFromHome(page, shop.host.url, 'Lucas_Martin')
    const findings: Findings = { english: [], titles: new Map() }
    await walkPages(page, [...PLAYER_PAGES, ...(await presentationPaths(shop.host.url)).slice(0, 2), DISCORD_DENIED], findings, 'player')
    expect(findings.titles.get('/daily-shop')).toBe('Boutique journalière — Boutique')

    await page.goto(`${shop.host.url}/armes`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="add-to-basket"]')
    await page.waitForSelector('[data-testid="basket-count"]')
    await lookAtOverlay(
      page,
      findings,
      'player',
      'purchase',
      () => page.click('[data-testid="basket-button"]'),
      '[data-testid="purchase-dialog"]'
    )
    const menu = () => page.click('[data-testid="user-menu-button"]')
    await lookAtOverlay(page, findings, 'player', 'user-menu', menu, '[data-testid="user-menu"]')
    await menu()
    await lookAtOverlay(
      page,
      findings,
      'player',
      'characters',
      () => page.click('[data-testid="characters-button"]'),
      '[data-testid="character-dialog"]'
    )
    await menu()
    await lookAtOverlay(
      page,
      findings,
      'player',
      'history',
      () => page.click('[data-testid="history-button"]'),
      '[data-testid="history-popup"]'
    )
    await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="gift-button"]:not([disabled])')
    await lookAtOverlay(page, findings, 'player', 'gift', () => page.click('[data-testid="gift-button"]'), '[data-testid="gift-popup"]')
    await page.setViewport({ width: 390, height: 844 })
    await lookAtOverlay(page, findings, 'player', 'menu', () => page.click('[data-testid="mobile-nav-open"]'), '[data-testid="mobile-nav"]')

    expect(findings.english).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the footer', () => {
  it('shows the social links as icons named after their network', async () => {
    const { page } = await openPage(shop.browser, LOOKS[0][1])
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    const links = await page.$$eval('[data-testid^="social-"]', (anchors) =>
      anchors.map((anchor) => ({
        name: anchor.getAttribute('aria-label'),
        text: anchor.textContent,
        icon: Boolean(anchor.querySelector('svg'))
      }))
    )
    expect(links).toEqual([
      { name: 'Twitter', text: '', icon: true },
      { name: 'Discord', text: '', icon: true },
      { name: 'Twitch', text: '', icon: true }
    ])
    await page.close()
  })
})

const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)

describe('the keyboard and the focus', () => {
  it('the user menu closes on Escape; closing the character dialog gives the focus back to the menu button (1280 px)', async () => {
    const { page } = await openPage(shop.browser, LOOKS[0][1])
    await logInFromHome(page, shop.host.url, 'Lucas_Martin')
    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="user-menu"]')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="user-menu"]'))
    expect(await activeTestId(page)).toBe('user-menu-button')

    await page.click('[data-testid="user-menu-button"]')
    await page.click('[data-testid="characters-button"]')
    await page.waitForSelector('[data-testid="character-dialog"]')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="character-dialog"]'))
    expect(await activeTestId(page)).toBe('user-menu-button')
    await page.close()
  })

  it('closing a product keeps the listing where it was and the focus on the card that opened it (1280 px)', async () => {
    const { page } = await openPage(shop.browser, LOOKS[0][1])
    await page.goto(`${shop.host.url}/objets`, { waitUntil: 'networkidle0' })
    const cards = await page.$$('[data-testid="product-card-link"]')
    const last = cards[cards.length - 1]
    if (!last) throw new Error('no product card')
    await last.scrollIntoView()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(200)
    await last.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-testid="item-presentation"] [data-testid="presentation-description"]')
    await page.click('[data-testid="presentation-close"]')
    await page.waitForFunction(() => !document.querySelector('[data-testid="item-presentation"]') && location.pathname === '/objets')
    await nextFrame(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    expect(await activeTestId(page)).toBe('product-card-link')
    await page.close()
  })

  it('the phone menu gives way to the login panel and to the character dialog, on top and focused (390 px)', async () => {
    const { page } = await openPage(shop.browser, MOBILE)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="mobile-nav-open"]')
    await page.click('[data-testid="mobile-nav-login"]')
    await page.waitForSelector('[data-testid="login-panel"]')
    expect(await page.$('[data-testid="mobile-nav"]')).toBeNull()
    await fillLoginForm(page, 'Emma_Roux')
    await submitLogin(page, '[data-testid="user-menu-button"]')
    expect(await page.$('[data-testid="mobile-nav"]')).toBeNull()

    await page.click('[data-testid="mobile-nav-open"]')
    await page.click('[data-testid="mobile-nav-characters"]')
    await page.waitForSelector('[data-testid="character-dialog"]')
    expect(await page.$('[data-testid="mobile-nav"]')).toBeNull()
    // The dialog is what a tap in its middle reaches, and it holds the focus.
    const onTop = await page.$eval('[data-testid="character-dialog"]', (dialog) => {
      const box = dialog.getBoundingClientRect()
      return dialog.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
    })
    expect(onTop).toBe(true)
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="character-dialog"]')))).toBe(true)
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-testid="character-dialog"]'))
    expect(await activeTestId(page)).toBe('mobile-nav-open')
    await page.close()
  })
})

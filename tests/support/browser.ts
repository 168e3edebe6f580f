import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'

import puppeteer, { type Browser, type Page } from 'puppeteer-core'

import { giveBackAll, takeTab } from './page-pool.ts'
import { followShopClock } from './shop-clock.ts'
import { REPO_ROOT } from './web-host.ts'

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE]
] as const

const SCREENSHOTS = join(REPO_ROOT, 'tests/e2e/screenshots')

/** Debian's Chromium, never a downloaded one; `extraArgs` for a test that needs more switches. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...extraArgs
    ]
  })
}

let workerBrowser: Promise<Browser> | undefined

/**
 * One Chromium for all the files a test worker runs that need no switches of their own (the e2e projects keep a
 * worker's modules from file to file: vitest.config.ts), instead of one started and stopped per file. Each test
 * still gets a new visitor's tab (openPage); `closeBrowserContexts` ends a file's.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.once('disconnected', () => (workerBrowser = undefined))
    return browser
  })
  return workerBrowser
}

/**
 * Ends a file's pages: the tabs its tests still hold are cleaned for the next file (support/page-pool.ts), so that
 * no page left open goes on running its timers in the next file.
 */
export async function closeBrowserContexts(browser: Browser): Promise<void> {
  await giveBackAll(browser)
  const pages = await browser.defaultBrowserContext().pages()
  await Promise.all(pages.map((page) => page.close().catch(() => undefined)))
}

/** A new visitor's tab (no cookie, no storage: support/page-pool.ts), collecting the bundle's uncaught errors. */
export async function openPage(
  browser: Browser,
  viewport: typeof DESKTOP | typeof MOBILE | { width: number; height: number }
): Promise<{ page: Page; errors: string[] }> {
  const page = await takeTab(browser)
  await page.setViewport(viewport)
  await followShopClock(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
  return { page, errors }
}

/** Screenshots are for people to look at; CI (`CI=true`) has no one looking and skips that work, unless `SCREENSHOTS=1`. */
const TAKE_SCREENSHOTS = process.env.CI !== 'true' || process.env.SCREENSHOTS === '1'

/** The whole page by default; `fullPage: false` for overlays, which cover the viewport only. */
/** The e2e files of the React build put theirs in screenshots/react/ (support/shop-build.ts sets it per file). */
let screenshotFolder = SCREENSHOTS

export function screenshotsUnder(subfolder: string): void {
  screenshotFolder = join(SCREENSHOTS, subfolder)
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKE_SCREENSHOTS) return
  await mkdir(screenshotFolder, { recursive: true })
  await page.screenshot({ path: join(screenshotFolder, `${name}.png`), fullPage: options.fullPage ?? true })
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => element.textContent ?? '')
}

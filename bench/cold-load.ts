import type { Browser, Page } from 'puppeteer-core'

import { MOBILE } from '../tests/support/browser.ts'

export interface LoadSample {
  domContentLoaded: number
  firstContentfulPaint: number
  largestContentfulPaint: number
  firstProduct: number
  jsHeapUsed: number
}

/**
 * Runs in every page before its scripts: LCP entries and the frame where the first product shows. By class, which
 * both builds and the reference give it: a listing's card (the host's first screen draws cards without test ids,
 * docs/first-screen.md#the-listing-drawn-by-the-host), or on the home page our best sellers' slide, where the
 * reference shows its best sellers as cards.
 */
const OBSERVE = `
  window.__bench = {}
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    window.__bench.lcp = entries[entries.length - 1].startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const check = () => {
    const card = document.querySelector('.product-card, .best-sellers__slide')
    if (card && card.getBoundingClientRect().height > 0) window.__bench.productAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
`

/** One cold load of the page at `url` on a phone's screen at that CPU slow-down, until its first product shows and the network settles. */
export async function coldLoad(browser: Browser, url: string, rate: number, fail: (failure: string) => void): Promise<LoadSample> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport(MOBILE)
    await page.setCacheEnabled(false)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await cdp.send('Performance.enable')
    await page.evaluateOnNewDocument(OBSERVE)
    watchForErrors(page, fail)
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForFunction(() => (window as unknown as { __bench: { productAt?: number } }).__bench.productAt !== undefined, {
      timeout: 120_000,
      polling: 50
    })
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 })
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const bench = (window as unknown as { __bench: { lcp?: number; productAt: number } }).__bench
      return {
        domContentLoaded: navigation.domContentLoadedEventEnd,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        largestContentfulPaint: bench.lcp ?? Number.NaN,
        firstProduct: bench.productAt
      }
    })
    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const jsHeapUsed = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN
    return { ...timings, jsHeapUsed }
  } finally {
    await context.close()
  }
}

/** A visitor's session check: the one non-2xx answer a page load expects (the player is not logged in). */
const EXPECTED = [{ status: 401, path: '/api/whoAmI' }]

function watchForErrors(page: Page, fail: (failure: string) => void): void {
  page.on('pageerror', (error) => fail(`page error: ${error instanceof Error ? error.message : String(error)}`))
  page.on('requestfailed', (request) => fail(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`))
  page.on('response', (response) => {
    const status = response.status()
    const path = new URL(response.url()).pathname
    if (status >= 400 && !EXPECTED.some((expected) => expected.status === status && expected.path === path)) {
      fail(`HTTP ${status} for ${response.url()}`)
    }
  })
}

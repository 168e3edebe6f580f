import type { Browser, Page } from 'puppeteer-core'

import { launchBrowser, MOBILE } from '../tests/support/browser.ts'
import { startWebHost, type WebHost } from '../tests/support/web-host.ts'
import type { BenchOptions } from './options.ts'
import { startReferenceServer, type ReferenceServer } from './reference-server.ts'
import { table, type Section } from './report.ts'
import { median, mib, ms, ratio } from './stats.ts'

/** The listing route whose product grid the loads wait for. */
export const LISTING_PATH = '/objets'
const CPU_RATES = [1, 4] as const

interface LoadSample {
  domContentLoaded: number
  firstContentfulPaint: number
  largestContentfulPaint: number
  gridVisible: number
  jsHeapUsed: number
}

interface Target {
  name: string
  url: string
}

/**
 * Runs in every page before its scripts: LCP entries and the frame where the first product card shows. By its
 * class, which both builds and the reference give it: the host's first screen draws cards without test ids
 * (docs/first-screen.md#the-listing-drawn-by-the-host).
 */
const OBSERVE = `
  window.__bench = {}
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    window.__bench.lcp = entries[entries.length - 1].startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const check = () => {
    const card = document.querySelector('.product-card')
    if (card && card.getBoundingClientRect().height > 0) window.__bench.gridAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
`

export async function pageLoadSection(options: BenchOptions): Promise<Section> {
  const started: { hosts: WebHost[]; reference?: ReferenceServer; browser?: Browser } = { hosts: [] }
  try {
    const ours = await startWebHost()
    started.hosts.push(ours)
    const react = await startWebHost({ env: { STATIC_DIR: 'dist/web-react' } })
    started.hosts.push(react)
    const shopVer = Buffer.from(await (await fetch(`${ours.url}/api/shopVer`)).arrayBuffer())
    started.reference = await startReferenceServer(shopVer)
    started.browser = await launchBrowser()
    const targets: Target[] = [
      { name: 'ours (preact/compat)', url: ours.url },
      { name: 'ours `--react`', url: react.url },
      { name: 'reference (conventional stack)', url: started.reference.url }
    ]
    return await measureAll(started.browser, targets, options.pageLoads)
  } finally {
    await started.browser?.close()
    await started.reference?.stop()
    await Promise.all(started.hosts.map((host) => host.stop()))
  }
}

async function measureAll(browser: Browser, targets: Target[], loads: number): Promise<Section> {
  const failures: string[] = []
  const samples = await sampleLoads(browser, targets, loads, failures)
  const rows = medianRows(samples, targets)
  const atCpu4 = (pick: (sample: LoadSample) => number) => (name: string) => median((samples.get(`${name}|4`) ?? []).map(pick))
  const fcp = atCpu4((sample) => sample.firstContentfulPaint)
  const grid = atCpu4((sample) => sample.gridVisible)
  const lcp = atCpu4((sample) => sample.largestContentfulPaint)
  const ratioTarget = (what: string, of: (name: string) => number, limit: number) => {
    const [ours, reference] = [of(targets[0]?.name ?? ''), of(targets[2]?.name ?? '')]
    return { what, met: ours <= reference * limit, figures: `${ms(ours)} vs ${ms(reference)} (median): ${ratio(ours / reference)}` }
  }
  return {
    markdown: [
      `## 2. Page load: \`${LISTING_PATH}\` in headless Chromium, ${loads} cold loads each, medians`,
      '',
      `Each load: a fresh browser context, cache disabled, viewport ${MOBILE.width}×${MOBILE.height} at ${MOBILE.deviceScaleFactor}× (a phone), no network`,
      'throttling (loopback), CPU slowed by `Emulation.setCPUThrottlingRate`. Grid visible: the first frame where a',
      '`[data-testid="product-card"]` has a size. JS heap: `JSHeapUsedSize` after the page settled and a forced GC.',
      'Ours and `--react` are served by the web host (PGlite); the reference by a static server with the same shop data,',
      'images, precompressed files and cache headers. Any page error, failed request or non-2xx answer fails the bench,',
      'but the 401 of `GET /api/whoAmI` that tells our shop the visitor is not logged in.',
      '',
      table(['CPU', 'build', 'loads', 'DOMContentLoaded', 'FCP', 'LCP', 'grid visible', 'JS heap'], rows)
    ].join('\n'),
    failures,
    targets: [
      ratioTarget('FCP at CPU ×4 at most 0.6× the reference’s (issue 18; issue 8 asked below it)', fcp, 0.6),
      ratioTarget(`Grid visible on \`${LISTING_PATH}\` at CPU ×4 at most 0.6× the reference’s (issue 31)`, grid, 0.6),
      ratioTarget(`LCP on \`${LISTING_PATH}\` at CPU ×4 at most 0.7× the reference’s (issue 31)`, lcp, 0.7)
    ]
  }
}

/** `loads` cold loads per build and CPU rate, keyed `name|rate`. Interleaved, so a busy moment of the machine falls on every build alike. */
async function sampleLoads(browser: Browser, targets: Target[], loads: number, failures: string[]): Promise<Map<string, LoadSample[]>> {
  const samples = new Map<string, LoadSample[]>()
  for (let round = 0; round < loads; round++) {
    for (const rate of CPU_RATES) {
      for (const target of targets) {
        const key = `${target.name}|${rate}`
        const sample = await coldLoad(browser, `${target.url}${LISTING_PATH}`, rate, (failure) =>
          failures.push(`${target.name} ×${rate}: ${failure}`)
        )
        samples.set(key, [...(samples.get(key) ?? []), sample])
      }
    }
  }
  return samples
}

/** One row per CPU rate and build: the medians of its loads. */
function medianRows(samples: Map<string, LoadSample[]>, targets: Target[]): (string | number)[][] {
  return CPU_RATES.flatMap((rate) =>
    targets.map((target) => {
      const runs = samples.get(`${target.name}|${rate}`) ?? []
      const of = (pick: (sample: LoadSample) => number) => median(runs.map(pick))
      return [
        `×${rate}`,
        target.name,
        runs.length,
        ms(of((sample) => sample.domContentLoaded)),
        ms(of((sample) => sample.firstContentfulPaint)),
        ms(of((sample) => sample.largestContentfulPaint)),
        ms(of((sample) => sample.gridVisible)),
        mib(of((sample) => sample.jsHeapUsed))
      ]
    })
  )
}

async function coldLoad(browser: Browser, url: string, rate: number, fail: (failure: string) => void): Promise<LoadSample> {
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
    await page.waitForFunction(() => (window as unknown as { __bench: { gridAt?: number } }).__bench.gridAt !== undefined, {
      timeout: 120_000,
      polling: 50
    })
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 120_000 })
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const bench = (window as unknown as { __bench: { lcp?: number; gridAt: number } }).__bench
      return {
        domContentLoaded: navigation.domContentLoadedEventEnd,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        largestContentfulPaint: bench.lcp ?? Number.NaN,
        gridVisible: bench.gridAt
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

import type { Browser } from 'puppeteer-core'

import { launchBrowser, MOBILE } from '../tests/support/browser.ts'
import { startWebHost, type WebHost } from '../tests/support/web-host.ts'
import { coldLoad, type LoadSample } from './cold-load.ts'
import type { BenchOptions } from './options.ts'
import { startReferenceServer, type ReferenceServer } from './reference-server.ts'
import { table, type Section } from './report.ts'
import { median, mib, ms, ratio } from './stats.ts'

/** The pages loaded, each until its first product shows: a listing's grid, and the home page's best sellers. */
const PAGES = ['/objets', '/'] as const
type PagePath = (typeof PAGES)[number]
/** FCP's target stays on the listing, where issue 18 measured it. */
const LISTING_PATH: PagePath = '/objets'
const CPU_RATES = [1, 4] as const

interface Target {
  name: string
  url: string
}

export async function pageLoadSection(options: BenchOptions): Promise<Section> {
  const started: { hosts: WebHost[]; reference?: ReferenceServer; browser?: Browser } = { hosts: [] }
  try {
    const ours = await startWebHost({ nodeArgs: [] })
    started.hosts.push(ours)
    const react = await startWebHost({ env: { STATIC_DIR: 'dist/web-react' }, nodeArgs: [] })
    started.hosts.push(react)
    const shopVer = Buffer.from(await (await fetch(`${ours.url}/api/shopVer`)).arrayBuffer())
    started.reference = await startReferenceServer(shopVer)
    started.browser = await launchBrowser()
    const targets: Target[] = [
      { name: 'ours (Preact)', url: ours.url },
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
  const rows = PAGES.flatMap((path) => medianRows(samples, targets, path))
  const atCpu4 = (path: PagePath, pick: (sample: LoadSample) => number) => (name: string) =>
    median((samples.get(`${path}|${name}|4`) ?? []).map(pick))
  const ratioTarget = (what: string, of: (name: string) => number, limit: number) => {
    const [ours, reference] = [of(targets[0]?.name ?? ''), of(targets[2]?.name ?? '')]
    return { what, met: ours <= reference * limit, figures: `${ms(ours)} vs ${ms(reference)} (median): ${ratio(ours / reference)}` }
  }
  const pageTargets = (path: PagePath) => [
    ratioTarget(
      `First product visible on \`${path}\` at CPU ×4 at most 0.6× the reference’s (issue 31)`,
      atCpu4(path, (sample) => sample.firstProduct),
      0.6
    ),
    ratioTarget(
      `LCP on \`${path}\` at CPU ×4 at most 0.7× the reference’s (issue 31)`,
      atCpu4(path, (sample) => sample.largestContentfulPaint),
      0.7
    )
  ]
  return {
    markdown: pageLoadMarkdown(loads, rows),
    failures,
    targets: [
      ratioTarget(
        `FCP on \`${LISTING_PATH}\` at CPU ×4 at most 0.6× the reference’s (issue 18; issue 8 asked below it)`,
        atCpu4(LISTING_PATH, (sample) => sample.firstContentfulPaint),
        0.6
      ),
      ...PAGES.flatMap(pageTargets)
    ]
  }
}

/** The section's text: how each page is loaded, and the medians' table. */
function pageLoadMarkdown(loads: number, rows: (string | number)[][]): string {
  return [
    `## 2. Page load: ${PAGES.map((path) => `\`${path}\``).join(' and ')} in headless Chromium, ${loads} cold loads each, medians`,
    '',
    `Each load: a fresh browser context, cache disabled, viewport ${MOBILE.width}×${MOBILE.height} at ${MOBILE.deviceScaleFactor}× (a phone), no network`,
    'throttling (loopback), CPU slowed by `Emulation.setCPUThrottlingRate`. First product: the first frame where a',
    'product card (`.product-card`) has a size, or on our home page the best sellers’ slide (`.best-sellers__slide`; the',
    'reference shows its best sellers as cards). JS heap: `JSHeapUsedSize` after the page settled and a forced GC.',
    'Ours and `--react` are served by the web host (PGlite); the reference by a static server with the same shop data,',
    'images, precompressed files and cache headers. Any page error, failed request or non-2xx answer fails the bench,',
    'but the 401 of `GET /api/whoAmI` that tells our shop the visitor is not logged in.',
    '',
    table(['page', 'CPU', 'build', 'loads', 'DOMContentLoaded', 'FCP', 'LCP', 'first product', 'JS heap'], rows)
  ].join('\n')
}

/**
 * `loads` cold loads per page, build and CPU rate, keyed `path|name|rate`. Interleaved, so a busy moment of the
 * machine falls on every build alike.
 */
async function sampleLoads(browser: Browser, targets: Target[], loads: number, failures: string[]): Promise<Map<string, LoadSample[]>> {
  const samples = new Map<string, LoadSample[]>()
  for (let round = 0; round < loads; round++) {
    for (const path of PAGES) {
      for (const rate of CPU_RATES) {
        for (const target of targets) {
          const key = `${path}|${target.name}|${rate}`
          const sample = await coldLoad(browser, `${target.url}${path}`, rate, (failure) =>
            failures.push(`${target.name} ${path} ×${rate}: ${failure}`)
          )
          samples.set(key, [...(samples.get(key) ?? []), sample])
        }
      }
    }
  }
  return samples
}

/** One row per CPU rate and build on that page: the medians of its loads. */
function medianRows(samples: Map<string, LoadSample[]>, targets: Target[], path: PagePath): (string | number)[][] {
  return CPU_RATES.flatMap((rate) =>
    targets.map((target) => {
      const runs = samples.get(`${path}|${target.name}|${rate}`) ?? []
      const of = (pick: (sample: LoadSample) => number) => median(runs.map(pick))
      return [
        `\`${path}\``,
        `×${rate}`,
        target.name,
        runs.length,
        ms(of((sample) => sample.domContentLoaded)),
        ms(of((sample) => sample.firstContentfulPaint)),
        ms(of((sample) => sample.largestContentfulPaint)),
        ms(of((sample) => sample.firstProduct)),
        mib(of((sample) => sample.jsHeapUsed))
      ]
    })
  )
}

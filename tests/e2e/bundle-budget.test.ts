import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { homePage, readInitialAssets, total, type InitialAssets } from '../support/bundle-graph.ts'
import { REPO_ROOT } from '../support/web-host.ts'

/**
 * What a phone on a slow network downloads before the home page can render (docs/constants.md#bundle-budget): the two
 * together at most 34.7 KiB, a quarter of the conventional stack's 139.0 KiB (BENCHMARKS.md, section 1).
 */
const JS_BUDGET_GZIP = 31.4 * 1024
const CSS_BUDGET_GZIP = 3.3 * 1024

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

let assets: InitialAssets

beforeAll(async () => {
  // Sizes are deterministic: the build of dist/web (npm test builds first), never a timing.
  assets = await readInitialAssets()
})

function overBudget(kind: 'js' | 'css', gzip: number, budget: number): string {
  const modules = assets
    .largestModules(kind, 12)
    .map((module) => `  ${kib(module.bytes).padStart(10)}  ${module.path}`)
    .join('\n')
  return `the home route's initial ${kind.toUpperCase()} is ${kib(gzip)} gzip, over its ${kib(budget)} budget. Largest modules (minified):\n${modules}`
}

describe('the home route’s size budget', () => {
  it(`loads at most ${kib(JS_BUDGET_GZIP)} of JavaScript (gzip) before it renders`, () => {
    const { gzip } = total(assets.js)
    expect(assets.js.length).toBeGreaterThan(0)
    expect(gzip, overBudget('js', gzip, JS_BUDGET_GZIP)).toBeLessThanOrEqual(JS_BUDGET_GZIP)
  })

  it(`loads at most ${kib(CSS_BUDGET_GZIP)} of CSS (gzip) before it renders`, () => {
    const { gzip } = total(assets.css)
    expect(assets.css.length).toBeGreaterThan(0)
    expect(gzip, overBudget('css', gzip, CSS_BUDGET_GZIP)).toBeLessThanOrEqual(CSS_BUDGET_GZIP)
  })

  it('leaves the styles of other screens to their own sheet, loaded with the first lazy screen', async () => {
    const html = homePage(await readFile(join(REPO_ROOT, 'dist/web/index.html'), 'utf8'))
    const [initialCss] = assets.css
    expect(assets.css).toHaveLength(1)
    expect(html).not.toContain('/assets/screens-')
    const firstScreen = await readFile(join(REPO_ROOT, 'dist/web', initialCss?.url ?? ''), 'utf8')
    expect(firstScreen).toContain('.basket-button')
    expect(firstScreen).not.toContain('.purchase-summary')
    const scripts = await Promise.all(
      [...assets.js, ...assets.lazy].map((chunk) => readFile(join(REPO_ROOT, 'dist/web', chunk.url), 'utf8'))
    )
    const [, screensSheet] = scripts.join('\n').match(/"\.\/(screens-\w+\.css)"/) ?? []
    expect(screensSheet).toBeDefined()
    expect(await readFile(join(REPO_ROOT, 'dist/web/assets', screensSheet ?? ''), 'utf8')).toContain('.purchase-summary')
  })

  it('leaves the pages and overlays of other screens to lazy chunks', () => {
    const initial = assets.js.map((asset) => asset.url).join(' ')
    const belowTheFold = ['Footer', 'PaymentMethods', 'SuggestedProduct', 'IntroBlocks']
    for (const lazyPage of ['ListingPage', 'ContactPage', 'SubscriptionsPage', 'DailyShopPage', ...belowTheFold]) {
      expect(initial).not.toContain(lazyPage)
      expect(assets.lazy.some((chunk) => chunk.url.includes(`/${lazyPage}-`))).toBe(true)
    }
  })
})

describe('the back-office stays out of the player bundle', () => {
  it('no module of src/admin in any chunk of the shop, and no back-office chunk among them', async () => {
    const metafile = JSON.parse(await readFile(join(REPO_ROOT, 'dist/web/meta.json'), 'utf8')) as { inputs: object; outputs: object }
    expect(Object.keys(metafile.inputs).filter((path) => path.startsWith('src/admin/'))).toEqual([])
    expect(Object.keys(metafile.outputs).filter((path) => path.includes('/assets/admin/'))).toEqual([])
    expect([...assets.js, ...assets.lazy].filter((asset) => asset.url.startsWith('/assets/admin/'))).toEqual([])
  })
})

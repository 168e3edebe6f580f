import type { Browser, CDPSession, Page, PageEvent } from 'puppeteer-core'

/**
 * Tabs used again from test to test (tests/README.md, « One tab, used again »): a new browser context and tab cost
 * Chromium about 1.4 CPU-s for the shop's first load, a tab sent back to about:blank with its storage cleared about
 * 0.6. A test still gets a new visitor's tab: no cookie, no local or session storage, no script, listener,
 * interception or header a previous test set; only the HTTP cache (what the host lets a browser keep) stays.
 */

/** What a tab carries that a test may have added, to take back before the next test. */
interface PooledTab {
  page: Page
  /** Every origin a frame of the tab showed: their cookies and storage are cleared. */
  origins: Set<string>
  /** The scripts added with evaluateOnNewDocument, removed by identifier. */
  scripts: string[]
  /** The tab's own DevTools session, for the storage calls puppeteer has no method for. */
  session: CDPSession
  /** A tab that cannot be cleaned is closed for good, with its context. */
  closeForGood: () => Promise<void>
}

/** How long cleaning a tab may take before it is closed instead (a page busy in a dialog, a crashed renderer). */
const CLEAN_TIMEOUT_MS = 5_000

const idleTabs = new WeakMap<Browser, PooledTab[]>()
/** The tabs tests hold now, to be cleaned by `giveBackAll` when their file ends. */
const tabsInUse = new Map<Page, PooledTab>()

/** A clean tab of `browser`: a used one when one is idle, else a new one in a context of its own. */
export async function takeTab(browser: Browser): Promise<Page> {
  const idle = idleOf(browser)
  for (let tab = idle.pop(); tab; tab = idle.pop()) {
    if (!tab.page.isClosed()) return track(tab)
  }
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  // Made once and kept: puppeteer applies a viewport to every session of the tab, a detached one included.
  const session = await page.createCDPSession()
  const closeForGood = () => context.close().catch(() => undefined)
  return track({ page, origins: new Set(), scripts: [], session, closeForGood })
}

/** At a file's end: every tab its tests still hold is cleaned and kept (or closed), as if the tests had closed it. */
export async function giveBackAll(browser: Browser): Promise<void> {
  const held = [...tabsInUse.keys()].filter((page) => page.browser() === browser)
  await Promise.all(held.map((page) => giveBack(page)))
}

/** Listens for what the test adds, and makes `close` hand the tab back instead of closing it. */
function track(tab: PooledTab): Page {
  const { page } = tab
  tabsInUse.set(page, tab)
  page.on('framenavigated', (frame) => {
    const origin = originOf(frame.url())
    if (origin) tab.origins.add(origin)
  })
  const addScript = page.evaluateOnNewDocument.bind(page) as (...args: unknown[]) => Promise<{ identifier: string }>
  Object.assign(page, {
    evaluateOnNewDocument: async (...args: unknown[]) => {
      const added = await addScript(...args)
      tab.scripts.push(added.identifier)
      return added
    },
    close: () => giveBack(page)
  })
  return page
}

/** The test is done with `page`: cleaned and kept for the next one, or closed if it cannot be cleaned. */
async function giveBack(page: Page): Promise<void> {
  const tab = tabsInUse.get(page)
  if (!tab) return
  tabsInUse.delete(page)
  if (page.isClosed()) return tab.closeForGood()
  try {
    await withTimeout(clean(tab), CLEAN_TIMEOUT_MS)
  } catch {
    // Not cleaned in time (a crashed renderer, a page that will not leave): closed rather than handed out dirty.
    await tab.closeForGood()
    return
  }
  idleOf(page.browser()).push(tab)
}

function idleOf(browser: Browser): PooledTab[] {
  let idle = idleTabs.get(browser)
  if (!idle) idleTabs.set(browser, (idle = []))
  return idle
}

async function clean(tab: PooledTab): Promise<void> {
  const { page } = tab
  forgetListeners(page)
  // The instance's own evaluateOnNewDocument and close (track) give way to the prototype's again.
  delete (page as Partial<Page>).evaluateOnNewDocument
  delete (page as Partial<Page>).close
  // A page that asks before it is left (beforeunload) is left anyway.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined))
  for (const other of await page.browserContext().pages()) {
    if (other !== page) await other.close()
  }
  await page.setRequestInterception(false)
  await page.setJavaScriptEnabled(true)
  await page.setExtraHTTPHeaders({})
  await Promise.all(tab.scripts.splice(0).map((identifier) => page.removeScriptToEvaluateOnNewDocument(identifier)))
  await page.goto('about:blank')
  for (const origin of tab.origins) {
    await tab.session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  }
  await tab.session.send('Network.clearBrowserCookies')
  tab.origins.clear()
  forgetListeners(page)
}

/** puppeteer-core's PageEvent names, each one (a Record's keys: the type checker names a new one); a const enum is no value here. */
const PAGE_EVENTS = Object.keys({
  close: true,
  console: true,
  dialog: true,
  domcontentloaded: true,
  issue: true,
  error: true,
  frameattached: true,
  framedetached: true,
  framenavigated: true,
  load: true,
  metrics: true,
  pageerror: true,
  popup: true,
  request: true,
  requestservedfromcache: true,
  requestfailed: true,
  requestfinished: true,
  response: true,
  workercreated: true,
  workerdestroyed: true
} satisfies Record<`${PageEvent}`, true>) as PageEvent[]

/** Every listener of every event; not `removeAllListeners()`, which closes the page (puppeteer's dispose). */
function forgetListeners(page: Page): void {
  for (const event of PAGE_EVENTS) page.removeAllListeners(event)
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done in ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

import type { Browser, Page } from 'puppeteer-core'

import { DESKTOP, launchBrowser, openPage } from '../tests/support/browser.ts'
import { startNuiHost, type NuiHost } from '../tests/support/nui-host.ts'
import { startWebHost, type WebHost } from '../tests/support/web-host.ts'
import type { BenchOptions } from './options.ts'
import { table, type Section } from './report.ts'
import { median, ms } from './stats.ts'

const SERVER_KEY = 'bench-in-game-server-key-'.padEnd(48, 'k')
/** The home route with the shop data in it: the best sellers' carousel. */
const SHOP_VISIBLE = '[data-testid="best-seller-slide"]'
const LATER_OPEN_TARGET_MS = 100

/**
 * F2 in game, as tests/e2e/in-game.test.ts plays it: the resource's host page (dist/boutique over
 * HTTPS as https://cfx-nui-boutique) gets the game's `open` and `session` messages. Timed inside the
 * page from posting `open` to the frame after the shop's content is on screen.
 */
export async function inGameSection(options: BenchOptions): Promise<Section> {
  let shop: WebHost | undefined
  let nui: NuiHost | undefined
  let browser: Browser | undefined
  try {
    shop = await startWebHost({ env: { SHOP_SERVER_KEY: SERVER_KEY } })
    nui = await startNuiHost()
    browser = await launchBrowser(nui.browserArgs)
    const { firsts, laters } = await timeOpens(options, browser, nui, shop)
    return inGameReport(firsts, laters)
  } finally {
    await browser?.close()
    await Promise.all([shop?.stop(), nui?.stop()])
  }
}

/** `options.firstOpens` fresh host pages, each opened once; the first page also closed and opened again `options.laterOpens` times. */
async function timeOpens(
  options: BenchOptions,
  browser: Browser,
  nui: NuiHost,
  shop: WebHost
): Promise<{ firsts: number[]; laters: number[] }> {
  const firsts: number[] = []
  let laters: number[] = []
  for (let run = 0; run < options.firstOpens; run++) {
    const page = await openHostPage(browser, nui)
    firsts.push(await firstOpen(page, shop.url, await mintToken(shop.url)))
    if (run === 0) laters = await laterOpens(page, options.laterOpens)
    await page.close()
  }
  return { firsts, laters }
}

function inGameReport(firsts: number[], laters: number[]): Section {
  const laterMedian = median(laters)
  const laterMax = Math.max(...laters)
  return {
    markdown: [
      '## 3. In game: from the host page’s `open` message to the shop on screen',
      '',
      `The built resource (\`dist/boutique\`) served as \`https://cfx-nui-boutique\`, CPU ×1, viewport ${DESKTOP.width}×${DESKTOP.height}.`,
      `First open: a fresh page gets \`open\` then \`session\` (a one-time token); timed until \`${SHOP_VISIBLE}\``,
      'in the shop’s frame has a size, plus one frame (painted). Later opens: `close`, then `open` again, timed until the',
      'host and its frame show, plus one frame.',
      '',
      table(
        ['open', 'runs', 'median', 'max'],
        [
          ['first (frame created, bundle loaded, logged in)', firsts.length, ms(median(firsts)), ms(Math.max(...firsts))],
          ['later (the frame is kept)', laters.length, ms(laterMedian), ms(laterMax)]
        ]
      )
    ].join('\n'),
    failures: [],
    targets: [
      {
        what: `Later in-game opens show the shop within ${LATER_OPEN_TARGET_MS} ms`,
        met: laterMax <= LATER_OPEN_TARGET_MS,
        figures: `median ${ms(laterMedian)}, slowest ${ms(laterMax)} of ${laters.length}`
      }
    ]
  }
}

async function mintToken(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/server/players/fivem:100001/login-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ serverName: 'main' })
  })
  if (response.status !== 200) throw new Error(`login token: HTTP ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function openHostPage(browser: Browser, nui: NuiHost): Promise<Page> {
  const { page } = await openPage(browser, DESKTOP)
  await page.evaluateOnNewDocument(() => {
    if (window !== window.top) return
    Object.assign(window, { invokeNative: () => undefined, GetParentResourceName: () => 'boutique' })
  })
  await page.goto(`${nui.origin}/html/host.html`, { waitUntil: 'load' })
  return page
}

function firstOpen(page: Page, shopUrl: string, token: string): Promise<number> {
  return page.evaluate(
    (url, sessionToken, selector) => {
      const host = document.querySelector('[data-testid="host"]') as HTMLElement
      const started = performance.now()
      window.postMessage({ type: 'open' }, '*')
      window.postMessage({ type: 'session', shopUrl: url, serverName: 'main', token: sessionToken }, '*')
      return new Promise<number>((resolve) => {
        const check = () => {
          const frame = document.querySelector<HTMLIFrameElement>('[data-testid="shop-frame"]')
          const content = frame?.contentDocument?.querySelector(selector)
          if (!host.hidden && content && content.getBoundingClientRect().height > 0)
            requestAnimationFrame(() => resolve(performance.now() - started))
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })
    },
    shopUrl,
    token,
    SHOP_VISIBLE
  )
}

async function laterOpens(page: Page, count: number): Promise<number[]> {
  const times: number[] = []
  for (let open = 0; open < count; open++) {
    times.push(
      await page.evaluate((selector) => {
        const host = document.querySelector('[data-testid="host"]') as HTMLElement
        const frame = document.querySelector('[data-testid="shop-frame"]') as HTMLIFrameElement
        window.postMessage({ type: 'close' }, '*')
        return new Promise<number>((resolve) => {
          // Two frames closed, as a player would see it, then F2 again.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const started = performance.now()
              window.postMessage({ type: 'open' }, '*')
              const check = () => {
                const content = frame.contentDocument?.querySelector(selector)
                if (!host.hidden && frame.getBoundingClientRect().height > 0 && content && content.getBoundingClientRect().height > 0) {
                  requestAnimationFrame(() => resolve(performance.now() - started))
                } else requestAnimationFrame(check)
              }
              requestAnimationFrame(check)
            })
          )
        })
      }, SHOP_VISIBLE)
    )
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return times
}

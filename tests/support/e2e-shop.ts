import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'

import { launchBrowser } from './browser.ts'
import { startWebHost, type WebHost, type WebHostOptions } from './web-host.ts'

export interface E2eShop {
  host: WebHost
  browser: Browser
}

/** A web host process and Debian's Chromium for the test file, started before and stopped after it. */
export function useE2eShop(options: WebHostOptions = {}): E2eShop {
  const shop = {} as E2eShop
  beforeAll(async () => {
    shop.host = await startWebHost(options)
    shop.browser = await launchBrowser()
  })
  afterAll(async () => {
    await shop.browser?.close()
    await shop.host?.stop()
  })
  return shop
}

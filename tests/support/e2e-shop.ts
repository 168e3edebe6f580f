import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'

import { launchBrowser } from './browser.ts'
import { useShopBuildScreenshots, withShopBuild } from './shop-build.ts'
import { startShopClock } from './shop-clock.ts'
import { startWebHost, type WebHost, type WebHostOptions } from './web-host.ts'

export interface E2eShop {
  host: WebHost
  browser: Browser
}

/**
 * A web host process and Debian's Chromium for the test file, started before and stopped after it. The host
 * serves the bundle of the project's build (support/shop-build.ts), on the run's clock (support/shop-clock.ts).
 */
export function useE2eShop(options: WebHostOptions = {}): E2eShop {
  const shop = {} as E2eShop
  useShopBuildScreenshots()
  beforeAll(async () => {
    shop.host = await startWebHost({ ...options, env: withShopBuild({ ...startShopClock(), ...options.env }) })
    shop.browser = await launchBrowser()
  })
  afterAll(async () => {
    await shop.browser?.close()
    await shop.host?.stop()
  })
  return shop
}

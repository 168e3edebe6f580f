import { rm } from 'node:fs/promises'

import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'

import type { StaffRole } from '../../src/core/domain/staff-roles.ts'
import { runAdminCommand } from './admin-commands.ts'
import { closeBrowserContexts, sharedBrowser } from './browser.ts'
import { useShopBuildScreenshots, withShopBuild } from './shop-build.ts'
import { startShopClock } from './shop-clock.ts'
import { freshDataDir, startWebHost, type WebHost, type WebHostOptions } from './web-host.ts'

export interface E2eShop {
  host: WebHost
  browser: Browser
}

export interface E2eShopOptions extends WebHostOptions {
  /** Back-office roles given with the admin command before the host starts (it then holds the data folder). */
  staff?: Record<string, StaffRole>
}

/**
 * A web host process for the test file, started before and stopped after it, and the worker's Chromium
 * (support/browser.ts, sharedBrowser), whose contexts the file opened are closed after it. The host
 * serves the bundle of the project's build (support/shop-build.ts), on the run's clock (support/shop-clock.ts).
 */
export function useE2eShop({ staff = {}, ...options }: E2eShopOptions = {}): E2eShop {
  const shop = {} as E2eShop
  let grantedDataDir: string | undefined
  useShopBuildScreenshots()
  beforeAll(async () => {
    const env = withShopBuild({ ...startShopClock(), ...options.env })
    if (Object.keys(staff).length > 0) grantedDataDir = await dataDirWithStaff(staff, env)
    shop.host = await startWebHost({ ...options, dataDir: options.dataDir ?? grantedDataDir, env })
    shop.browser = await sharedBrowser()
  })
  afterAll(async () => {
    if (shop.browser) await closeBrowserContexts(shop.browser)
    await shop.host?.stop()
    if (grantedDataDir) await rm(grantedDataDir, { recursive: true, force: true })
  })
  return shop
}

async function dataDirWithStaff(staff: Record<string, StaffRole>, env: Record<string, string>): Promise<string> {
  const dataDir = await freshDataDir(env)
  for (const [username, role] of Object.entries(staff)) {
    const granted = await runAdminCommand('admin-grant', [username, role], { ...env, DATA_DIR: dataDir })
    if (granted.code !== 0) throw new Error(`admin-grant ${username} ${role}: ${granted.output}`)
  }
  return dataDir
}

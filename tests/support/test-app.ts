import type { Hono } from 'hono'

import { createApp } from '../../web/app.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { getConfig, type Config } from '../../web/config.ts'
import type { Database } from '../../web/db/database.ts'

export interface TestApp {
  app: Hono
  db: Database
  /** Moves the clock the routes read. */
  setNow(instant: number): void
  get(path: string, headers?: Record<string, string>): Promise<Response>
  /** A POST; an object body is sent as JSON, a string as it is. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
}

/** `trustProxy: true`: one proxy in front (the test, calling in-process, plays it), as TRUST_PROXY=true. */
export type TestConfig = Partial<Omit<Config, 'trustProxy'>> & { trustProxy?: Config['trustProxy'] | boolean }

/** The web host's app on `db`, called in-process (no port), with a clock the test controls. */
export function createTestApp(db: Database, overrides: TestConfig = {}): TestApp {
  let now = Date.parse('2026-11-21T10:00:00Z')
  const { trustProxy, ...rest } = overrides
  const proxy = typeof trustProxy === 'boolean' ? getConfig({ TRUST_PROXY: String(trustProxy) }).trustProxy : trustProxy
  const config = { ...getConfig({}), ...rest, ...(proxy ? { trustProxy: proxy } : {}) }
  const app = createApp({ config, db, shopData: createShopDataCache(db), now: () => now })
  return {
    app,
    db,
    setNow: (instant) => {
      now = instant
    },
    get: (path, headers) => Promise.resolve(app.request(path, { headers })),
    post: (path, body, headers) =>
      Promise.resolve(
        typeof body === 'string'
          ? app.request(path, { method: 'POST', body, headers })
          : app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })
      )
  }
}

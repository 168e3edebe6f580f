import { createHash, timingSafeEqual } from 'node:crypto'

import type { Context } from 'hono'
import { Hono } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import { registry } from './metrics.ts'
import { refreshScrapeGauges } from './scrape-gauges.ts'

/**
 * GET /metrics, Prometheus' text format: absent (404, as an unknown route) unless METRICS_TOKEN is set,
 * then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
export function metricsRoutes({ config, db }: Pick<AppDeps, 'config' | 'db'>): Hono {
  const token = config.observability.metricsToken
  const routes = new Hono()
  if (!token) return routes
  return routes.get('/metrics', async (c) => {
    if (!holdsToken(c, token)) {
      return c.json({ error: 'Jeton des métriques absent ou invalide.' }, 401, { 'www-authenticate': 'Bearer realm="metrics"' })
    }
    await refreshScrapeGauges(db, config.servers)
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
  })
}

/** Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token. */
function holdsToken(c: Context, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(given), digest(token))
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

import type { RequestListener } from 'node:http'

import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

import { log } from '../log/logger.ts'
import { requestContext, requestIdOf, type RequestContext } from '../log/request-context.ts'
import { metrics } from '../metrics/metrics.ts'

/**
 * The outermost request listener: gives each request its id (a sane incoming X-Request-Id, else a new
 * one; echoed in the answer), runs it in that context so every line logged meanwhile carries the id,
 * and once the answer is sent (or the connection dropped) counts it and writes its access-log line.
 * The kept shopVer and dailyShop answers of the shortcut (node-shortcut.ts) do not come here: it counts them itself.
 */
export function observeRequests(listener: RequestListener, settings: { accessLog: boolean }): RequestListener {
  return (request, response) => {
    const started = performance.now()
    const context: RequestContext = { requestId: requestIdOf(request.headers['x-request-id']) }
    response.setHeader('x-request-id', context.requestId)
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      const method = request.method ?? 'GET'
      const route = context.route ?? keptAnswerRoute(request.url ?? '/')
      metrics.requestAnswered(method, route, response.statusCode, seconds)
      if (!settings.accessLog) return
      const path = (request.url ?? '/').split('?', 1)[0]
      const aborted = !response.writableFinished
      requestContext.run(context, () =>
        log.info(
          { method, route, path, status: response.statusCode, ms: Math.round(seconds * 10_000) / 10, ...(aborted ? { aborted } : {}) },
          `${method} ${path} ${response.statusCode}`
        )
      )
    })
    requestContext.run(context, () => listener(request, response))
  }
}

/** Answers kept by answer-cache.ts never reach the app's router: their routes, as the app names them. */
function keptAnswerRoute(url: string): string {
  const path = url.split('?', 1)[0] ?? '/'
  if (path === '/api/shopVer' || path === '/api/dailyShop') return path
  return '/*'
}

/** First middleware of the app: once answered, the pattern of the route that answered (not the raw path). */
export const labelRoute: MiddlewareHandler = async (c, next) => {
  await next()
  const context = requestContext.getStore()
  if (context) context.route = routePath(c) || '/*'
}

import { Hono } from 'hono'

import { UPLOADS_PATH } from './admin/images/image-repo.ts'
import type { AppDeps } from './app-deps.ts'
import { lazyStandIns } from './demo/lazy-stand-ins.ts'
import { imageOriginsOf } from './http/content-security-policy.ts'
import { answerError, answerUnknownRoute } from './http/error-answer.ts'
import { healthRoutes } from './http/health-routes.ts'
import { labelRoute } from './http/request-observer.ts'
import { securityHeaders } from './http/security-headers.ts'
import { serveStatic } from './http/serve-static.ts'
import { metricsRoutes } from './metrics/metrics-routes.ts'
import { apiRoutes } from './routes/api-routes.ts'
import { uploadedImageRoutes } from './routes/uploaded-image-routes.ts'
import { answerErrorDuringUpgrade } from './upgrade/upgrade-gate.ts'

/** The whole web host: /api/* for the shop service, /healthz, /readyz, /metrics, and the bundle for every other path. */
export function createApp(deps: AppDeps): Hono {
  const appRequest = async (url: string, init?: RequestInit) => app.request(url, init)
  // Demo mode and tests: the stand-ins (web/sandbox), loaded on first use. Discord's is also called in-process
  // unless DISCORD_API_URL says otherwise; the Tebex one sends its webhooks to this app.
  const standIns = deps.config.demo ? lazyStandIns(deps, appRequest) : undefined
  const app = new Hono()
  app.use('*', labelRoute)
  app.use(
    '*',
    securityHeaders(deps.config, async () => imageOriginsOf((await deps.shopData.get()).shopData))
  )
  app.route('/api', apiRoutes(deps, { appRequest, discordStandIn: standIns?.discordFetch }))
  app.route('/', healthRoutes(deps))
  app.route('/', metricsRoutes(deps))
  app.route(UPLOADS_PATH, uploadedImageRoutes(deps))
  if (standIns) app.use('/sandbox/*', standIns.routes)
  if (deps.staticFiles)
    app.on(
      ['GET', 'HEAD'],
      '*',
      serveStatic(deps.staticFiles, () => deps.shopData.get())
    )
  app.notFound(answerUnknownRoute)
  app.onError(deps.schema ? answerErrorDuringUpgrade(deps.schema) : answerError)
  return app
}

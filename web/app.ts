import { Hono } from 'hono'

import type { AppDeps } from './app-deps.ts'
import { STAND_IN_FORUM_PATH } from './forum/forum-settings.ts'
import { apiMessages } from './http/api-messages.ts'
import { API_BODY_LIMIT, apiBodyLimit, WEBHOOK_BODY_LIMIT } from './http/body-limit.ts'
import { imageOriginsOf } from './http/content-security-policy.ts'
import { nuiCors } from './http/cors.ts'
import { isDataException } from './http/database-errors.ts'
import { HttpError } from './http/http-error.ts'
import { healthRoutes } from './http/health-routes.ts'
import { originCheck } from './http/origin-check.ts'
import { labelRoute } from './http/request-observer.ts'
import { securityHeaders } from './http/security-headers.ts'
import { serveStatic } from './http/serve-static.ts'
import { log } from './log/logger.ts'
import { metricsRoutes } from './metrics/metrics-routes.ts'
import { accountRoutes } from './routes/account-routes.ts'
import { cfxLoginRoutes } from './routes/cfx-login-routes.ts'
import { contactRoutes } from './routes/contact-routes.ts'
import { deliveryRoutes } from './routes/delivery-routes.ts'
import { discordLinkRoutes } from './routes/discord-link-routes.ts'
import { gameServerRoutes } from './routes/game-server-routes.ts'
import { giftCheckRoutes } from './routes/gift-check-routes.ts'
import { historyRoutes } from './routes/history-routes.ts'
import { purchaseRoutes } from './routes/purchase-routes.ts'
import { settingsRoutes } from './routes/settings-routes.ts'
import { shopRoutes } from './routes/shop-routes.ts'
import { tebexWebhookRoutes } from './routes/tebex-webhook-routes.ts'
import { websiteLoginRoutes } from './routes/website-login-routes.ts'
import { discordSandbox } from './sandbox/discord/discord-sandbox.ts'
import { standInForumRoutes } from './sandbox/forum/forum-routes.ts'
import { tebexSandbox } from './sandbox/tebex/tebex-sandbox.ts'
import { STAND_IN_TEBEX_PATH, standInStore } from './tebex/tebex-settings.ts'

/** The whole web host: /api/* for the shop service, /healthz, /readyz, /metrics, and the bundle for every other path. */
export function createApp(deps: AppDeps): Hono {
  // Demo mode and tests: a Discord stand-in, also called in-process unless DISCORD_API_URL says otherwise.
  const discordStandIn = deps.config.demo ? discordSandbox(deps) : undefined
  const api = new Hono()
    // Webhooks send no Origin and prove themselves by signature: routed ahead of the origin check.
    .use('/webhooks/*', apiBodyLimit(WEBHOOK_BODY_LIMIT))
    .route('/webhooks', tebexWebhookRoutes(deps))
    // The bundle embedded in the game calls from its NUI origin: CORS answers come before any refusal.
    .use('*', nuiCors(deps.config))
    .use('*', apiBodyLimit(API_BODY_LIMIT))
    .use('*', originCheck(deps.config))
    .route('/', shopRoutes(deps))
    .route('/', settingsRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', websiteLoginRoutes(deps))
    // Without FORUM_URL the forum is the demo stand-in below, reached in-process.
    .route('/', cfxLoginRoutes(deps, (url, init) => app.request(url, init)))
    .route('/', discordLinkRoutes(deps, discordStandIn))
    .route('/', purchaseRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', giftCheckRoutes(deps))
    .route('/server/deliveries', deliveryRoutes(deps))
    .route('/server', gameServerRoutes(deps))
    .all('*', (c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404))

  const app = new Hono()
  app.use('*', labelRoute)
  app.use('*', securityHeaders(deps.config, async () => imageOriginsOf((await deps.shopData.get()).shopData)))
  app.route('/api', api)
  app.route('/', healthRoutes(deps))
  app.route('/', metricsRoutes(deps))
  if (deps.config.demo) app.route(STAND_IN_FORUM_PATH, standInForumRoutes(deps))
  if (discordStandIn) app.route('/sandbox/discord', discordStandIn)
  const tebexStandIn = standInStore(deps.config)
  if (tebexStandIn) {
    // Its webhooks reach this app in-process, signed like Tebex's.
    const transport = async (body: string, signature: string) =>
      (await app.request('/api/webhooks/tebex', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-signature': signature } })).status
    app.route(STAND_IN_TEBEX_PATH, tebexSandbox(deps, tebexStandIn, transport))
  }
  if (deps.staticFiles) app.on(['GET', 'HEAD'], '*', serveStatic(deps.staticFiles))
  app.notFound((c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status)
    if (isDataException(error)) {
      log.warn({ method: c.req.method, path: c.req.path, err: error }, '[http] valeur refusée par la base')
      return c.json({ error: apiMessages.unstorableValue }, 400)
    }
    log.error({ method: c.req.method, path: c.req.path, err: error }, '[http] erreur interne')
    return c.json({ error: 'Erreur interne du serveur' }, 500)
  })
  return app
}

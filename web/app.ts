import { Hono } from 'hono'

import { adminApi } from './admin/admin-api.ts'
import { UPLOADS_PATH } from './admin/images/image-repo.ts'
import type { AppDeps } from './app-deps.ts'
import { STAND_IN_FORUM_PATH } from './forum/forum-settings.ts'
import { apiMessages } from './http/api-messages.ts'
import { ADMIN_BODY_LIMIT, API_BODY_LIMIT, apiBodyLimit, WEBHOOK_BODY_LIMIT } from './http/body-limit.ts'
import { imageOriginsOf } from './http/content-security-policy.ts'
import { nuiCors } from './http/cors.ts'
import { isDataException } from './http/database-errors.ts'
import { HttpError } from './http/http-error.ts'
import { originCheck } from './http/origin-check.ts'
import { securityHeaders } from './http/security-headers.ts'
import { serveStatic } from './http/serve-static.ts'
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
import { uploadedImageRoutes } from './routes/uploaded-image-routes.ts'
import { tebexWebhookRoutes } from './routes/tebex-webhook-routes.ts'
import { websiteLoginRoutes } from './routes/website-login-routes.ts'
import { discordSandbox } from './sandbox/discord/discord-sandbox.ts'
import { standInForumRoutes } from './sandbox/forum/forum-routes.ts'
import { tebexSandbox } from './sandbox/tebex/tebex-sandbox.ts'
import { STAND_IN_TEBEX_PATH, standInStore } from './tebex/tebex-settings.ts'

/** The whole web host: /api/* for the shop service, /healthz, and the bundle for every other path. */
export function createApp(deps: AppDeps): Hono {
  // Demo mode and tests: a Discord stand-in, also called in-process unless DISCORD_API_URL says otherwise.
  const discordStandIn = deps.config.demo ? discordSandbox(deps) : undefined
  const playerBodyLimit = apiBodyLimit(API_BODY_LIMIT)
  const api = new Hono()
    // Webhooks send no Origin and prove themselves by signature: routed ahead of the origin check.
    .use('/webhooks/*', apiBodyLimit(WEBHOOK_BODY_LIMIT))
    .route('/webhooks', tebexWebhookRoutes(deps))
    // The bundle embedded in the game calls from its NUI origin: CORS answers come before any refusal.
    .use('*', nuiCors(deps.config))
    // Back-office uploads and catalogue files are larger than anything a player sends.
    .use('/admin/*', apiBodyLimit(ADMIN_BODY_LIMIT))
    .use('*', async (c, next) => (c.req.path.startsWith('/api/admin/') ? next() : playerBodyLimit(c, next)))
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
    .route('/admin', adminApi(deps))
    .all('*', (c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404))

  const app = new Hono()
  app.use('*', securityHeaders(deps.config, async () => imageOriginsOf((await deps.shopData.get()).shopData)))
  app.route('/api', api)
  app.get('/healthz', async (c) => {
    try {
      await deps.db.query('select 1')
      return c.json({ status: 'ok', database: deps.db.kind })
    } catch (error) {
      console.error('[health] database check failed:', error)
      return c.json({ status: 'error', error: 'Base de données injoignable' }, 503)
    }
  })
  app.route(UPLOADS_PATH, uploadedImageRoutes(deps))
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
    if (error instanceof HttpError) return c.json({ ...error.details, error: error.message }, error.status)
    if (isDataException(error)) {
      console.warn(`[http] ${c.req.method} ${c.req.path}: valeur refusée par la base :`, error instanceof Error ? error.message : error)
      return c.json({ error: apiMessages.unstorableValue }, 400)
    }
    console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error)
    return c.json({ error: 'Erreur interne du serveur' }, 500)
  })
  return app
}

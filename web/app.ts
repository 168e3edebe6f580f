import { Hono } from 'hono'

import type { AppDeps } from './app-deps.ts'
import { STAND_IN_FORUM_PATH } from './forum/forum-settings.ts'
import { HttpError } from './http/http-error.ts'
import { originCheck } from './http/origin-check.ts'
import { serveStatic } from './http/serve-static.ts'
import { accountRoutes } from './routes/account-routes.ts'
import { cfxLoginRoutes } from './routes/cfx-login-routes.ts'
import { contactRoutes } from './routes/contact-routes.ts'
import { discordLinkRoutes } from './routes/discord-link-routes.ts'
import { gameServerRoutes } from './routes/game-server-routes.ts'
import { settingsRoutes } from './routes/settings-routes.ts'
import { shopRoutes } from './routes/shop-routes.ts'
import { discordSandbox } from './sandbox/discord/discord-sandbox.ts'
import { standInForumRoutes } from './sandbox/forum/forum-routes.ts'

/** The whole web host: /api/* for the shop service, /healthz, and the bundle for every other path. */
export function createApp(deps: AppDeps): Hono {
  // Demo mode and tests: a Discord stand-in, also called in-process unless DISCORD_API_URL says otherwise.
  const discordStandIn = deps.config.demo ? discordSandbox(deps) : undefined
  const api = new Hono()
    .use('*', originCheck(deps.config))
    .route('/', shopRoutes(deps))
    .route('/', settingsRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', accountRoutes(deps))
    // Without FORUM_URL the forum is the demo stand-in below, reached in-process.
    .route('/', cfxLoginRoutes(deps, (url, init) => app.request(url, init)))
    .route('/', discordLinkRoutes(deps, discordStandIn))
    .route('/server', gameServerRoutes(deps))
    .all('*', (c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404))

  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
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
  if (deps.config.demo) app.route(STAND_IN_FORUM_PATH, standInForumRoutes(deps))
  if (discordStandIn) app.route('/sandbox/discord', discordStandIn)
  if (deps.staticFiles) app.on(['GET', 'HEAD'], '*', serveStatic(deps.staticFiles))
  app.notFound((c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status)
    console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error)
    return c.json({ error: 'Erreur interne du serveur' }, 500)
  })
  return app
}

import { Hono, type Context, type Env, type Next } from 'hono'

import { adminApi } from '../admin/admin-api.ts'
import type { AppDeps } from '../app-deps.ts'
import type { InProcessFetch } from '../demo/lazy-stand-ins.ts'
import { ADMIN_BODY_LIMIT, API_BODY_LIMIT, apiBodyLimit, CLAIM_BODY_LIMIT } from '../http/body-limit.ts'
import { nuiCors } from '../http/cors.ts'
import { answerUnknownRoute } from '../http/error-answer.ts'
import { originCheck, singleOrigin } from '../http/origin-check.ts'
import { accountRoutes } from './account-routes.ts'
import { cfxLoginRoutes } from './cfx-login-routes.ts'
import { contactRoutes } from './contact-routes.ts'
import { deliveryRoutes } from './delivery-routes.ts'
import { discordLinkRoutes } from './discord-link-routes.ts'
import { gameServerRoutes } from './game-server-routes.ts'
import { giftCheckRoutes } from './gift-check-routes.ts'
import { historyRoutes } from './history-routes.ts'
import { purchaseRoutes } from './purchase-routes.ts'
import { settingsRoutes } from './settings-routes.ts'
import { shopRoutes } from './shop-routes.ts'
import { tebexWebhookRoutes } from './tebex-webhook-routes.ts'
import { websiteLoginRoutes } from './website-login-routes.ts'

export interface InProcessCalls {
  /** The host's own app: without FORUM_URL the forum is the demo stand-in, reached in-process. */
  appRequest: InProcessFetch
  /** Discord's stand-in API in demo mode; undefined: none. */
  discordStandIn: InProcessFetch | undefined
}

const CLAIM_PATH = '/server/deliveries/claim'
const hasOwnLimit = (path: string) => path.startsWith('/api/admin/') || path === `/api${CLAIM_PATH}`

/** Everything under /api: the shop service, the game server's API and the Tebex webhook. */
export function apiRoutes(deps: AppDeps, calls: InProcessCalls): Hono {
  const playerBodyLimit = apiBodyLimit(API_BODY_LIMIT)
  return (
    new Hono()
      // Webhooks send no Origin and prove themselves by signature: routed ahead of the origin check, with their own body limit.
      .route('/webhooks', tebexWebhookRoutes(deps))
      // Several Origin lines are refused before anything reads one (a cache and the host would not agree on it).
      .use('*', singleOrigin())
      // The bundle embedded in the game calls from its NUI origin: CORS answers come before any refusal.
      .use('*', nuiCors(deps.config))
      // Back-office uploads and catalogue files are larger than anything a player sends.
      .use('/admin/*', apiBodyLimit(ADMIN_BODY_LIMIT))
      .use(CLAIM_PATH, apiBodyLimit(CLAIM_BODY_LIMIT))
      .use('*', async (c: Context<Env, string>, next: Next) => (hasOwnLimit(c.req.path) ? next() : playerBodyLimit(c, next)))
      .use('*', originCheck(deps.config))
      .route('/', shopRoutes(deps))
      .route('/', settingsRoutes(deps))
      .route('/', contactRoutes(deps))
      .route('/', accountRoutes(deps))
      .route('/', websiteLoginRoutes(deps))
      .route('/', cfxLoginRoutes(deps, calls.appRequest))
      .route('/', discordLinkRoutes(deps, calls.discordStandIn))
      .route('/', purchaseRoutes(deps))
      .route('/', historyRoutes(deps))
      .route('/', giftCheckRoutes(deps))
      .route('/server/deliveries', deliveryRoutes(deps))
      .route('/server', gameServerRoutes(deps))
      .route('/admin', adminApi(deps))
      .all('*', answerUnknownRoute)
  )
}

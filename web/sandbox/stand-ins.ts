import { Hono } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import { answerError } from '../http/error-answer.ts'
import { STAND_IN_FORUM_PATH } from '../forum/forum-settings.ts'
import { STAND_IN_TEBEX_PATH, standInStore } from '../tebex/tebex-settings.ts'
import { discordSandbox } from './discord/discord-sandbox.ts'
import { standInForumRoutes } from './forum/forum-routes.ts'
import { tebexSandbox } from './tebex/tebex-sandbox.ts'

/** Marks the answer to a path no stand-in serves, which the host then answers as any other. */
const UNSERVED_HEADER = 'x-stand-in-unserved'

/** The host's own app, called in-process: the Tebex stand-in sends its signed webhooks to it. */
export type AppRequest = (path: string, init: RequestInit) => Promise<Response>

export interface StandIns {
  /** The answer of the stand-in under whose /sandbox/… path the request is; undefined: none serves it. */
  answer(request: Request, env: unknown): Promise<Response | undefined>
  /** Discord's stand-in alone, rooted at its own path: the link's code exchange calls it in-process. */
  discord: Hono
}

/**
 * The demo mode's stand-ins for the forum, Discord and (for the demo store only) Tebex. Loaded only
 * in demo mode, by a dynamic import, so a production host carries none of them.
 */
export function createStandIns(deps: AppDeps, appRequest: AppRequest): StandIns {
  const discord = discordSandbox(deps)
  const app = new Hono().route(STAND_IN_FORUM_PATH, standInForumRoutes(deps)).route('/sandbox/discord', discord)
  const tebexStandIn = standInStore(deps.config)
  if (tebexStandIn) {
    // Its webhooks reach the host in-process, signed like Tebex's.
    const transport = async (body: string, signature: string) =>
      (
        await appRequest('/api/webhooks/tebex', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-signature': signature }
        })
      ).status
    app.route(STAND_IN_TEBEX_PATH, tebexSandbox(deps, tebexStandIn, transport))
  }
  app.onError(answerError)
  app.notFound(() => new Response(null, { status: 404, headers: { [UNSERVED_HEADER]: '1' } }))
  const answer = async (request: Request, env: unknown) => {
    const response = await app.fetch(request, env)
    return response.headers.has(UNSERVED_HEADER) ? undefined : response
  }
  return { answer, discord }
}

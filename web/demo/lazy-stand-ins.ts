import type { MiddlewareHandler } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import type { AppRequest, StandIns } from '../sandbox/stand-ins.ts'

export type InProcessFetch = (url: string, init?: RequestInit) => Promise<Response>

export interface LazyStandIns {
  /** Mounted on /sandbox/*: a path no stand-in serves goes on to the host's other handlers. */
  routes: MiddlewareHandler
  /** Discord's stand-in API, called in-process by the link's code exchange. */
  discordFetch: InProcessFetch
}

/**
 * The stand-ins (web/sandbox) are imported on first use, in demo mode only: the production bundle
 * keeps them in a chunk of their own that it never loads. One set per app, so the pages and the
 * in-process calls share their state (codes, tokens, baskets).
 */
export function lazyStandIns(deps: AppDeps, appRequest: AppRequest): LazyStandIns {
  let loading: Promise<StandIns> | undefined
  const load = () => (loading ??= import('../sandbox/stand-ins.ts').then((module) => module.createStandIns(deps, appRequest)))
  return {
    routes: async (c, next) => {
      const response = await (await load()).answer(c.req.raw, c.env)
      return response ?? next()
    },
    discordFetch: async (url, init) => (await load()).discord.request(url, init)
  }
}

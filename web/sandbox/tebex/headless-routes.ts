import { Hono } from 'hono'
import { cors } from 'hono/cors'

import { headlessBasketRoutes } from './headless-basket-routes.ts'
import { headlessCatalogueRoutes } from './headless-catalogue-routes.ts'
import { headlessGuards } from './headless-guards.ts'
import { headlessPromotionRoutes } from './headless-promotion-routes.ts'
import { problem } from './problem.ts'
import type { SandboxState } from './sandbox-state.ts'

/** The Headless API subset the bundle calls (research/tebex.md §1.3), under `<stand-in>/api`. */
export function headlessRoutes(state: SandboxState): Hono {
  const guards = headlessGuards(state)
  return new Hono()
    .use('*', cors({ origin: '*', allowHeaders: ['Content-Type'], allowMethods: ['GET', 'POST', 'PUT', 'DELETE'] }))
    .route('/', headlessCatalogueRoutes(state, guards))
    .route('/', headlessBasketRoutes(state, guards))
    .route('/', headlessPromotionRoutes(state, guards))
    .all('*', (c) => problem(c, 'Not Found', `No route for ${c.req.method} ${c.req.path}`, 404))
}

import { Hono } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import { staffGuard, type AdminEnv, type AdminRoute } from './admin-route.ts'
import { catalogueFileRoutes } from './routes/catalogue-file-routes.ts'
import { imageRoutes } from './routes/image-routes.ts'
import { productRoutes } from './routes/product-routes.ts'
import { sessionRoutes } from './routes/session-routes.ts'
import { shopFrontRoutes } from './routes/shop-front-routes.ts'
import { staffRoutes } from './routes/staff-routes.ts'
import { messageRoutes } from './routes/message-routes.ts'
import { paymentRoutes } from './routes/payment-routes.ts'
import { playerRoutes } from './routes/player-routes.ts'
import { salesRoutes } from './routes/sales-routes.ts'

/**
 * Every back-office call, under /api/admin: one table, so each route gets the same guard and the role
 * harness (tests/api/admin-roles.test.ts) calls each one. A new route is added to one of these lists.
 */
export function adminRouteTable(deps: AppDeps): AdminRoute[] {
  return [
    ...sessionRoutes(deps),
    ...staffRoutes(deps),
    ...productRoutes(deps),
    ...imageRoutes(deps),
    ...catalogueFileRoutes(deps),
    ...shopFrontRoutes(deps),
    ...playerRoutes(deps),
    ...paymentRoutes(deps),
    ...messageRoutes(deps),
    ...salesRoutes(deps)
  ]
}

export function adminApi(deps: AppDeps): Hono<AdminEnv> {
  const api = new Hono<AdminEnv>()
  for (const route of adminRouteTable(deps)) api.on(route.method, route.path, staffGuard(deps, route), (c) => route.handle(c))
  return api
}

import { expect } from 'vitest'

import { accountIdOf } from './shop-player.ts'
import { accountWithRole, loggedIn } from './staff-accounts.ts'
import { signedTebexRequest } from './tebex-fixtures.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { freshDatabase } from './test-databases.ts'

/** A demo shop on PGlite, an admin (Noe_Admin) logged in at `at`, and the demo players Emma and Lucas. */
export interface AdminTestShop {
  shop: TestApp
  admin: Record<string, string>
  emma: number
  lucas: number
}

export async function adminTestShop(at: Date): Promise<AdminTestShop> {
  const shop = createTestApp(await freshDatabase('pglite'))
  const admin = await loggedIn(shop.db, await accountWithRole(shop.db, 'Noe_Admin', 'admin', 3, at), at)
  return { shop, admin, emma: await accountIdOf(shop.db, 'Emma_Roux'), lucas: await accountIdOf(shop.db, 'Lucas_Martin') }
}

/** A Tebex webhook as Tebex sends it (the raw body, signed in X-Signature): it must be taken. */
export async function deliverWebhook(shop: TestApp, event: unknown): Promise<void> {
  const { body, headers } = signedTebexRequest(typeof event === 'string' ? event : JSON.stringify(event))
  const response = await shop.post('/api/webhooks/tebex', body, headers)
  expect(response.status).toBe(200)
}

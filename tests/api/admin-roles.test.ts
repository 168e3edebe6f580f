import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminRouteTable } from '../../web/admin/admin-api.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { getConfig } from '../../web/config.ts'
import type { Database } from '../../web/db/database.ts'
import { ADMIN_SAMPLES, samplePath } from '../support/admin-samples.ts'
import { databaseChecksum } from '../support/database-checksum.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'

/*
 * Every back-office route, from the route table itself: an anonymous visitor gets 401, a player 403, and a
 * `staff` member 403 where `admin` is needed; none of them changes a row. A new route is covered by being
 * in the table (and must have a sample in tests/support/admin-samples.ts).
 */
describe('back-office roles: every /api/admin route refuses who may not call it', () => {
  let db: Database
  let shop: TestApp
  const callers: Record<'anonymous' | 'player' | 'staff', Record<string, string>> = { anonymous: {}, player: {}, staff: {} }
  // Read for its methods, paths and roles only.
  const table = () => adminRouteTable({ config: getConfig({}), db, shopData: createShopDataCache(db), now: () => 0 })

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    shop = createTestApp(db)
    const at = new Date('2026-11-21T10:00:00Z')
    callers.player = await loggedIn(db, await accountWithRole(db, 'Joueur_Simple', null, 1, at), at)
    callers.staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 2, at), at)
  })
  afterAll(() => db?.close())

  it('the table is exactly what the app serves under /api/admin, each route with a sample', () => {
    const served = new Set(
      shop.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/'))
        .map((route) => `${route.method} ${route.path}`)
    )
    const listed = table().map((route) => `${route.method} /api/admin${route.path}`)
    expect([...served].sort()).toEqual([...listed].sort())
    for (const route of listed) expect(ADMIN_SAMPLES[route], `no sample for ${route}`).toBeDefined()
  })

  it('refuses with 401 / 403 and changes nothing', async () => {
    const before = await databaseChecksum(db)
    let calls = 0
    for (const route of table()) {
      const sample = ADMIN_SAMPLES[`${route.method} /api/admin${route.path}`] ?? {}
      const expected: [keyof typeof callers, number][] = [
        ['anonymous', 401],
        ['player', 403],
        ...(route.role === 'admin' ? [['staff', 403] as [keyof typeof callers, number]] : [])
      ]
      for (const [caller, status] of expected) {
        const query = sample.query ? `?${new URLSearchParams(sample.query)}` : ''
        const body = sample.body === undefined ? undefined : JSON.stringify(sample.body)
        const headers = { ...callers[caller], ...(body ? { 'content-type': 'application/json' } : {}) }
        const response = await shop.app.request(`/api/admin${samplePath(route.path, sample)}${query}`, {
          method: route.method,
          headers,
          body
        })
        expect(response.status, `${caller} → ${route.method} ${route.path}`).toBe(status)
        expect(((await response.json()) as { error?: string }).error).toMatch(/\p{L}/u)
        calls += 1
      }
    }
    expect(calls).toBeGreaterThanOrEqual(table().length * 2)
    expect(await databaseChecksum(db)).toBe(before)
  })
})

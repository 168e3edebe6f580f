import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DailyAdmin } from '../../src/core/contract/back-office-shop-front.ts'
import type { Database } from '../../web/db/database.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'

const AT = new Date('2026-11-21T10:00:00Z')

describe('back-office home page and daily shop', () => {
  let db: Database
  let shop: TestApp
  let staff: Record<string, string>

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    shop = createTestApp(db)
    staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 1, AT), AT)
  })
  afterAll(() => db?.close())

  const send = (method: string, path: string, body?: unknown) =>
    shop.app.request(`/api/admin${path}`, {
      method,
      headers: { ...staff, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })

  it('orders the best sellers and the suggested products; the open shop gets them at its next version check', async () => {
    const home = { bestSeller: [305, 101, 201], shouldInterest: [303] }
    expect((await send('PUT', '/home', home)).status).toBe(200)
    const { shopData } = (await (await shop.get('/api/shopVer?version=abc')).json()) as { shopData: { home: unknown } }
    expect(shopData.home).toEqual(home)
    const refused = await send('PUT', '/home', { bestSeller: [211], shouldInterest: [] })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toMatch(/211/)
  })

  it('shows today and tomorrow; pins an offer for tomorrow and re-draws it; today never changes', async () => {
    const view = (await (await send('GET', '/daily-shop')).json()) as DailyAdmin
    expect([view.today.day, view.tomorrow.day]).toEqual(['2026-11-21', '2026-11-22'])
    expect(view.tomorrow.fixed).toBe(false)
    expect(view.pool.length).toBeGreaterThan(view.size)
    const playerToday = (await (await shop.get('/api/dailyShop')).json()) as { offers: unknown }
    expect(playerToday.offers).toEqual(view.today.offers)

    const candidate = view.pool.find((product) => !view.tomorrow.offers.some((offer) => offer.itemId === product.id))
    const pinned = (await (
      await send('POST', '/daily-shop/pin', { day: '2026-11-22', productId: candidate?.id, discount: 40 })
    ).json()) as DailyAdmin
    expect(pinned.tomorrow.fixed).toBe(true)
    expect(pinned.tomorrow.offers[0]).toEqual({ itemId: candidate?.id, dailyShopDiscount: 40 })
    expect(pinned.tomorrow.offers).toHaveLength(view.size)
    expect((await send('POST', '/daily-shop/pin', { day: '2026-11-21', productId: candidate?.id, discount: 40 })).status).toBe(400)
    expect((await send('POST', '/daily-shop/pin', { day: '2026-11-22', productId: 305 + 1000, discount: 40 })).status).toBe(400)

    expect((await send('POST', '/daily-shop/redraw')).status).toBe(200)
    shop.setNow(Date.parse('2026-11-22T10:00:00Z'))
    const next = (await (await shop.get('/api/dailyShop')).json()) as { day: string; offers: unknown }
    const stored = await db.query<{ offers: unknown }>("select offers from daily_shop_days where day = '2026-11-22'")
    expect(next).toMatchObject({ day: '2026-11-22', offers: stored.rows[0]?.offers })
    const audit = await db.query<{ action: string }>("select action from staff_actions where target = 'daily:2026-11-22' order by id")
    expect(audit.rows.map((entry) => entry.action)).toEqual(['daily.pin', 'daily.redraw'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { sampleProduct } from '../support/admin-samples.ts'
import { callHost } from '../support/host-players.ts'
import { gamePlayer, passwordSession, startLiveShop, tokenSession, type LiveShop } from '../support/live-shop.ts'
import { accountWithRole, loggedIn, STAFF_PASSWORD } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

// Needs the built host and CLI: node build.mjs --quiet
const PASSWORD = 'mot-de-passe-equipe-1'
const freePack = (overrides: Record<string, unknown> = {}) =>
  sampleProduct({
    name: 'pack_gratuit',
    label: 'Pack gratuit',
    category: 'pack',
    price: 0,
    stocks: null,
    characterLimit: 0,
    grants: [{ kind: 'unions', amount: 1_000_000 }],
    ...overrides
  })

interface Catalogue {
  products: { id: number; name: string; price: number; grants: unknown[] }[]
}

describe.each(DATABASE_KINDS)('the built host over TCP (%s): staff (the catalogue role) cannot mint Unions', (kind) => {
  let shop: LiveShop
  let staff: Record<string, string>
  let admin: Record<string, string>

  beforeAll(async () => {
    shop = await startLiveShop(kind)
    for (const [identifier, name] of [
      ['fivem:11', 'Stella_Staff'],
      ['fivem:12', 'Alice_Admin']
    ] as const) {
      await gamePlayer(shop, identifier, name)
      const inGame = await tokenSession(shop, identifier)
      expect((await callHost(shop.host.url, 'POST', '/api/password', { newPassword: PASSWORD }, inGame)).status).toBe(200)
    }
    expect((await shop.grant('Stella_Staff', 'staff')).code).toBe(0)
    expect((await shop.grant('Alice_Admin', 'admin')).code).toBe(0)
    staff = await passwordSession(shop, 'Stella_Staff', PASSWORD)
    admin = await passwordSession(shop, 'Alice_Admin', PASSWORD)
  }, 180_000)
  afterAll(() => shop?.stop())

  const call = (method: string, path: string, body: unknown, who: Record<string, string>) =>
    callHost(shop.host.url, method, path, body, who)
  const catalogue = async () => (await (await call('GET', '/api/admin/catalogue/export', undefined, admin)).json()) as Catalogue
  const auditTotal = async () => ((await (await call('GET', '/api/admin/actions', undefined, admin)).json()) as { total: number }).total

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(403)
    expect(((await response.json()) as { error: string }).error).toContain('réservé aux administrateurs')
  }

  it('a pack priced 0 granting 1,000,000 Unions, created by staff: 403, no product, no audit row', async () => {
    const before = await catalogue()
    const audited = await auditTotal()
    await expectRefused(await call('POST', '/api/admin/products', freePack(), staff))
    const grade = { category: 'Grades', moneyType: 'cash', price: 100, tebexPackageId: 4242, grants: [{ kind: 'grade', tier: 1 }] }
    await expectRefused(
      await call('POST', '/api/admin/products', freePack({ ...grade, subscription: { monthlyUnions: 1_000_000 } }), staff)
    )
    expect(await catalogue()).toEqual(before)
    expect(await auditTotal()).toBe(audited)
  })

  it('an admin with a fresh password creates it, audited as a Unions change; staff may not edit, copy or re-import it', async () => {
    const created = await call('POST', '/api/admin/products', freePack({ price: 100, grants: [{ kind: 'unions', amount: 150 }] }), admin)
    expect(created.status).toBe(201)
    const { product } = (await created.json()) as { product: { id: number } }
    const journal = (await (await call('GET', '/api/admin/actions?action=unions.', undefined, admin)).json()) as {
      actions: { action: string; actor: string }[]
    }
    expect(journal.actions[0]).toMatchObject({ action: 'unions.product_create', actor: 'Alice_Admin' })
    const before = await catalogue()
    const audited = await auditTotal()
    const edited = { ...freePack({ price: 0 }), id: product.id }
    await expectRefused(await call('PUT', `/api/admin/products/${product.id}`, edited, staff))
    await expectRefused(
      await call('PUT', `/api/admin/products/${product.id}`, { ...edited, price: 100, description: '<p>Autre</p>' }, staff)
    )
    await expectRefused(await call('POST', `/api/admin/products/${product.id}/duplicate`, {}, staff))
    const file = { ...before, products: before.products.map((entry) => (entry.id === product.id ? { ...entry, price: 0 } : entry)) }
    await expectRefused(await call('POST', '/api/admin/catalogue/import', { dryRun: false, file }, staff))
    await expectRefused(
      await call('POST', '/api/admin/catalogue/import', { dryRun: false, file: { ...before, products: [edited] } }, staff)
    )
    expect(await catalogue()).toEqual(before)
    expect(await auditTotal()).toBe(audited)
    // Staff still pull it off the shop at once, and edit everything that gives no Unions.
    expect((await call('POST', `/api/admin/products/${product.id}/active`, { active: false }, staff)).status).toBe(200)
    expect((await call('POST', `/api/admin/products/${product.id}/active`, { active: true }, staff)).status).toBe(403)
    expect((await call('POST', '/api/admin/products', sampleProduct(), staff)).status).toBe(201)
  })
})

describe('a Unions change needs a password entered within 10 minutes, even from an admin', () => {
  const LOGIN_AT = Date.parse('2026-11-21T10:00:00Z')
  let db: Database
  let shop: TestApp
  let admin: Record<string, string>

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    shop = createTestApp(db)
    admin = await loggedIn(db, await accountWithRole(db, 'Alice_Admin', 'admin', 1, new Date(LOGIN_AT)), new Date(LOGIN_AT))
  })
  afterAll(() => db?.close())

  it('asks for the password (403, reauth) and writes nothing; once entered, the pack is created', async () => {
    shop.setNow(LOGIN_AT + 11 * 60_000)
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]?.n
    const products = await count()
    const stale = await shop.post('/api/admin/products', freePack(), admin)
    expect(stale.status).toBe(403)
    expect(await stale.json()).toEqual({ error: expect.stringContaining('mot de passe'), reauth: true })
    expect(await count()).toBe(products)
    expect((await shop.post('/api/admin/reauth', { password: STAFF_PASSWORD }, admin)).status).toBe(200)
    expect((await shop.post('/api/admin/products', freePack(), admin)).status).toBe(201)
    expect(await count()).toBe((products ?? 0) + 1)
  })
})

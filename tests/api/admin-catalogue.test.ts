import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { sampleProduct } from '../support/admin-samples.ts'
import { buyOne, inProcessBuyer } from '../support/in-process-buyers.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { stockOf } from '../../web/catalog/stock-repository.ts'

const SERVER_KEY = 'admin-catalogue-key-'.padEnd(40, 'k')
const AT = new Date('2026-11-21T10:00:00Z')

describe.each(DATABASE_KINDS)('back-office catalogue on %s', (kind) => {
  let db: Database
  let shop: TestApp
  let staff: Record<string, string>
  let productId = 0

  beforeAll(async () => {
    db = await freshDatabase(kind)
    shop = createTestApp(db, { serverKey: SERVER_KEY })
    staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 1, AT), AT)
  })
  afterAll(() => db?.close())

  const send = (method: string, path: string, body?: unknown) =>
    shop.app.request(`/api/admin${path}`, {
      method,
      headers: { ...staff, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  const shopVer = async () => ((await (await shop.get('/api/shopVer?version=abc')).json()) as { shopVer: string }).shopVer

  it('creates a product with the next id, sanitizes its description, and the shop version moves', async () => {
    const version = await shopVer()
    const response = await send(
      'POST',
      '/products',
      sampleProduct({ description: '<p>Bien</p><img src=x onerror=alert(1)><script>alert(1)</script>' })
    )
    expect(response.status).toBe(201)
    const { product } = (await response.json()) as { product: { id: number; description: string } }
    productId = product.id
    expect(product.id).toBeGreaterThan(400)
    expect(product.description).toBe('<p>Bien</p>')
    expect(await shopVer()).not.toBe(version)
  })

  it('refuses bad fields with a French message per field, and changes nothing', async () => {
    const before = await db.query('select count(*)::int as n from staff_actions')
    const response = await send('POST', '/products', sampleProduct({ name: 'Pas Bon', price: -5, category: 'Grades', grants: [] }))
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(['grants', 'name', 'price'])
    expect(fields.name).toBe('code en minuscules, chiffres et _ (2 à 64)')
    const rule = (await (
      await send('POST', '/products', sampleProduct({ name: 'grade_x', category: 'Grades', grants: [{ kind: 'grade', tier: 1 }] }))
    ).json()) as {
      fields: Record<string, string>
    }
    expect(rule.fields.moneyType).toMatch(/Grades/)
    const taken = await send('POST', '/products', sampleProduct({ name: 'dominator' }))
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { fields: Record<string, string> }).fields.name).toMatch(/produit 305/)
    expect((await db.query('select count(*)::int as n from staff_actions')).rows).toEqual(before.rows)
  })

  it('keeps purchases made while the form was open: an edit never overwrites a limited stock', async () => {
    const buyer = await inProcessBuyer(shop, SERVER_KEY, 1, 100_000)
    expect((await buyOne(shop, buyer, productId)).status).toBe(200)
    const edited = await send('PUT', `/products/${productId}`, {
      ...sampleProduct(),
      id: productId,
      label: 'Bravado Banshee 900',
      stocks: 5
    })
    expect(edited.status).toBe(200)
    expect(((await edited.json()) as { product: { stocks: number; label: string } }).product).toMatchObject({
      stocks: 4,
      label: 'Bravado Banshee 900'
    })
  })

  it('adjusts stock atomically while players buy: no purchase lost, never below zero', async () => {
    const buyers = await Promise.all([2, 3, 4, 5, 6, 7].map((number) => inProcessBuyer(shop, SERVER_KEY, number, 100_000)))
    // Enough stock first that no order of the racing calls below can take it under zero: all of them must succeed.
    expect((await send('POST', `/products/${productId}/stock`, { delta: 10, reason: 'Arrivage' })).status).toBe(200)
    const purchases = buyers.map((buyer) => buyOne(shop, buyer, productId))
    const adjustments = [
      send('POST', `/products/${productId}/stock`, { delta: 5, reason: 'Réassort' }),
      send('POST', `/products/${productId}/stock`, { delta: -2, reason: 'Casse' })
    ]
    const answers = await Promise.all([...purchases, ...adjustments])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200])
    const { rows } = await db.query<{ stocks: number; sold: number }>(
      `select ${stockOf('products')} as stocks, (select coalesce(sum(quantity), 0)::int from order_lines where product_id = $1) as sold
         from products where id = $1`,
      [productId]
    )
    expect(rows[0]).toEqual({ stocks: 5 + 10 + 5 - 2 - 7, sold: 7 })
    const below = await send('POST', `/products/${productId}/stock`, { delta: -1000, reason: 'Erreur' })
    expect(below.status).toBe(409)
    expect(((await below.json()) as { error: string }).error).toMatch(/sous zéro/)
    expect((await send('POST', '/products/301/stock', { delta: 1, reason: 'Réassort' })).status).toBe(409)
  })

  it('duplicates as an inactive copy, deactivates and reactivates, and never deletes', async () => {
    const copy = (await (await send('POST', `/products/${productId}/duplicate`)).json()) as {
      product: { id: number; active: boolean; name: string }
    }
    expect(copy.product).toMatchObject({ active: false, name: `banshee_test_copie_${copy.product.id}` })
    expect((await send('POST', '/products/1/duplicate')).status).toBe(409)
    expect((await send('POST', `/products/${productId}/active`, { active: false })).status).toBe(200)
    const { shopData } = (await (await shop.get('/api/shopVer?version=abc')).json()) as { shopData: { products: { id: number }[] } }
    expect(shopData.products.some((product) => product.id === productId)).toBe(false)
    expect((await send('DELETE', `/products/${productId}`)).status).toBe(404)
    expect((await send('POST', `/products/${productId}/active`, { active: true })).status).toBe(200)
  })

  it('lists with search, filters, sort and paging', async () => {
    const list = async (query: string) =>
      (await (await send('GET', `/products?${query}`)).json()) as { products: { id: number; price: number }[]; total: number }
    expect((await list('search=banshee')).products.map((product) => product.id)).toEqual([productId, productId + 1])
    const vehicles = await list('category=vehicle&sort=price&dir=desc')
    expect(vehicles.products.map((product) => product.price)).toEqual(
      [...vehicles.products.map((product) => product.price)].sort((a, b) => b - a)
    )
    const out = (await (await send('GET', '/products?stock=out')).json()) as { products: { id: number; stocks: number }[] }
    expect(out.products.map((product) => product.id)).toContain(210)
    expect(out.products.every((product) => product.stocks === 0)).toBe(true)
    expect((await list('active=false')).products.map((product) => product.id)).toEqual([productId + 1])
    expect((await list('page=2')).total).toBeGreaterThan(25)
    expect((await send('GET', '/products?sort=drop')).status).toBe(400)
  })

  it('records each step with before and after', async () => {
    const { actions } = (await (await send('GET', `/actions?target=product:${productId}`)).json()) as {
      actions: { action: string; before: unknown; after: unknown }[]
    }
    expect(actions.map((entry) => entry.action).reverse()).toEqual([
      'product.create',
      'product.update',
      'stock.adjust',
      'stock.adjust',
      'stock.adjust',
      'product.deactivate',
      'product.activate'
    ])
    expect(actions.find((entry) => entry.action === 'product.update')?.before).toMatchObject({ label: 'Bravado Banshee', stocks: 4 })
    const copy = (await (await send('GET', `/actions?action=product.duplicate`)).json()) as {
      actions: { target: string; before: unknown }[]
    }
    expect(copy.actions[0]).toMatchObject({ target: `product:${productId + 1}`, before: { copyOf: productId } })
  })
})

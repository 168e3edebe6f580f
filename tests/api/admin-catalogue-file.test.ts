import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { databaseChecksum } from '../support/database-checksum.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'

const AT = new Date('2026-11-21T10:00:00Z')

interface Diff {
  created: { id: number }[]
  updated: { id: number; fields: string[] }[]
  deactivated: { id: number }[]
  unchanged: number
  homeChanged: boolean
}

describe('back-office catalogue export and import', () => {
  let db: Database
  let shop: TestApp
  let staff: Record<string, string>

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    shop = createTestApp(db)
    staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 1, AT), AT)
  })
  afterAll(() => db?.close())

  const exportFile = async () =>
    (await (await shop.get('/api/admin/catalogue/export', staff)).json()) as {
      products: Record<string, unknown>[]
      home: object
      creators: string[]
    }
  const importFile = (file: unknown, dryRun: boolean) => shop.post('/api/admin/catalogue/import', { file, dryRun }, staff)

  it('exports the file format; importing it back changes nothing', async () => {
    const file = await exportFile()
    expect(file.products.length).toBeGreaterThan(40)
    const answer = (await (await importFile(file, true)).json()) as { diff: Diff }
    expect(answer.diff).toMatchObject({ created: [], updated: [], deactivated: [], homeChanged: false })
    expect(answer.diff.unchanged).toBe(file.products.length)
  })

  it('a dry run lists the changes and writes nothing; the import applies them, audited, and moves the shop version', async () => {
    const file = await exportFile()
    const products = file.products
      .filter((product) => product.id !== 303)
      .map((product) => (product.id === 305 ? { ...product, price: 7_777, label: 'Vapid Dominator GT' } : product))
    const changed = {
      ...file,
      products: [...products, { ...products.find((product) => product.id === 301), id: 399, name: 'faggio_bis', label: 'Faggio bis' }]
    }
    const before = await databaseChecksum(db)
    const dry = (await (await importFile(changed, true)).json()) as { dryRun: boolean; diff: Diff }
    expect(dry.dryRun).toBe(true)
    expect(dry.diff.created.map((entry) => entry.id)).toEqual([399])
    expect(dry.diff.updated).toEqual([{ id: 305, label: 'Vapid Dominator GT', fields: ['label', 'price'] }])
    expect(dry.diff.deactivated.map((entry) => entry.id)).toEqual([303])
    expect(await databaseChecksum(db)).toBe(before)

    const version = ((await (await shop.get('/api/shopVer?version=abc')).json()) as { shopVer: string }).shopVer
    const applied = (await (await importFile(changed, false)).json()) as { dryRun: boolean; diff: Diff }
    expect(applied).toEqual({ dryRun: false, diff: dry.diff })
    expect(((await (await shop.get('/api/shopVer?version=abc')).json()) as { shopVer: string }).shopVer).not.toBe(version)
    const { rows } = await db.query<{ id: number; active: boolean; price: number }>(
      'select id, active, price from products where id in (303, 305, 399) order by id'
    )
    expect(rows).toEqual([
      { id: 303, active: false, price: 4000 },
      { id: 305, active: true, price: 7777 },
      { id: 399, active: true, price: 2500 }
    ])
    const audit = (await (await shop.get('/api/admin/actions?action=catalogue.import', staff)).json()) as {
      actions: { after: Diff; before: { products: { id: number }[] } }[]
    }
    expect(audit.actions[0]?.after.created).toEqual([{ id: 399, label: 'Faggio bis' }])
    expect(audit.actions[0]?.before.products.map((product) => product.id)).toEqual([303, 305])
  })

  it('refuses a broken file with every reason, and changes nothing', async () => {
    const before = await databaseChecksum(db)
    const answer = await importFile({ products: [{ id: 1, name: 'X' }, { id: 2 }] }, false)
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { error: string; rejections: { where: string }[] }
    expect(body.error).toMatch(/rien n’a été modifié/)
    expect(body.rejections.map((rejection) => rejection.where)).toEqual(['produits[0] (id 1, X)', 'produits[1] (id 2)'])
    expect(await databaseChecksum(db)).toBe(before)
  })
})

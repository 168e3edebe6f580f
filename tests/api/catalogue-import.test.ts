import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { applyCatalogue, CatalogueConflictError } from '../../web/catalog/apply-catalogue.ts'
import { readShopSnapshot } from '../../web/catalog/shop-data.ts'
import { validateCatalogue } from '../../web/catalog/validate-catalogue.ts'
import type { CatalogueDiff } from '../../web/admin/catalogue/catalogue-diff.ts'
import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { demoCatalogueWith, importCatalogue } from '../support/catalogue-import.ts'
import { DATABASE_KINDS, freshDatabase, freshPostgresUrl } from '../support/test-databases.ts'

function product(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `produit_${id}`,
    label: `Produit ${id}`,
    category: 'item',
    price: 500,
    moneyType: 'tokens',
    images: ['/media/demo/x.svg'],
    description: '<p>Bien.</p><script>alert(1)</script>',
    index: id,
    grants: [{ kind: 'item', item: 'bread', count: 1 }],
    ...overrides
  }
}

async function catalogueState(db: Database) {
  const products = await db.query('select * from products order by id')
  const home = await db.query('select * from shop_home order by list, position')
  const creators = await db.query('select * from creator_codes order by code')
  return JSON.stringify([products.rows, home.rows, creators.rows])
}

describe.each(DATABASE_KINDS)('catalogue import on %s', (kind) => {
  let db: Database

  beforeEach(async () => {
    db = await freshDatabase(kind, { demo: false })
  })
  afterEach(() => db.close())

  it('imports a valid file, sanitising descriptions', async () => {
    const validation = validateCatalogue({
      products: [product(1), product(2, { stocks: 3 })],
      home: { bestSeller: [1], shouldInterest: [2] },
      creators: ['STREAMER']
    })
    expect(validation.ok).toBe(true)
    if (!validation.ok) return
    expect(await applyCatalogue(db, validation.catalogue)).toEqual({ created: 2, updated: 0, deactivated: 0 })
    const { shopData } = await readShopSnapshot(db)
    expect(shopData.products.map((entry) => entry.id)).toEqual([1, 2])
    expect(shopData.products[0]?.description).toBe('<p>Bien.</p>')
    expect(shopData.home).toEqual({ bestSeller: [1], shouldInterest: [2] })
  })

  it('refuses a broken file with every reason, and changes nothing', async () => {
    const first = validateCatalogue({ products: [product(1)], creators: ['STREAMER'] })
    if (!first.ok) throw new Error('setup failed')
    await applyCatalogue(db, first.catalogue)
    const before = await catalogueState(db)

    const validation = validateCatalogue({
      products: [
        product(1, { price: -5 }),
        product(2, { category: 'Grades' }),
        product(3, { grants: [] }),
        product(4),
        { id: 'x' },
        product(4),
        product(5, { subscription: { monthlyUnions: 800 } })
      ],
      home: { bestSeller: [99] }
    })
    expect(validation.ok).toBe(false)
    if (validation.ok) return
    const text = validation.rejections.map((rejection) => `${rejection.where}: ${rejection.reason}`).join('\n')
    expect(text).toContain('produits[0] (id 1, produit_1)')
    expect(text).toContain('price')
    expect(text).toContain('cash')
    expect(text).toContain('grants')
    expect(text).toContain('id en double')
    expect(text).toContain('produits[4] (id x)')
    expect(text).toContain('produits (id 4)')
    expect(text).toContain("le produit 99 n'existe pas")
    expect(text).toContain('produits[6] (id 5, produit_5): seuls les Grades se vendent en abonnement')
    expect(await catalogueState(db)).toBe(before)
  })

  it('refuses a file that is not a catalogue', () => {
    for (const raw of [null, [], {}, { products: [] }, { products: [product(1)], extra: true }]) {
      expect(validateCatalogue(raw).ok, JSON.stringify(raw)).toBe(false)
    }
  })

  it('deactivates what the file no longer lists, and refuses to move a name to another id', async () => {
    const first = validateCatalogue({ products: [product(1), product(2)] })
    if (!first.ok) throw new Error('setup failed')
    await applyCatalogue(db, first.catalogue)

    const second = validateCatalogue({ products: [product(1, { label: 'Nouveau nom' })] })
    if (!second.ok) throw new Error('setup failed')
    expect(await applyCatalogue(db, second.catalogue)).toEqual({ created: 0, updated: 1, deactivated: 1 })
    expect((await readShopSnapshot(db)).shopData.products.map((entry) => entry.label)).toEqual(['Nouveau nom'])

    const before = await catalogueState(db)
    const moved = validateCatalogue({ products: [product(3, { name: 'produit_2' })] })
    if (!moved.ok) throw new Error('setup failed')
    await expect(applyCatalogue(db, moved.catalogue)).rejects.toBeInstanceOf(CatalogueConflictError)
    expect(await catalogueState(db)).toBe(before)
  })
})

describe('npm run catalog:import (the built command) in the staff journal', () => {
  it('records who (the command line) and what changed; a Unions change under unions.', async () => {
    const url = await freshPostgresUrl({ demo: false })
    const lines = (catalogue: unknown) => importCatalogue(catalogue, { DATABASE_URL: url })
    expect(await lines(demoCatalogueWith((product) => product))).toContain('Catalogue importé')
    const breadCheaper = demoCatalogueWith((product) => (product.id === 201 ? { ...product, price: product.price - 1 } : product))
    expect(await lines(breadCheaper)).toContain('Catalogue importé')

    const db = openPostgresDatabase(url)
    try {
      const { rows } = await db.query<{ actor: string; action: string; target: string; account_id: number | null; after: CatalogueDiff }>(
        'select actor, action, target, account_id, after from staff_actions order by id'
      )
      expect(rows.map((row) => [row.action, row.target, row.account_id])).toEqual([
        ['unions.catalogue_import', 'catalogue', null],
        ['catalogue.import', 'catalogue', null]
      ])
      expect(rows.every((row) => row.actor.startsWith('console ('))).toBe(true)
      expect(rows[1]?.after.updated).toEqual([{ id: 201, label: expect.any(String) as unknown, fields: ['price'] }])
    } finally {
      await db.close()
    }
  })
})

import { describe, expect, it } from 'vitest'

import { productSchema, shopVerQuerySchema, shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { exchangeRateResponseSchema } from '../../src/core/contract/exchange-rate.ts'
import demoCatalogue from '../../web/demo/catalogue.json'
import { validateCatalogue } from '../../web/catalog/validate-catalogue.ts'

const product = {
  id: 301,
  name: 'faggio',
  label: 'Pegassi Faggio',
  category: 'vehicle',
  price: 2500,
  moneyType: 'tokens',
  images: ['/media/demo/faggio-1.svg'],
  image: '/media/demo/faggio-1.svg',
  description: '<p>Scooter.</p>',
  index: 10,
  theme: 'bronze',
  stocks: null,
  characterLimit: 0,
  isDailyShopOnly: false,
  tebexPackageId: null
}

describe('contract schemas', () => {
  it('accept what the service sends', () => {
    expect(productSchema.parse(product)).toEqual(product)
    expect(shopVerResponseSchema.parse({ shopVer: 'abc' })).toEqual({ shopVer: 'abc' })
    expect(
      dailyShopResponseSchema.parse({ day: '2026-11-21', offers: [{ itemId: 1, dailyShopDiscount: 20 }], nextResetAt: 'x' }).offers
    ).toHaveLength(1)
  })

  it('refuse a drifted shape', () => {
    expect(productSchema.safeParse({ ...product, price: 25.5 }).success).toBe(false)
    expect(productSchema.safeParse({ ...product, category: 'car' }).success).toBe(false)
    expect(productSchema.safeParse({ ...product, stocks: undefined }).success).toBe(false)
    expect(dailyShopResponseSchema.safeParse({ offers: [{ itemId: 1, dailyShopDiscount: 120 }] }).success).toBe(false)
    expect(exchangeRateResponseSchema.safeParse({ base_code: 'USD', conversion_rates: {}, updatedAt: '' }).success).toBe(false)
    expect(exchangeRateResponseSchema.safeParse({ base_code: 'EUR', conversion_rates: { USD: 0 }, updatedAt: '' }).success).toBe(false)
  })

  it('the version query takes only a short hex string', () => {
    expect(shopVerQuerySchema.safeParse({ version: 'a1b2' }).success).toBe(true)
    expect(shopVerQuerySchema.safeParse({}).success).toBe(true)
    for (const version of ['', 'XYZ', 'a'.repeat(65), '../']) {
      expect(shopVerQuerySchema.safeParse({ version }).success, version).toBe(false)
    }
  })
})

describe('the demo catalogue', () => {
  it('writes Unions amounts with the typographic apostrophe, in labels, descriptions and images (docs/catalogue.md#store-packages)', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const spaced = /\d[ \u00a0\u202f]\d{3}(\s|<\/strong>)*Unions/
    for (const product of demoCatalogue.products) {
      expect(`${product.label} ${product.description}`, product.name).not.toMatch(spaced)
    }
    const images = new URL('../../web/demo/images/', import.meta.url)
    for (const file of (await readdir(images)).filter((name) => name.endsWith('.svg'))) {
      const svg = await readFile(new URL(file, images), 'utf8')
      expect(svg, file).not.toMatch(spaced)
      if (file.startsWith('unions_')) expect(svg, file).not.toMatch(/>\d{1,3} \d{3}</)
    }
    expect(demoCatalogue.products.find((product) => product.id === 12)?.label).toBe('1’000 Unions')
  })

  it('is a valid catalogue file of at least 40 products over the six categories', () => {
    const validation = validateCatalogue(demoCatalogue)
    if (!validation.ok) throw new Error(JSON.stringify(validation.rejections))
    const { products } = validation.catalogue
    expect(products.length).toBeGreaterThanOrEqual(40)
    expect(new Set(products.map((entry) => entry.category)).size).toBe(6)
    expect(products.some((entry) => entry.stocks === 0)).toBe(true)
    expect(products.some((entry) => entry.characterLimit > 0)).toBe(true)
    expect(products.some((entry) => entry.isDailyShopOnly)).toBe(true)
    expect(products.filter((entry) => entry.category === 'Grades')).toHaveLength(5)
  })
})

import type { StoreCategoryWire, StorePackageWire } from '../../../src/core/contract/store-provider.ts'
import type { Queryable } from '../../db/database.ts'

export const SANDBOX_CURRENCY = 'EUR'

/** Stable category ids of the stand-in store, one per catalogue category that has cash products. */
const CATEGORY_IDS: Record<string, number> = { Grades: 1, 'Points boutique': 2, pack: 3, item: 4, vehicle: 5, weapon: 6 }

/** A cash product of our catalogue, sold by the stand-in as the Tebex package `packageId`. */
export interface SandboxPackage {
  packageId: number
  name: string
  description: string
  image: string | null
  category: { id: number; name: string; slug: string }
  /** Euro cents. */
  price: number
  order: number
  updatedAt: string
  /** Sold as a subscription (Tebex package type "subscription"). */
  subscription: boolean
}

interface CashProductRow {
  label: string
  category: string
  price: number
  images: string[]
  description: string
  sort_index: number
  tebex_package_id: number
  grants: { kind: string; amount?: number }[]
  updated_at: Date | string
  subscription_monthly_unions: number | null
}

/** The stand-in sells what the catalogue sells for cash, at the catalogue's prices. */
export async function readSandboxPackages(db: Queryable, origin: string): Promise<SandboxPackage[]> {
  const { rows } = await db.query<CashProductRow>(
    `select label, category, price, images, description, sort_index, tebex_package_id, grants, updated_at, subscription_monthly_unions
       from products where money_type = 'cash' and active order by sort_index, id`
  )
  return rows.map((row) => {
    const unions = row.grants.find((grant) => grant.kind === 'unions')?.amount
    const image = row.images[0]
    return {
      packageId: row.tebex_package_id,
      // A Unions pack is named by its amount alone, as the real store names them (docs/catalogue.md#store-packages).
      name: unions ? String(unions) : row.label,
      description: row.description,
      image: image ? new URL(image, origin).href : null,
      category: {
        id: CATEGORY_IDS[row.category] ?? 9,
        name: row.category,
        slug: row.category.toLowerCase().replace(/\s+/g, '-')
      },
      price: row.price,
      order: row.sort_index,
      updatedAt: new Date(row.updated_at).toISOString(),
      subscription: row.subscription_monthly_unions !== null
    }
  })
}

export function packageView(item: SandboxPackage, discountPercent = 0): StorePackageWire {
  const basePrice = item.price / 100
  return {
    id: item.packageId,
    name: item.name,
    description: item.description,
    image: item.image,
    type: item.subscription ? 'subscription' : 'single',
    category: { id: item.category.id, name: item.category.name },
    base_price: basePrice,
    sales_tax: 0,
    total_price: Math.round(item.price * (100 - discountPercent)) / 10_000,
    currency: SANDBOX_CURRENCY,
    discount: 0,
    disable_quantity: false,
    disable_gifting: false,
    expiration_date: null,
    order: item.order
  }
}

/** Categories in the order of their first package; `packages` null without includePackages=1, as Tebex does. */
export function categoryViews(items: SandboxPackage[], includePackages: boolean): StoreCategoryWire[] {
  const categories = new Map<number, { category: SandboxPackage['category']; packages: StorePackageWire[] }>()
  for (const item of items) {
    const entry = categories.get(item.category.id) ?? { category: item.category, packages: [] }
    entry.packages.push(packageView(item))
    categories.set(item.category.id, entry)
  }
  return [...categories.values()].map(({ category, packages }, index) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: '',
    order: index,
    display_type: 'grid',
    packages: includePackages ? packages : null
  }))
}

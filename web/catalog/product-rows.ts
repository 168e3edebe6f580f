import * as z from 'zod/mini'

import { PRODUCT_CATEGORIES, PRODUCT_THEMES, type Product } from '../../src/core/contract/catalog.ts'
import { grantSchema, type CatalogueProduct, type Grant } from './catalogue-file.ts'

/** A products row as both drivers return it, and as purchase_refusal() sends a refused line's product. */
export const productRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  label: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.int(),
  money_type: z.enum(['tokens', 'cash']),
  images: z.array(z.string()),
  description: z.string(),
  sort_index: z.int(),
  theme: z.enum(PRODUCT_THEMES),
  /** Read from stock-repository.ts (null: unlimited), not a products column. */
  stocks: z.nullable(z.int()),
  character_limit: z.int(),
  is_daily_shop_only: z.boolean(),
  daily_shop_eligible: z.boolean(),
  daily_shop_discount: z.nullable(z.int()),
  tebex_package_id: z.nullable(z.int()),
  /** Read where the bundle is told what a pack credits (shop data, a refused purchase's product). */
  grants: z.optional(z.array(grantSchema))
})
export type ProductRow = z.infer<typeof productRowSchema>

export function productFromRow(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    category: row.category,
    price: row.price,
    moneyType: row.money_type,
    images: row.images,
    image: row.images[0] ?? '',
    description: row.description,
    index: row.sort_index,
    theme: row.theme,
    stocks: row.stocks,
    characterLimit: row.character_limit,
    isDailyShopOnly: row.is_daily_shop_only,
    tebexPackageId: row.tebex_package_id,
    ...unionsGranted(row.grants)
  }
}

/** The Unions one unit credits at purchase (a pack's), so the success dialog can say the balance moves by them. */
function unionsGranted(grants: Grant[] | undefined): { unionsGranted?: number } {
  const amount = (grants ?? []).reduce((sum, grant) => sum + (grant.kind === 'unions' ? grant.amount : 0), 0)
  return amount > 0 ? { unionsGranted: amount } : {}
}

export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'label',
  'category',
  'price',
  'money_type',
  'images',
  'description',
  'sort_index',
  'theme',
  'character_limit',
  'is_daily_shop_only',
  'daily_shop_eligible',
  'daily_shop_discount',
  'tebex_package_id',
  'grants',
  'active',
  'subscription_monthly_unions'
] as const

/** The values of one catalogue product, in PRODUCT_COLUMNS order (its stock is stock-repository.ts's). */
export function productRowValues(product: CatalogueProduct): unknown[] {
  return [
    product.id,
    product.name,
    product.label,
    product.category,
    product.price,
    product.moneyType,
    JSON.stringify(product.images),
    product.description,
    product.index,
    product.theme,
    product.characterLimit,
    product.isDailyShopOnly,
    product.dailyShopEligible,
    product.dailyShopDiscount ?? null,
    product.tebexPackageId,
    JSON.stringify(product.grants),
    product.active,
    product.subscription?.monthlyUnions ?? null
  ]
}

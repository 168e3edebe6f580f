import * as z from 'zod/mini'

/** Category values as the shop data carries them (docs/catalogue.md#categories). */
export const PRODUCT_CATEGORIES = ['Points boutique', 'Grades', 'pack', 'item', 'vehicle', 'weapon'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

export const PRODUCT_THEMES = ['bronze', 'silver', 'gold', 'diamond'] as const
export type ProductTheme = (typeof PRODUCT_THEMES)[number]

/**
 * A product as the shop service sends it. `price` is an integer: Unions when
 * moneyType is 'tokens', euro cents when it is 'cash' (paid through the store
 * provider, linked by tebexPackageId).
 */
export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  label: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.int(),
  moneyType: z.enum(['tokens', 'cash']),
  images: z.array(z.string()),
  image: z.string(),
  description: z.string(),
  index: z.int(),
  theme: z.enum(PRODUCT_THEMES),
  stocks: z.nullable(z.int()),
  characterLimit: z.int(),
  isDailyShopOnly: z.boolean(),
  tebexPackageId: z.nullable(z.int()),
  /** Unions one unit credits to the buyer at purchase (packs); absent when none. */
  unionsGranted: z.optional(z.int())
})
export type Product = z.infer<typeof productSchema>

export const shopHomeSchema = z.object({
  bestSeller: z.array(z.int()),
  shouldInterest: z.array(z.int())
})

export const shopDataSchema = z.object({
  products: z.array(productSchema),
  home: shopHomeSchema
})
export type ShopData = z.infer<typeof shopDataSchema>

/** GET /api/shopVer?version= — shopData only when `version` is not the current one. */
export const shopVerQuerySchema = z.object({
  version: z.optional(z.string().check(z.regex(/^[0-9a-f]{1,64}$/)))
})
export const shopVerResponseSchema = z.object({
  shopVer: z.string(),
  shopData: z.optional(shopDataSchema)
})
export type ShopVerResponse = z.infer<typeof shopVerResponseSchema>

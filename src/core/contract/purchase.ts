import * as z from 'zod/mini'

import { productSchema, shopDataSchema } from './catalog.ts'
import { MAX_LINES_PER_PURCHASE, MAX_UNITS_PER_LINE } from './purchase-limits.ts'

export { MAX_LINES_PER_PURCHASE, MAX_UNITS_PER_LINE }

/** Product ids travel as the keys of the products map (docs/unions-purchase.md#on-the-server). */
export const productIdKeySchema = z.string().check(z.regex(/^[1-9][0-9]{0,8}$/))

export const purchaseLineSchema = z.strictObject({
  amount: z.int().check(z.positive(), z.maximum(MAX_UNITS_PER_LINE)),
  isFromDailyShop: z.boolean()
})

/** POST /api/buyProducts. The Idempotency-Key header (8 to 100 characters) makes a retry safe. */
export const buyProductsRequestSchema = z.strictObject({
  /** characters.id, an integer column: larger values can name no character. */
  characterDbId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  products: z
    .record(productIdKeySchema, purchaseLineSchema)
    .check(z.refine((products) => Object.keys(products).length >= 1, 'au moins un produit'))
    .check(z.refine((products) => Object.keys(products).length <= MAX_LINES_PER_PURCHASE, `au plus ${MAX_LINES_PER_PURCHASE} produits`))
})
export type BuyProductsRequest = z.infer<typeof buyProductsRequestSchema>

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const idempotencyKeySchema = z.string().check(z.regex(/^[\w-]{8,100}$/))

/** One line of a completed order, as charged (unit price before the discount, line total after it). */
export const orderLineSchema = z.object({
  itemId: z.int(),
  label: z.string(),
  quantity: z.int(),
  unitPrice: z.int(),
  discount: z.int(),
  total: z.int(),
  isFromDailyShop: z.boolean()
})
export type OrderLine = z.infer<typeof orderLineSchema>

/** docs/unions-purchase.md#on-the-server, with the order as charged for the success dialog. */
export const buyProductsResponseSchema = z.object({
  success: z.string(),
  shopData: shopDataSchema,
  shopTokens: z.int(),
  order: z.object({ id: z.int(), lines: z.array(orderLineSchema), total: z.int(), characterDbId: z.int() })
})
export type BuyProductsResponse = z.infer<typeof buyProductsResponseSchema>

/** Why one line was refused (the line's itemError: docs/basket.md#lines). */
export const ITEM_ERROR_CODES = ['UNKNOWN_PRODUCT', 'WITHDRAWN', 'UNAVAILABLE', 'OUT_OF_STOCK', 'CHARACTER_LIMIT', 'OFFER_EXPIRED'] as const

/** The codes of a product no longer sold as the basket had it: the bundle reloads the daily shop (docs/unions-purchase.md#refusals). */
export const GONE_PRODUCT_CODES: ReadonlySet<(typeof ITEM_ERROR_CODES)[number]> = new Set(['UNKNOWN_PRODUCT', 'WITHDRAWN', 'OFFER_EXPIRED'])

export const itemErrorSchema = z.object({
  err: z.enum(ITEM_ERROR_CODES),
  message: z.string(),
  /** The product as it is now (its stock after a sale elsewhere), or null when it is gone. */
  updatedProduct: z.nullable(productSchema)
})
export type ItemError = z.infer<typeof itemErrorSchema>

/**
 * A refused purchase (docs/unions-purchase.md#refusals): `error` is always the text to show. A shortage of
 * Unions adds shopTokensAmount (the balance); refused lines add itemErrors by product id.
 */
export const buyProductsErrorSchema = z.object({
  error: z.string(),
  shopTokensAmount: z.optional(z.int()),
  itemErrors: z.optional(z.record(productIdKeySchema, itemErrorSchema))
})
export type BuyProductsError = z.infer<typeof buyProductsErrorSchema>

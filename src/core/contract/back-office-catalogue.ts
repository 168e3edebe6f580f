import * as z from 'zod/mini'

import { PRODUCT_CATEGORIES, productSchema } from './catalog.ts'

/**
 * A product as the back-office edits it: the shop's product (catalog.ts) in the catalogue file's format (web/catalog/catalogue-file.ts is the
 * contract that validates it on the server; this only reads the answers).
 */
export const adminProductSchema = z.extend(z.omit(productSchema, { image: true, unionsGranted: true }), {
  dailyShopEligible: z.boolean(),
  dailyShopDiscount: z.optional(z.int()),
  grants: z.array(z.record(z.string(), z.unknown())),
  subscription: z.nullable(z.object({ monthlyUnions: z.int() })),
  active: z.boolean()
})
export type AdminProduct = z.infer<typeof adminProductSchema>

export const adminProductAnswerSchema = z.object({ product: adminProductSchema, orders: z.int() })

export const productListRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  label: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.int(),
  moneyType: z.enum(['tokens', 'cash']),
  image: z.string(),
  stocks: z.nullable(z.int()),
  active: z.boolean(),
  dailyShopEligible: z.boolean(),
  isDailyShopOnly: z.boolean(),
  orders: z.int()
})
export type ProductListRow = z.infer<typeof productListRowSchema>
export const productListSchema = z.object({ products: z.array(productListRowSchema), total: z.int(), page: z.int(), pageSize: z.int() })

export const PRODUCT_SORTS = ['id', 'label', 'price', 'stocks', 'index', 'updated'] as const

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)))

/** GET /api/admin/products: search, filters, sort and page. */
export const productListQuerySchema = z.object({
  search: optionalText(80),
  category: z.optional(z.enum(PRODUCT_CATEGORIES)),
  moneyType: z.optional(z.enum(['tokens', 'cash'])),
  active: z.optional(z.enum(['true', 'false'])),
  stock: z.optional(z.enum(['unlimited', 'limited', 'out'])),
  daily: z.optional(z.enum(['eligible', 'only', 'none'])),
  sort: z._default(z.enum(PRODUCT_SORTS), 'id'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1)
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export const stockChangeSchema = z.object({
  delta: z.int().check(
    z.minimum(-1_000_000),
    z.maximum(1_000_000),
    z.refine((delta) => delta !== 0, 'une variation de 0 ne change rien')
  ),
  reason: z.string().check(z.trim(), z.minLength(3, 'raison de 3 caractères au moins'), z.maxLength(200))
})
export const stockAnswerSchema = z.object({ stocks: z.int() })

export const activeChangeSchema = z.object({ active: z.boolean() })
export const descriptionPreviewSchema = z.object({ html: z.string().check(z.maxLength(20_000)) })

export const uploadedImageSchema = z.object({ url: z.string(), width: z.int(), height: z.int(), contentType: z.string() })

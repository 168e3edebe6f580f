import * as z from 'zod/mini'

/*
 * The store provider's Headless API (research/tebex.md §1), as the bundle reads it and the stand-in
 * answers it. Tolerant where the real API is inconsistent (§1.2, §6): ids as numbers or strings,
 * `links: []`, `[[]]` for no auth provider, coupons as {code} or {coupon_code}, a single category
 * as an object or a one-item array, problem `status` as a number or a string.
 */

const numericId = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))])
const optionalText = z.nullish(z.string())

export const storePackageSchema = z.object({
  id: numericId,
  /** A number here means a Unions amount: shown with the word Unions (docs/catalogue.md#store-packages). */
  name: z.string(),
  description: z._default(z.string(), ''),
  image: z.nullish(z.string()),
  type: z.optional(z.string()),
  category: z.optional(z.object({ id: numericId, name: z.string() })),
  base_price: z.number(),
  sales_tax: z.optional(z.number()),
  total_price: z.number(),
  currency: z.string(),
  discount: z.optional(z.number()),
  disable_quantity: z.optional(z.boolean()),
  disable_gifting: z.optional(z.boolean()),
  expiration_date: optionalText,
  order: z.optional(z.number())
})
export type StorePackage = z.infer<typeof storePackageSchema>
/** As it is sent (the stand-in writes this). */
export type StorePackageWire = z.input<typeof storePackageSchema>

export const storeCategorySchema = z.object({
  id: numericId,
  name: z.string(),
  slug: optionalText,
  description: z._default(z.string(), ''),
  order: z.optional(z.number()),
  display_type: z.optional(z.string()),
  /** Present but null without includePackages=1. */
  packages: z.pipe(
    z.nullish(z.array(storePackageSchema)),
    z.transform((packages) => packages ?? [])
  )
})
export type StoreCategory = z.infer<typeof storeCategorySchema>
export type StoreCategoryWire = z.input<typeof storeCategorySchema>

export const basketPackageSchema = z.object({
  id: numericId,
  name: z.string(),
  description: z.optional(z.string()),
  image: z.nullish(z.string()),
  in_basket: z.object({
    quantity: z.int(),
    price: z.number(),
    gift_username_id: z.nullish(z.union([z.string(), z.number()])),
    gift_username: optionalText
  })
})

const basketLinksSchema = z.union([
  z.object({ checkout: z.optional(z.string()), payment: z.optional(z.string()) }),
  z.pipe(
    z.array(z.unknown()),
    z.transform((): { checkout?: string; payment?: string } => ({}))
  )
])

const basketCouponSchema = z.union([
  z.object({ code: z.string() }),
  z.pipe(
    z.object({ coupon_code: z.string() }),
    z.transform(({ coupon_code }) => ({ code: coupon_code }))
  )
])

export const basketSchema = z.object({
  ident: z.string(),
  complete: z.boolean(),
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  country: optionalText,
  ip: optionalText,
  username_id: z.nullish(z.union([z.string(), z.number()])),
  username: optionalText,
  cancel_url: optionalText,
  complete_url: optionalText,
  complete_auto_redirect: z.optional(z.boolean()),
  base_price: z.number(),
  sales_tax: z.optional(z.number()),
  total_price: z.number(),
  email: optionalText,
  currency: z.string(),
  packages: z.array(basketPackageSchema),
  coupons: z._default(z.array(basketCouponSchema), []),
  giftcards: z._default(z.array(z.unknown()), []),
  creator_code: optionalText,
  links: z._default(basketLinksSchema, {}),
  custom: z.nullish(z.record(z.string(), z.unknown()))
})
export type Basket = z.infer<typeof basketSchema>
export type BasketWire = z.input<typeof basketSchema>

/** `{data: …}`: how every Headless answer but auth links and promotions is wrapped. */
export function dataEnvelope<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.object({ data: schema })
}

export const categoriesResponseSchema = dataEnvelope(z.array(storeCategorySchema))
export const categoryResponseSchema = dataEnvelope(
  z.union([
    storeCategorySchema,
    z.pipe(
      z.array(storeCategorySchema).check(z.length(1)),
      z.transform((list) => list[0] as StoreCategory)
    )
  ])
)
export const packagesResponseSchema = dataEnvelope(z.array(storePackageSchema))
export const basketResponseSchema = dataEnvelope(basketSchema)

export const authLinkSchema = z.object({ name: z.string(), url: z.string() })
export type AuthLink = z.infer<typeof authLinkSchema>
/** GET …/baskets/{ident}/auth: a bare array; `[[]]` when the store has no login provider. */
export const authLinksResponseSchema = z.pipe(
  z.array(z.union([authLinkSchema, z.array(z.unknown())])),
  z.transform((entries) => entries.filter((entry): entry is AuthLink => !Array.isArray(entry)))
)

/** Coupons, gift cards and creator codes: a bare {success, message}. */
export const promotionResultSchema = z.object({ success: z.boolean(), message: z.string() })
export type PromotionResult = z.infer<typeof promotionResultSchema>

/** RFC 7807 problem details, e.g. 422 {title: 'Bad Request', detail: 'Basket not found'}. */
export const storeProblemSchema = z.object({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.optional(numericId),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  error_code: z.nullish(z.string()),
  field_details: z.optional(z.array(z.unknown())),
  meta: z.optional(z.unknown())
})
export type StoreProblemWire = z.input<typeof storeProblemSchema>

/** POST /api/accounts/{token}/baskets. */
export const createBasketRequestSchema = z.object({
  complete_url: z.string(),
  cancel_url: z.string(),
  custom: z.optional(z.record(z.string(), z.unknown())),
  complete_auto_redirect: z.optional(z.boolean())
})
export type CreateBasketRequest = z.infer<typeof createBasketRequestSchema>

/**
 * POST /api/baskets/{ident}/packages. variable_data: identifier, gifter and, for special packages, discord_id
 * (docs/cash-checkout.md#package-variables).
 */
export const addPackageRequestSchema = z.object({
  package_id: numericId,
  quantity: z._default(z.int().check(z.positive(), z.maximum(99)), 1),
  variable_data: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  custom: z.optional(z.record(z.string(), z.unknown())),
  target_username_id: z.optional(z.union([z.string(), z.number()])),
  target_username: z.optional(z.string())
})
export type AddPackageRequest = z.input<typeof addPackageRequestSchema>

export const removePackageRequestSchema = z.object({ package_id: numericId })
export const couponRequestSchema = z.object({ coupon_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })
export const creatorCodeRequestSchema = z.object({ creator_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })

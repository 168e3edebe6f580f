import * as z from 'zod/mini'

import { dailyOfferSchema } from './daily-shop.ts'

const productIds = (max: number) => z.array(z.int().check(z.positive())).check(z.maxLength(max))

/** The home page's lists: best sellers, then the suggested products ("Ça pourrait vous intéresser"). */
export const homeUpdateSchema = z.object({ bestSeller: productIds(24), shouldInterest: productIds(12) })
export const homeAnswerSchema = z.object({
  bestSeller: z.array(z.int()),
  shouldInterest: z.array(z.int()),
  candidates: z.array(z.object({ id: z.int(), label: z.string(), category: z.string() }))
})

const dayOffersSchema = z.object({
  day: z.string(),
  offers: z.array(dailyOfferSchema),
  /** Fixed: players see (or will see) exactly these; otherwise a preview of the draw. */
  fixed: z.boolean()
})
export const dailyAdminSchema = z.object({
  today: dayOffersSchema,
  tomorrow: dayOffersSchema,
  pool: z.array(z.object({ id: z.int(), label: z.string(), dailyShopDiscount: z.nullable(z.int()), isDailyShopOnly: z.boolean() })),
  size: z.int(),
  discounts: z.array(z.int())
})
export type DailyAdmin = z.infer<typeof dailyAdminSchema>

export const dailyPinSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'jour au format AAAA-MM-JJ')),
  productId: z.int().check(z.positive()),
  discount: z.int().check(z.minimum(1), z.maximum(90))
})

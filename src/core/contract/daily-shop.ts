import * as z from 'zod/mini'

export const dailyOfferSchema = z.object({
  itemId: z.int(),
  dailyShopDiscount: z.int().check(z.minimum(0), z.maximum(100))
})
export type DailyOffer = z.infer<typeof dailyOfferSchema>

/** GET /api/dailyShop — today's offers (Paris day) and when they change. */
export const dailyShopResponseSchema = z.object({
  day: z.string(),
  offers: z.array(dailyOfferSchema),
  nextResetAt: z.string()
})
export type DailyShopResponse = z.infer<typeof dailyShopResponseSchema>

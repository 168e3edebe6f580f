import * as z from 'zod/mini'

const positiveId = z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number))

/** GET /api/giftCheck?productId=&targetId= — may this product be given to that player? 409 {error} when not. */
export const giftCheckQuerySchema = z.object({ productId: positiveId, targetId: positiveId })
export const giftCheckResponseSchema = z.object({ ok: z.literal(true) })

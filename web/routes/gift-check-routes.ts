import { Hono } from 'hono'

import { giftCheckQuerySchema } from '../../src/core/contract/gift-check.ts'
import { giftCheckErrors } from '../../src/core/messages/purchase-errors.ts'
import { requireAccount } from '../accounts/current-account.ts'
import type { AppDeps } from '../app-deps.ts'
import { HttpError } from '../http/http-error.ts'
import { parseQuery } from '../http/validate.ts'
import { checkGift } from '../tebex/grade-gift-check.ts'

/** GET /api/giftCheck: the gift popup asks it once the player is found, before anything is paid. */
export function giftCheckRoutes({ db, now }: AppDeps): Hono {
  return new Hono().get('/giftCheck', async (c) => {
    await requireAccount(c, db, new Date(now()))
    const { productId, targetId } = parseQuery(c, giftCheckQuerySchema)
    const check = await checkGift(db, productId, targetId)
    if (check.ok) return c.json({ ok: true as const })
    if (check.reason === 'product_not_found') throw new HttpError(404, giftCheckErrors.productNotFound)
    throw new HttpError(409, giftCheckErrors.gradeAlreadyHeld(check.nickname))
  })
}

import { Hono } from 'hono'

import { couponRequestSchema, creatorCodeRequestSchema, type PromotionResult } from '../../../src/core/contract/store-provider.ts'
import { readBody, type HeadlessGuards } from './headless-guards.ts'
import { problem, providerTexts as texts } from './problem.ts'
import { findCoupon, findCreatorCode } from './sandbox-promotions.ts'
import type { SandboxState } from './sandbox-state.ts'

/** A basket's coupon and creator code, set and removed. */
export function headlessPromotionRoutes(state: SandboxState, guards: HeadlessGuards): Hono {
  return new Hono().route('/', couponRoutes(guards)).route('/', creatorCodeRoutes(state, guards))
}

function couponRoutes({ store, openBasket }: HeadlessGuards): Hono {
  return new Hono()
    .post(
      '/accounts/:token/baskets/:ident/coupons',
      store(
        openBasket(async (c, basket) => {
          const body = await readBody(c, couponRequestSchema)
          if (body instanceof Response) return body
          const coupon = findCoupon(body.coupon_code)
          if (!coupon) return problem(c, texts.invalidCoupon, texts.invalidCouponDetail)
          basket.coupon = coupon
          return c.json({ success: true, message: texts.couponApplied } satisfies PromotionResult)
        })
      )
    )
    .post(
      '/accounts/:token/baskets/:ident/coupons/remove',
      store(
        openBasket((c, basket) => {
          basket.coupon = null
          return c.json({ success: true, message: texts.couponRemoved } satisfies PromotionResult)
        })
      )
    )
}

function creatorCodeRoutes(state: SandboxState, { store, openBasket }: HeadlessGuards): Hono {
  return new Hono()
    .post(
      '/accounts/:token/baskets/:ident/creator-codes',
      store(
        openBasket(async (c, basket) => {
          const body = await readBody(c, creatorCodeRequestSchema)
          if (body instanceof Response) return body
          const code = await findCreatorCode(state.deps.db, body.creator_code)
          if (!code) return problem(c, texts.invalidCreatorCode, texts.invalidCreatorCodeDetail)
          basket.creatorCode = code
          return c.json({ success: true, message: texts.creatorCodeApplied } satisfies PromotionResult)
        })
      )
    )
    .post(
      '/accounts/:token/baskets/:ident/creator-codes/remove',
      store(
        openBasket((c, basket) => {
          basket.creatorCode = null
          return c.json({ success: true, message: texts.creatorCodeRemoved } satisfies PromotionResult)
        })
      )
    )
}

import type { Context } from 'hono'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type * as z from 'zod/mini'

import {
  addPackageRequestSchema,
  couponRequestSchema,
  createBasketRequestSchema,
  creatorCodeRequestSchema,
  removePackageRequestSchema,
  type AuthLink,
  type PromotionResult
} from '../../../src/core/contract/store-provider.ts'
import { clientAddress } from '../../http/client-address.ts'
import { describeIssues } from '../../validation.ts'
import { basketView, type SandboxBasket, type SandboxLine } from './sandbox-baskets.ts'
import { categoryViews, packageView, readSandboxPackages, SANDBOX_CURRENCY } from './sandbox-catalogue.ts'
import { findCoupon, findCreatorCode } from './sandbox-promotions.ts'
import { problem, providerTexts as texts } from './problem.ts'
import { isHttpUrl, sandboxBase, type SandboxState } from './sandbox-state.ts'

type Handler = (c: Context) => Promise<Response> | Response

/** The Headless API subset the bundle calls (research/tebex.md §1.3), under `<stand-in>/api`. */
export function headlessRoutes(state: SandboxState): Hono {
  const { db, now } = state.deps
  const { publicToken, specialPackages } = state.settings
  /** `/api/accounts/{token}/…` answers 422 for any other store. */
  const store = (handler: Handler): Handler => (c) =>
    c.req.param('token') === publicToken ? handler(c) : problem(c, texts.badRequest, texts.invalidWebstore)
  /** Routes on a basket answer 422 'Basket not found' once it is gone. */
  const withBasket = (handler: (c: Context, basket: SandboxBasket) => Promise<Response> | Response): Handler => (c) => {
    const basket = state.baskets.find(c.req.param('ident') ?? '', now())
    return basket ? handler(c, basket) : problem(c, texts.badRequest, texts.basketNotFound)
  }
  const openBasket = (handler: (c: Context, basket: SandboxBasket) => Promise<Response> | Response) =>
    withBasket((c, basket) => (basket.complete ? problem(c, texts.badRequest, texts.basketComplete) : handler(c, basket)))
  const basketAnswer = (c: Context, basket: SandboxBasket) => c.json({ data: basketView(basket, sandboxBase(state, c).checkoutEndpoint) })
  const packages = (c: Context) => readSandboxPackages(db, sandboxBase(state, c).origin)

  return new Hono()
    .use('*', cors({ origin: '*', allowHeaders: ['Content-Type'], allowMethods: ['GET', 'POST', 'PUT', 'DELETE'] }))
    .get(
      '/accounts/:token',
      store((c) =>
        c.json({
          data: {
            id: 1,
            name: 'Boutique (démo)',
            description: '',
            webstore_url: sandboxBase(state, c).origin,
            currency: SANDBOX_CURRENCY,
            lang: 'fr',
            logo: null,
            platform_type: 'FiveM',
            platform_type_id: 'fivem',
            created_at: '2026-01-01T00:00:00.000Z'
          }
        })
      )
    )
    .get('/accounts/:token/categories', store(async (c) => c.json({ data: categoryViews(await packages(c), c.req.query('includePackages') === '1') })))
    .get(
      '/accounts/:token/categories/:category',
      store(async (c) => {
        const wanted = c.req.param('category')
        const category = categoryViews(await packages(c), c.req.query('includePackages') === '1').find(
          (entry) => String(entry.id) === wanted || entry.slug === wanted
        )
        return category ? c.json({ data: category }) : problem(c, texts.badRequest, texts.categoryNotFound)
      })
    )
    .get('/accounts/:token/packages', store(async (c) => c.json({ data: (await packages(c)).map((item) => packageView(item)) })))
    .get(
      '/accounts/:token/packages/:package',
      store(async (c) => {
        const item = (await packages(c)).find((entry) => String(entry.packageId) === c.req.param('package'))
        return item ? c.json({ data: packageView(item) }) : problem(c, texts.badRequest, texts.packageNotFound)
      })
    )
    .post(
      '/accounts/:token/baskets',
      store(async (c) => {
        const body = await readBody(c, createBasketRequestSchema)
        if (body instanceof Response) return body
        if (!isHttpUrl(body.complete_url) || !isHttpUrl(body.cancel_url)) return problem(c, texts.badRequest, texts.invalidReturnUrl)
        const basket = state.baskets.create(
          {
            ip: clientAddress(c, state.deps.config.trustProxy) ?? '127.0.0.1',
            completeUrl: body.complete_url,
            cancelUrl: body.cancel_url,
            completeAutoRedirect: body.complete_auto_redirect ?? false,
            custom: body.custom ?? null
          },
          now()
        )
        return basketAnswer(c, basket)
      })
    )
    .get('/accounts/:token/baskets/:ident', store(withBasket(basketAnswer)))
    .get(
      '/accounts/:token/baskets/:ident/auth',
      store(
        withBasket((c, basket) => {
          const returnUrl = c.req.query('returnUrl') ?? ''
          if (!isHttpUrl(returnUrl)) return problem(c, texts.badRequest, texts.invalidReturnUrl)
          const url = `${sandboxBase(state, c).base}/auth/${basket.ident}?returnUrl=${encodeURIComponent(returnUrl)}`
          return c.json([{ name: 'FiveM', url }] satisfies AuthLink[])
        })
      )
    )
    .post(
      '/baskets/:ident/packages',
      openBasket(async (c, basket) => {
        const body = await readBody(c, addPackageRequestSchema)
        if (body instanceof Response) return body
        const item = (await packages(c)).find((entry) => entry.packageId === body.package_id)
        if (!item) return problem(c, texts.badRequest, texts.packageNotFound)
        const variableData = Object.fromEntries(Object.entries(body.variable_data ?? {}).map(([name, value]) => [name, String(value)]))
        if (!variableData.identifier || variableData.identifier === 'null') return problem(c, texts.badRequest, texts.identifierRequired)
        // A gift carries the recipient's Discord id or none: only the buyer's own Grade must have one.
        const gift = body.custom?.gift_target_data !== undefined
        if (specialPackages.includes(item.packageId) && !gift && !variableData.discord_id) return problem(c, texts.badRequest, texts.discordRequired)
        const line: SandboxLine = {
          packageId: item.packageId,
          name: item.name,
          description: item.description,
          image: item.image,
          unitPrice: item.price,
          quantity: body.quantity,
          variableData,
          custom: body.custom ?? null,
          giftUsernameId: body.target_username_id === undefined ? null : String(body.target_username_id),
          giftUsername: body.target_username ?? null,
          subscription: item.subscription
        }
        basket.lines = [...basket.lines.filter((entry) => entry.packageId !== item.packageId), line]
        return basketAnswer(c, basket)
      })
    )
    .post(
      '/baskets/:ident/packages/remove',
      openBasket(async (c, basket) => {
        const body = await readBody(c, removePackageRequestSchema)
        if (body instanceof Response) return body
        basket.lines = basket.lines.filter((line) => line.packageId !== body.package_id)
        return basketAnswer(c, basket)
      })
    )
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
    .post(
      '/accounts/:token/baskets/:ident/creator-codes',
      store(
        openBasket(async (c, basket) => {
          const body = await readBody(c, creatorCodeRequestSchema)
          if (body instanceof Response) return body
          const code = await findCreatorCode(db, body.creator_code)
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
    .all('*', (c) => problem(c, 'Not Found', `No route for ${c.req.method} ${c.req.path}`, 404))
}

/** A JSON body checked with `schema`, or the 422 Tebex answers for a bad one. */
async function readBody<Schema extends z.ZodMiniType>(c: Context, schema: Schema): Promise<z.infer<Schema> | Response> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return problem(c, texts.badRequest, 'The request body must be JSON')
  }
  const parsed = schema.safeParse(body)
  return parsed.success ? parsed.data : problem(c, texts.badRequest, describeIssues(parsed.error))
}

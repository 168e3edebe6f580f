import type { Context } from 'hono'
import { Hono } from 'hono'

import {
  addPackageRequestSchema,
  createBasketRequestSchema,
  removePackageRequestSchema,
  type AuthLink
} from '../../../src/core/contract/store-provider.ts'
import { clientAddress } from '../../http/client-address.ts'
import { readBody, type HeadlessGuards } from './headless-guards.ts'
import { problem, providerTexts as texts } from './problem.ts'
import type { SandboxBasket, SandboxLine } from './sandbox-baskets.ts'
import { isHttpUrl, sandboxBase, type SandboxState } from './sandbox-state.ts'

/** Baskets: made, read, logged in to (FiveM), and their packages added or removed. */
export function headlessBasketRoutes(state: SandboxState, guards: HeadlessGuards): Hono {
  const { store, withBasket, openBasket, basketAnswer } = guards
  return new Hono()
    .post(
      '/accounts/:token/baskets',
      store((c) => createBasket(c, state, guards))
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
      openBasket((c, basket) => addPackage(c, basket, state, guards))
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
}

async function createBasket(c: Context, state: SandboxState, guards: HeadlessGuards): Promise<Response> {
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
    state.deps.now()
  )
  return guards.basketAnswer(c, basket)
}

/** A package in the basket, replacing the same package's line; a Grade bought for oneself needs the Discord id. */
async function addPackage(c: Context, basket: SandboxBasket, state: SandboxState, guards: HeadlessGuards): Promise<Response> {
  const body = await readBody(c, addPackageRequestSchema)
  if (body instanceof Response) return body
  const item = (await guards.packages(c)).find((entry) => entry.packageId === body.package_id)
  if (!item) return problem(c, texts.badRequest, texts.packageNotFound)
  const variableData = Object.fromEntries(Object.entries(body.variable_data ?? {}).map(([name, value]) => [name, String(value)]))
  if (!variableData.identifier || variableData.identifier === 'null') return problem(c, texts.badRequest, texts.identifierRequired)
  // A gift carries the recipient's Discord id or none: only the buyer's own Grade must have one.
  const gift = body.custom?.gift_target_data !== undefined
  if (state.settings.specialPackages.includes(item.packageId) && !gift && !variableData.discord_id) {
    return problem(c, texts.badRequest, texts.discordRequired)
  }
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
  return guards.basketAnswer(c, basket)
}

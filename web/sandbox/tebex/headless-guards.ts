import type { Context } from 'hono'
import type * as z from 'zod/mini'

import { describeIssues } from '../../validation.ts'
import { problem, providerTexts as texts } from './problem.ts'
import { basketView, type SandboxBasket } from './sandbox-baskets.ts'
import { readSandboxPackages, type SandboxPackage } from './sandbox-catalogue.ts'
import { sandboxBase, type SandboxState } from './sandbox-state.ts'

export type Handler = (c: Context) => Promise<Response> | Response
export type BasketHandler = (c: Context, basket: SandboxBasket) => Promise<Response> | Response

/** What every Headless route checks first, and the answers they share. */
export interface HeadlessGuards {
  /** `/api/accounts/{token}/…` answers 422 for any other store. */
  store: (handler: Handler) => Handler
  /** Routes on a basket answer 422 'Basket not found' once it is gone. */
  withBasket: (handler: BasketHandler) => Handler
  /** As withBasket, and 422 once the basket is paid. */
  openBasket: (handler: BasketHandler) => Handler
  basketAnswer: (c: Context, basket: SandboxBasket) => Response
  packages: (c: Context) => Promise<SandboxPackage[]>
}

export function headlessGuards(state: SandboxState): HeadlessGuards {
  const { db, now } = state.deps
  const withBasket =
    (handler: BasketHandler): Handler =>
    (c) => {
      const basket = state.baskets.find(c.req.param('ident') ?? '', now())
      return basket ? handler(c, basket) : problem(c, texts.badRequest, texts.basketNotFound)
    }
  return {
    store: (handler) => (c) =>
      c.req.param('token') === state.settings.publicToken ? handler(c) : problem(c, texts.badRequest, texts.invalidWebstore),
    withBasket,
    openBasket: (handler) =>
      withBasket((c, basket) => (basket.complete ? problem(c, texts.badRequest, texts.basketComplete) : handler(c, basket))),
    basketAnswer: (c, basket) => c.json({ data: basketView(basket, sandboxBase(state, c).checkoutEndpoint) }),
    packages: (c) => readSandboxPackages(db, sandboxBase(state, c).origin)
  }
}

/** A JSON body checked with `schema`, or the 422 Tebex answers for a bad one. */
export async function readBody<Schema extends z.ZodMiniType>(c: Context, schema: Schema): Promise<z.infer<Schema> | Response> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return problem(c, texts.badRequest, 'The request body must be JSON')
  }
  const parsed = schema.safeParse(body)
  return parsed.success ? parsed.data : problem(c, texts.badRequest, describeIssues(parsed.error))
}

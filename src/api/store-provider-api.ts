import { atom } from 'nanostores'
import type * as z from 'zod/mini'

import {
  authLinksResponseSchema,
  basketResponseSchema,
  categoriesResponseSchema,
  promotionResultSchema,
  storeProblemSchema,
  type AddPackageRequest,
  type CreateBasketRequest
} from '../core/contract/store-provider.ts'
import { ApiFailure } from './api-errors.ts'
import { parsedAnswer } from './fetch-json.ts'

const TIMEOUT_MS = 15_000

/** Where the store provider is: GET /api/config `storeProvider`. */
export interface StoreProviderEndpoint {
  headlessUrl: string
  publicToken: string
}

const $fetchAdapter = atom<typeof fetch | undefined>(undefined)

/** Tests answer the store provider's calls through this seam; undefined restores the network. */
export function setStoreProviderAdapter(adapter: typeof fetch | undefined): void {
  $fetchAdapter.set(adapter)
}

interface CallOptions {
  method?: 'get' | 'post'
  body?: unknown
  params?: Record<string, string>
}

/**
 * The Headless API is another site: no cookies and no gameServer header (they would also make every
 * call a CORS preflight the real API need not allow). Failures are ApiFailure, the body the problem.
 */
async function call<Schema extends z.ZodMiniType>(
  endpoint: StoreProviderEndpoint,
  path: string,
  schema: Schema,
  options: CallOptions = {}
): Promise<z.infer<Schema>> {
  return parsedAnswer(`${endpoint.headlessUrl}${path}`, path, schema, {
    method: options.method ?? 'get',
    params: options.params,
    body: options.body,
    credentials: 'omit',
    timeoutMs: TIMEOUT_MS,
    fetch: $fetchAdapter.get() ?? fetch
  })
}

/** The provider's own title and detail (RFC 7807) of a failed call, when it sent them. */
export function providerProblem(failure: unknown): { title: string; detail: string | undefined } | undefined {
  if (!(failure instanceof ApiFailure)) return undefined
  const parsed = storeProblemSchema.safeParse(failure.body)
  return parsed.success ? { title: parsed.data.title, detail: parsed.data.detail } : undefined
}

const account = (endpoint: StoreProviderEndpoint) => `/api/accounts/${encodeURIComponent(endpoint.publicToken)}`
const basketPath = (ident: string) => `/api/baskets/${encodeURIComponent(ident)}`
const accountBasket = (endpoint: StoreProviderEndpoint, ident: string) => `${account(endpoint)}/baskets/${encodeURIComponent(ident)}`

/**
 * Every category with its packages in one call. A reading per category (docs/cash-checkout.md#store-calls) would take the list, then each
 * `/categories/{id}?includePackages=1`; the Headless API also takes includePackages=1 on the list
 * (research/tebex.md), which saves a call per category each minute. See web/README.md.
 */
export async function fetchStoreCategories(endpoint: StoreProviderEndpoint) {
  const { data } = await call(endpoint, `${account(endpoint)}/categories`, categoriesResponseSchema, { params: { includePackages: '1' } })
  return data
}

export async function createStoreBasket(endpoint: StoreProviderEndpoint, body: CreateBasketRequest) {
  const { data } = await call(endpoint, `${account(endpoint)}/baskets`, basketResponseSchema, { method: 'post', body })
  return data
}

export async function fetchStoreBasket(endpoint: StoreProviderEndpoint, ident: string) {
  const { data } = await call(endpoint, accountBasket(endpoint, ident), basketResponseSchema)
  return data
}

/** The provider's login pages for this basket; `returnUrl` is where the player comes back to. */
export function fetchBasketAuthLinks(endpoint: StoreProviderEndpoint, ident: string, returnUrl: string) {
  return call(endpoint, `${accountBasket(endpoint, ident)}/auth`, authLinksResponseSchema, { params: { returnUrl } })
}

export async function addBasketPackage(endpoint: StoreProviderEndpoint, ident: string, body: AddPackageRequest) {
  const { data } = await call(endpoint, `${basketPath(ident)}/packages`, basketResponseSchema, { method: 'post', body })
  return data
}

export async function removeBasketPackage(endpoint: StoreProviderEndpoint, ident: string, packageId: number) {
  const { data } = await call(endpoint, `${basketPath(ident)}/packages/remove`, basketResponseSchema, {
    method: 'post',
    body: { package_id: packageId }
  })
  return data
}

export const applyCoupon = (endpoint: StoreProviderEndpoint, ident: string, code: string) =>
  call(endpoint, `${accountBasket(endpoint, ident)}/coupons`, promotionResultSchema, { method: 'post', body: { coupon_code: code } })

export const removeCoupon = (endpoint: StoreProviderEndpoint, ident: string, code: string) =>
  call(endpoint, `${accountBasket(endpoint, ident)}/coupons/remove`, promotionResultSchema, { method: 'post', body: { coupon_code: code } })

export const applyCreatorCode = (endpoint: StoreProviderEndpoint, ident: string, code: string) =>
  call(endpoint, `${accountBasket(endpoint, ident)}/creator-codes`, promotionResultSchema, { method: 'post', body: { creator_code: code } })

/** docs/cash-checkout.md#creator-code: a POST with no body (the basket has one creator code, nothing to name). */
export const removeCreatorCode = (endpoint: StoreProviderEndpoint, ident: string) =>
  call(endpoint, `${accountBasket(endpoint, ident)}/creator-codes/remove`, promotionResultSchema, { method: 'post' })

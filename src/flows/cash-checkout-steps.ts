import { addBasketPackage, createStoreBasket, fetchBasketAuthLinks } from '../api/store-provider-api.ts'
import type { Account } from '../core/contract/account.ts'
import {
  addPackageBody,
  newCashBasket,
  type BasketAuthUrlData,
  type CashBasket,
  type RequestedPackage
} from '../core/domain/cash-basket.ts'
import { websiteAddress } from '../core/domain/website-address.ts'
import { checkoutMessages as messages } from '../core/messages/checkout.ts'
import { applyProviderBasket, saveCashBasket } from '../stores/cash-basket.ts'
import { checkoutEnvironment as environment } from '../stores/checkout-environment.ts'
import { HANDOFF_PARAM } from '../stores/handoff-resume.ts'
import { showFullScreenLoader } from '../stores/loader.ts'
import { $pendingPackage } from '../stores/redirecting.ts'
import { $router, goTo } from '../stores/router.ts'
import type { StoreProviderConfig } from '../stores/store-provider-config.ts'

/** docs/cash-checkout.md#steps. */
export const ADD_DELAY_MS = 250

// The cash checkout's steps (docs/cash-checkout.md#steps), each one screen of the provider's flow; flows/cash-checkout.ts runs them.

/** Step 1: a basket at the provider for this player, remembering the package asked for. */
export async function createBasket(provider: StoreProviderConfig, user: Account, wanted: RequestedPackage): Promise<CashBasket> {
  showFullScreenLoader(messages.creating)
  const origin = environment.origin()
  const created = await createStoreBasket(provider, {
    complete_url: websiteAddress(currentPage(), origin),
    cancel_url: websiteAddress(currentPage(), origin, { cancelled: 'true' }),
    custom: { accountId: user.id, username: user.username },
    complete_auto_redirect: false
  })
  return save(newCashBasket(created, user.id, Date.now(), wanted))
}

/** Steps 2–3: the provider's login, through /redirecting; it sends the player back with success=true. */
export async function sendToProviderLogin(provider: StoreProviderConfig, basket: CashBasket, request: RequestedPackage): Promise<void> {
  showFullScreenLoader(messages.authenticating)
  const previousPage = currentPage()
  const data: BasketAuthUrlData = { previousPage, authUrl: 'validation', giftTarget: request.giftTarget, id: request.id }
  const returnUrl = websiteAddress(previousPage, environment.origin(), { success: 'true', basketauthurldata: JSON.stringify(data) })
  const [link] = await fetchBasketAuthLinks(provider, basket.ident, returnUrl)
  if (!link) throw new Error('the store provider offers no login for this basket')
  save({ ...basket, authUrl: { payload: link.url, isSuccess: false } })
  $pendingPackage.set(request.id)
  goTo(`/redirecting?to=${encodeURIComponent(link.url)}`)
}

/** Steps 4–5: the package in the authenticated basket, after the provider's add delay; answers the basket with it. */
export async function addPackage(
  provider: StoreProviderConfig,
  user: Account,
  basket: CashBasket,
  wanted: RequestedPackage
): Promise<CashBasket | undefined> {
  showFullScreenLoader(messages.adding)
  await new Promise((resolve) => setTimeout(resolve, ADD_DELAY_MS))
  return applyProviderBasket(await addBasketPackage(provider, basket.ident, addPackageBody(user, wanted, provider.specialPackages)))
}

/** The same product for the same player is the pending order itself, not another one. */
export function holdsRequest(basket: CashBasket, request: RequestedPackage): boolean {
  return basket.packages.some((line) => line.id === request.id && (line.giftTarget?.id ?? null) === (request.giftTarget?.id ?? null))
}

export function save(basket: CashBasket): CashBasket {
  saveCashBasket(basket)
  return basket
}

/** The page the player is on, without the parameters of the checkout's own returns. */
export function currentPage(): string {
  const page = $router.get()
  if (!page) return '/'
  const search = new URLSearchParams(page.search)
  for (const name of RETURN_PARAMS) search.delete(name)
  const query = search.toString()
  return `${page.path}${query ? `?${query}` : ''}`
}

const RETURN_PARAMS = ['success', 'cancelled', 'basketauthurldata', HANDOFF_PARAM] as const

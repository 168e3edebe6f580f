import { atom } from 'nanostores'

import {
  addBasketPackage,
  createStoreBasket,
  fetchBasketAuthLinks,
  fetchStoreBasket,
  providerProblem,
  removeBasketPackage
} from '../api/store-provider-api.ts'
import type { Product } from '../core/contract/catalog.ts'
import {
  addPackageBody,
  newCashBasket,
  type BasketAuthUrlData,
  type CashBasket,
  type GiftTarget,
  type RequestedPackage
} from '../core/domain/cash-basket.ts'
import { checkoutMessages as messages, storeProviderAnswers as answers } from '../core/messages/checkout.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { $cashPopupLoader, applyProviderBasket, rememberCashItem, resetCashBasket, saveCashBasket, usableCashBasket } from './cash-basket.ts'
import { websiteAddress } from '../core/domain/website-address.ts'
import { checkoutEnvironment as environment } from './checkout-environment.ts'
import { startDiscordLink } from './discord-link.ts'
import { openEmbeddedCheckout } from './embedded-checkout.ts'
import { onErrorPageCleared, showErrorPage } from './error-page.ts'
import { $giftLookup, closeGiftTarget, openGiftTarget } from './gift-target.ts'
import { hideFullScreenLoader, showFullScreenLoader } from './loader.ts'
import { openLoginPanel } from './login-panel.ts'
import { closeOverlay, openOverlay } from './overlays.ts'
import { $codesSettled, fillCodesFrom } from './promo-codes.ts'
import { $pendingPackage } from './redirecting.ts'
import { HANDOFF_PARAM, handOffPath } from './handoff-resume.ts'
import { $router, goTo } from './router.ts'
import { $loggedIn, $user } from './session.ts'
import { handOffToWebsite } from './website-login.ts'
import { $productsById } from './shop.ts'
import { freshStoreCategories, isPackageSold } from './store-categories.ts'
import { whenStoreProvider, type StoreProviderConfig } from './store-provider-config.ts'

/** The add's delay, and the popup's close when the package is gone (docs/cash-checkout.md#steps). */
export const ADD_DELAY_MS = 250
export const PACKAGE_GONE_CLOSE_MS = 2_000

/** The confirmation popup's Non/Oui question (docs/cash-checkout.md#confirmation-popup). */
export const $checkoutQuestion = atom<'cancel' | 'confirm' | undefined>(undefined)
/** The basket's package is no longer sold: the popup says so and closes after 2 s. */
export const $packageGone = atom(false)
/**
 * Another product asked for while an unpaid order (a closed or declined checkout) still holds the basket:
 * the popup names the pending order and this one; cancelling the pending order goes on with this one.
 */
export const $nextPackage = atom<{ request: RequestedPackage; label: string } | undefined>(undefined)

/** One step of the flow at a time: a second click while the basket is made does not make another. */
let flowRunning = false

/**
 * docs/cash-checkout.md#starting: a cash product ('Ajouter au panier', 'Souscrire', 'Offrir'). A visitor logs in first (the
 * product is remembered, not a gift); Grades need a linked Discord; a gift needs its player.
 */
export async function requestCashPackage(product: Product, options: { isGift?: boolean; giftTarget?: GiftTarget } = {}): Promise<void> {
  if (product.moneyType !== 'cash' || product.tebexPackageId === null) return
  const isGift = options.isGift === true || options.giftTarget !== undefined
  const user = $user.get()
  if (!$loggedIn.get() || !user) {
    if (!isGift) rememberCashItem(product.id)
    openLoginPanel(shopMessages.notConnected)
    return
  }
  // In game nothing outside can come back to this page: the website, logged in, takes the purchase on.
  if (environment.isFramed()) return await handOffToWebsite(handOffPath(currentPage(), { kind: isGift ? 'gift' : 'buy', productId: product.id }))
  if (product.category === 'Grades' && !user.discordId) {
    await startDiscordLink({ previousPage: currentPage(), packageId: product.id, isGift })
    return
  }
  if (isGift && !options.giftTarget) {
    openGiftTarget(product.id)
    return
  }
  await advance({ id: product.tebexPackageId, giftTarget: options.giftTarget ?? null }, { label: product.label })
}

/** Steps 1–6 in docs/cash-checkout.md#steps: create the basket, have it authenticated, add the package, confirm. */
async function advance(request?: RequestedPackage, { retried = false, label = '' } = {}): Promise<void> {
  if (flowRunning) return
  flowRunning = true
  let stage: 'create' | 'auth' | 'add' = 'create'
  try {
    const provider = await whenStoreProvider()
    const user = $user.get()
    if (!provider || !user) return
    let basket = usableCashBasket()
    if (basket && basket.packages.length > 0) {
      openCheckoutPopup({ refresh: true })
      if (request && !holdsRequest(basket, request)) $nextPackage.set({ request, label })
      return
    }
    if (basket && request) basket = save({ ...basket, requestedPackageData: request })
    const wanted = request ?? basket?.requestedPackageData
    if (!wanted) return
    if (!basket) {
      showFullScreenLoader(messages.creating)
      basket = save(newCashBasket(await createStoreBasket(provider, basketRequest(user)), user.id, Date.now(), wanted))
    }
    stage = 'auth'
    if (!basket.authUrl?.isSuccess) return await sendToProviderLogin(provider, basket, wanted)
    stage = 'add'
    showFullScreenLoader(messages.adding)
    await new Promise((resolve) => setTimeout(resolve, ADD_DELAY_MS))
    const added = applyProviderBasket(await addBasketPackage(provider, basket.ident, addPackageBody(user, wanted, provider.specialPackages)))
    if (added && added.packages.length > 0) openCheckoutPopup({ refresh: false })
  } catch (failure) {
    flowRunning = false
    hideFullScreenLoader()
    if (!retried && isGoneBasket(failure)) {
      // The provider dropped or closed the basket: a new one, once.
      const wanted = request ?? usableCashBasket()?.requestedPackageData
      resetCashBasket()
      return await advance(wanted, { retried: true, label })
    }
    flowFailed(failure, stage)
  } finally {
    flowRunning = false
    hideFullScreenLoader()
  }
}

/** The same product for the same player is the pending order itself, not another one. */
function holdsRequest(basket: CashBasket, request: RequestedPackage): boolean {
  return basket.packages.some((line) => line.id === request.id && (line.giftTarget?.id ?? null) === (request.giftTarget?.id ?? null))
}

function save(basket: CashBasket): CashBasket {
  saveCashBasket(basket)
  return basket
}

function basketRequest(user: { id: number; username: string }) {
  const origin = environment.origin()
  return {
    complete_url: websiteAddress(currentPage(), origin),
    cancel_url: websiteAddress(currentPage(), origin, { cancelled: 'true' }),
    custom: { accountId: user.id, username: user.username },
    complete_auto_redirect: false
  }
}

/** Steps 2–3 in docs/cash-checkout.md#steps: the provider's login, through /redirecting; it sends the player back with success=true. */
async function sendToProviderLogin(provider: StoreProviderConfig, basket: CashBasket, request: RequestedPackage): Promise<void> {
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

function isGoneBasket(failure: unknown): boolean {
  const detail = providerProblem(failure)?.detail
  return detail === answers.basketNotFound || detail === answers.basketComplete
}

/** docs/errors.md#error-page: the add-package error page with the provider's title and detail; the basket starts over. */
function flowFailed(failure: unknown, stage: string): void {
  console.error(`[checkout] ${stage} failed:`, failure)
  const problem = providerProblem(failure)
  resetCashBasket()
  showErrorPage('TEBEX_ADD_PACKAGE_FAILED', [problem ? messages.providerRefused : messages.providerUnreachable])
}

/** Step 6 in docs/cash-checkout.md#steps: the confirmation popup, over a basket read again from the provider when asked. */
export function openCheckoutPopup({ refresh }: { refresh: boolean }): void {
  const basket = usableCashBasket()
  if (!basket) return
  $checkoutQuestion.set(undefined)
  $packageGone.set(false)
  $nextPackage.set(undefined)
  fillCodesFrom(basket)
  openOverlay('checkoutPopup', {})
  void checkPopupBasket(basket, refresh)
}

/** The popup's loading overlay while the basket is read again; a package no longer sold closes it after 2 s. */
async function checkPopupBasket(basket: CashBasket, refresh: boolean): Promise<void> {
  const provider = await whenStoreProvider()
  if (!provider) return
  $cashPopupLoader.set(messages.updating)
  try {
    const fresh = refresh ? applyProviderBasket(await fetchStoreBasket(provider, basket.ident)) : basket
    await freshStoreCategories()
    if (!fresh || fresh.packages.length === 0) {
      // The pending order is gone already (emptied at the provider): the product asked for goes on.
      const next = $nextPackage.get()
      closeCheckoutPopup()
      if (next) void advance(next.request, { label: next.label })
    } else if (fresh.packages.some((line) => isPackageSold(line.id) === false)) packageGone()
  } catch (failure) {
    if (isGoneBasket(failure)) packageGone()
    else console.warn('[checkout] basket not refreshed:', failure)
  } finally {
    $cashPopupLoader.set(undefined)
  }
}

onErrorPageCleared('TEBEX_ADD_PACKAGE_FAILED', resetCashBasket)

function packageGone(): void {
  $packageGone.set(true)
  setTimeout(() => {
    $packageGone.set(false)
    resetCashBasket()
  }, PACKAGE_GONE_CLOSE_MS)
}

export function closeCheckoutPopup(): void {
  $checkoutQuestion.set(undefined)
  $nextPackage.set(undefined)
  closeOverlay('checkoutPopup')
}

/** 'Annuler' or a click on the backdrop. */
export function askCancel(): void {
  $checkoutQuestion.set('cancel')
}

/** 'Confirmer': only once both code fields are empty or applied. */
export function askConfirm(): void {
  if ($codesSettled.get()) $checkoutQuestion.set('confirm')
}

export function answerNo(): void {
  $checkoutQuestion.set(undefined)
}

export async function answerYes(): Promise<void> {
  const question = $checkoutQuestion.get()
  $checkoutQuestion.set(undefined)
  if (question === 'cancel') {
    // The product asked for meanwhile goes on once the pending order is gone.
    const next = $nextPackage.get()
    await cancelOrder()
    if (next) await advance(next.request, { label: next.label })
  } else if (question === 'confirm') await goToPayment()
}

/** docs/cash-checkout.md#confirmation-popup; the authenticated basket stays for next time. */
async function cancelOrder(): Promise<void> {
  const basket = usableCashBasket()
  const provider = await whenStoreProvider()
  if (!basket || !provider) return closeCheckoutPopup()
  $cashPopupLoader.set(messages.removing)
  try {
    let fresh: CashBasket | undefined = basket
    for (const line of basket.packages) fresh = applyProviderBasket(await removeBasketPackage(provider, basket.ident, line.id))
    if (fresh) save({ ...fresh, requestedPackageData: undefined })
  } catch (failure) {
    console.warn('[checkout] package not removed, the basket starts over:', failure)
    resetCashBasket()
  } finally {
    $cashPopupLoader.set(undefined)
    closeCheckoutPopup()
  }
}

async function goToPayment(): Promise<void> {
  const basket = usableCashBasket()
  const provider = await whenStoreProvider()
  if (basket && provider) await openEmbeddedCheckout(basket.ident, provider)
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

/** The flow goes on from where the basket is (after the provider's login). */
export function continueCashCheckout(): Promise<void> {
  return advance()
}

/** The gift popup's 'Offrir à …': the product goes to the player found. */
export async function giveGift(): Promise<void> {
  const lookup = $giftLookup.get()
  if (!lookup?.target) return
  const product = $productsById.get().get(lookup.productId)
  closeGiftTarget()
  if (product) await requestCashPackage(product, { giftTarget: lookup.target })
}

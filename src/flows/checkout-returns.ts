import type { Product } from '../core/contract/catalog.ts'
import { basketAuthUrlDataSchema, type BasketAuthUrlData } from '../core/domain/cash-basket.ts'
import { resetCashBasket, saveCashBasket, takeCashItem, usableCashBasket } from '../stores/cash-basket.ts'
import { $packageAfterLink, startDiscordLink } from '../stores/discord-link.ts'
import { HANDOFF_PARAM, readHandOff, type HandOffAction } from '../stores/handoff-resume.ts'
import { $router } from '../stores/router.ts'
import { $loggedIn } from '../stores/session.ts'
import { $productsById, $shopData } from '../stores/shop.ts'
import { followCashListings } from '../stores/store-categories.ts'
import { openCashCheckoutPopup } from './cash-checkout.ts'
import { currentPage } from './cash-checkout-steps.ts'
import { continueCashCheckout, requestCashPackage } from './cash-request.ts'
import { isProviderReturn } from './checkout-return-params.ts'
import { followPendingOrder } from './pending-order.ts'

/** How long a product asked for before the shop data arrived is waited for. */
const SHOP_DATA_WAIT_MS = 15_000

/**
 * docs/cash-checkout.md#returns query parameters of the checkout's returns: basketauthurldata with success=true (the
 * provider's login went through) and cancelled=true (the checkout's cancel address). Read once, then
 * taken out of the address.
 */
export function handleCheckoutReturn(search: Record<string, string | undefined>): void {
  const { success, cancelled, basketauthurldata: authData, [HANDOFF_PARAM]: handOff } = search
  if (!isProviderReturn(search) && handOff === undefined) return
  $router.open(currentPage(), true)
  if (authData !== undefined) authReturned(success === 'true', readAuthData(authData))
  if (cancelled === 'true') cancelReturned()
  if (handOff !== undefined) resumeHandOff(readHandOff(handOff))
}

/**
 * DESIGN.md "Leaving the game": the website, just logged in by the game's hand-off link, takes up what
 * the player started in game, exactly as if they had clicked it here.
 */
function resumeHandOff(action: HandOffAction | undefined): void {
  if (!action) return
  if (action.kind === 'discord') {
    void startDiscordLink({ previousPage: currentPage() })
    return
  }
  const isGift = action.kind === 'gift'
  void productWhenLoaded(action.productId).then((product) => product && requestCashPackage(product, { isGift }))
}

function readAuthData(raw: string): BasketAuthUrlData | undefined {
  try {
    const parsed = basketAuthUrlDataSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * Step 4 in docs/cash-checkout.md#steps: success marks the basket authenticated and the add follows; otherwise the login is asked again
 * next time.
 */
function authReturned(success: boolean, data: BasketAuthUrlData | undefined): void {
  const basket = usableCashBasket()
  if (!basket?.authUrl) return
  if (!success) {
    saveCashBasket({ ...basket, authUrl: { ...basket.authUrl, isSuccess: false } })
    return
  }
  const requested = basket.requestedPackageData ?? (data && { id: data.id, giftTarget: data.giftTarget })
  saveCashBasket({ ...basket, authUrl: { ...basket.authUrl, isSuccess: true }, ...(requested ? { requestedPackageData: requested } : {}) })
  void continueCashCheckout()
}

/** docs/cash-checkout.md#returns: a cancelled=true return asks whether to cancel the order still in the basket. */
function cancelReturned(): void {
  const basket = usableCashBasket()
  if (!basket || basket.packages.length === 0) return
  openCashCheckoutPopup({ refresh: true })?.askCancel()
}

/** A product of the shop data, waiting for it when it has not arrived yet. */
function productWhenLoaded(id: number): Promise<Product | undefined> {
  const known = $productsById.get().get(id)
  if (known || $shopData.get()) return Promise.resolve(known)
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), SHOP_DATA_WAIT_MS)
    const unsubscribe = $shopData.listen(() => finish($productsById.get().get(id)))
    function finish(product: Product | undefined) {
      clearTimeout(timer)
      unsubscribe()
      resolve(product)
    }
  })
}

/** Starts following the returns, the login and the Discord link; answers the stop. */
export function followCheckoutReturns(): () => void {
  const stops = [
    followCashListings(),
    followPendingOrder(),
    $router.subscribe((page) => {
      if (page) queueMicrotask(() => handleCheckoutReturn(page.search))
    }),
    // docs/cash-checkout.md#starting: no user, no basket; after a login the remembered product (at most 5 minutes old) comes back.
    $loggedIn.listen((loggedIn) => {
      if (!loggedIn) return resetCashBasket()
      const pending = takeCashItem()
      if (pending) void productWhenLoaded(pending.id).then((product) => product && requestCashPackage(product))
    }),
    // Back from linking Discord for a Grade: the same request goes on.
    $packageAfterLink.subscribe((pending) => {
      if (!pending) return
      $packageAfterLink.set(undefined)
      void productWhenLoaded(pending.packageId).then((product) => product && requestCashPackage(product, { isGift: pending.isGift }))
    })
  ]
  return () => stops.forEach((stop) => stop())
}

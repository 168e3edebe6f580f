import { $cashBasket, usableCashBasket } from '../stores/cash-basket.ts'
import { $embeddedCheckout } from '../stores/embedded-checkout.ts'
import { $overlayStack } from '../stores/overlays.ts'
import { $router } from '../stores/router.ts'
import { $user } from '../stores/session.ts'
import { openCashCheckoutPopup } from './cash-checkout.ts'
import { isProviderReturn } from './checkout-return-params.ts'

/**
 * docs/cash-checkout.md#the-cash-basket: an unpaid order never vanishes. On every load (once the player
 * is known) the 1 h expiry is applied, and a basket still holding a package opens its confirmation popup.
 * `now` is injectable so tests never depend on the date.
 */
export function restorePendingOrder(now = Date.now()): void {
  if (isProviderReturn($router.get()?.search ?? {})) return
  const basket = usableCashBasket(now)
  if (!basket || basket.packages.length === 0) return
  if ($embeddedCheckout.get() || $overlayStack.get().some((overlay) => overlay.name === 'checkoutPopup')) return
  openCashCheckoutPopup({ refresh: true })
}

/**
 * Follows the pending order: restored when the page loads with a known player, and again when the embedded
 * checkout closes without a payment (a completed payment has emptied the basket by then).
 */
export function followPendingOrder(): () => void {
  let restored = false
  let checkoutOpen = Boolean($embeddedCheckout.get())
  const stopUser = $user.subscribe((user) => {
    if (!user || restored) return
    restored = true
    queueMicrotask(() => restorePendingOrder())
  })
  const stopCheckout = $embeddedCheckout.subscribe((state) => {
    const closed = checkoutOpen && !state
    checkoutOpen = Boolean(state)
    if (closed && ($cashBasket.get()?.packages.length ?? 0) > 0) queueMicrotask(() => restorePendingOrder())
  })
  return () => {
    stopUser()
    stopCheckout()
  }
}

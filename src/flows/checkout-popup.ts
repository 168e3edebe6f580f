import { atom } from 'nanostores'

import { fetchStoreBasket, removeBasketPackage } from '../api/store-provider-api.ts'
import type { Basket } from '../core/contract/store-provider.ts'
import type { CashBasket, RequestedPackage } from '../core/domain/cash-basket.ts'
import { checkoutMessages as messages } from '../core/messages/checkout.ts'
import { $cashPopupLoader, applyProviderBasket, resetCashBasket, saveCashBasket, usableCashBasket } from '../stores/cash-basket.ts'
import { openEmbeddedCheckout } from '../stores/embedded-checkout.ts'
import { closeOverlay } from '../stores/overlays.ts'
import { $codesSettled, fillCodesFrom } from '../stores/promo-codes.ts'
import { freshStoreCategories, isPackageSold } from '../stores/store-categories.ts'
import { whenStoreProvider } from '../stores/store-provider-config.ts'
import { isGoneBasket } from './cash-failures.ts'
import { overlayFlow } from './overlay-flow.ts'

/** docs/cash-checkout.md#steps when the package is gone. */
export const PACKAGE_GONE_CLOSE_MS = 2_000

/** docs/cash-checkout.md#confirmation-popup: 'Suppression...' shows 2 s, however fast the provider answers. */
export const REMOVE_LOADER_MS = 2_000

/** Another product asked for while an unpaid order (a closed or declined checkout) still holds the basket. */
export interface NextPackage {
  request: RequestedPackage
  label: string
}

interface PopupOptions {
  /** The basket is read again from the provider first. */
  refresh: boolean
  /** The popup names the pending order and this one; cancelling the pending order goes on with this one. */
  next?: NextPackage
  /** How the checkout goes on with the next package once the pending order is gone. */
  goOn: (next: NextPackage) => Promise<void>
}

export type CheckoutPopup = ReturnType<typeof createCheckoutPopup>

const popups = overlayFlow<CheckoutPopup, 'checkoutPopup'>('checkoutPopup')
/** The confirmation popup on screen, its question and notices (Step 6 in docs/cash-checkout.md#steps). */
export const $checkoutPopup = popups.$flow

/** Step 6 in docs/cash-checkout.md#steps: the confirmation popup over the stored basket, read again from the provider when asked. */
export function openCheckoutPopup(options: PopupOptions): CheckoutPopup | undefined {
  const basket = usableCashBasket()
  if (!basket) return undefined
  fillCodesFrom(basket)
  const popup = popups.open(createCheckoutPopup(options), {})
  void popup.check(basket, options.refresh)
  return popup
}

function createCheckoutPopup({ next, goOn }: PopupOptions) {
  const popup = {
    /** The Non/Oui question of 'Annuler' (or a click on the backdrop) and of 'Confirmer'. */
    $question: atom<'cancel' | 'confirm' | undefined>(undefined),
    /** The basket's package is no longer sold: the popup says so and closes after 2 s. */
    $packageGone: atom(false),
    $nextPackage: atom(next),
    check: (basket: CashBasket, refresh: boolean) => checkBasket(popup, basket, refresh, goOn),
    /** 'Annuler' or a click on the backdrop. */
    askCancel: (): void => {
      popup.$question.set('cancel')
    },
    /** 'Confirmer': only once both code fields are empty or applied. */
    askConfirm: (): void => {
      if ($codesSettled.get()) popup.$question.set('confirm')
    },
    answerNo: (): void => {
      popup.$question.set(undefined)
    },
    answerYes: () => answerYes(popup, goOn),
    /** A closed popup asks nothing any more. */
    exit(): void {
      popup.$question.set(undefined)
    }
  }
  return popup
}

type PopupStores = Pick<CheckoutPopup, '$question' | '$packageGone' | '$nextPackage'>

function closePopup(popup: PopupStores): void {
  popup.$question.set(undefined)
  popup.$nextPackage.set(undefined)
  closeOverlay('checkoutPopup')
}

/** The popup's loading layer while the basket is read again; a package no longer sold closes it after 2 s. */
async function checkBasket(popup: PopupStores, basket: CashBasket, refresh: boolean, goOn: PopupOptions['goOn']): Promise<void> {
  const provider = await whenStoreProvider()
  if (!provider) return
  $cashPopupLoader.set(messages.updating)
  try {
    const fresh = refresh ? applyProviderBasket(await fetchStoreBasket(provider, basket.ident)) : basket
    await freshStoreCategories()
    if (!fresh || fresh.packages.length === 0) {
      // The pending order is gone already (emptied at the provider): the product asked for goes on.
      const waiting = popup.$nextPackage.get()
      closePopup(popup)
      if (waiting) void goOn(waiting)
    } else if (fresh.packages.some((line) => isPackageSold(line.id) === false)) packageGone(popup)
  } catch (failure) {
    if (isGoneBasket(failure)) packageGone(popup)
    else console.warn('[checkout] basket not refreshed:', failure)
  } finally {
    $cashPopupLoader.set(undefined)
  }
}

function packageGone(popup: PopupStores): void {
  popup.$packageGone.set(true)
  // Resetting the basket closes the popup.
  setTimeout(resetCashBasket, PACKAGE_GONE_CLOSE_MS)
}

async function answerYes(popup: PopupStores, goOn: PopupOptions['goOn']): Promise<void> {
  const question = popup.$question.get()
  popup.$question.set(undefined)
  if (question === 'cancel') {
    // The product asked for meanwhile goes on once the pending order is gone.
    const waiting = popup.$nextPackage.get()
    await cancelOrder(() => closePopup(popup))
    if (waiting) await goOn(waiting)
  } else if (question === 'confirm') await goToPayment()
}

/** docs/cash-checkout.md#confirmation-popup; the authenticated basket stays for next time. */
async function cancelOrder(closePopup: () => void): Promise<void> {
  const basket = usableCashBasket()
  const provider = await whenStoreProvider()
  if (!basket || !provider) return closePopup()
  $cashPopupLoader.set(messages.removing)
  const loaderShown = new Promise((resolve) => setTimeout(resolve, REMOVE_LOADER_MS))
  try {
    let emptied: Basket | undefined
    for (const line of basket.packages) emptied = await removeBasketPackage(provider, basket.ident, line.id)
    // The order stays on screen under the loader until it goes: not an empty basket at 0,00 € for 2 s.
    await loaderShown
    const fresh = emptied ? applyProviderBasket(emptied) : basket
    if (fresh) saveCashBasket({ ...fresh, requestedPackageData: undefined })
  } catch (failure) {
    console.warn('[checkout] package not removed, the basket starts over:', failure)
    resetCashBasket()
  } finally {
    await loaderShown
    $cashPopupLoader.set(undefined)
    closePopup()
  }
}

async function goToPayment(): Promise<void> {
  const basket = usableCashBasket()
  const provider = await whenStoreProvider()
  if (basket && provider) await openEmbeddedCheckout(basket.ident, provider)
}

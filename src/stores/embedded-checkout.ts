import { atom } from 'nanostores'

import type { CashBasketLine } from '../core/domain/cash-basket.ts'
import { $cashBasket, resetCashBasket } from './cash-basket.ts'
import { checkoutEnvironment as environment } from './checkout-environment.ts'
import { closeOverlay, openOverlay } from './overlays.ts'
import { rememberKnownPayments, watchCredit } from './payment-credit.ts'
import type { StoreProviderConfig } from './store-provider-config.ts'

/** docs/cash-checkout.md#embedded-checkout: the embedded checkout's loader hides 300 ms after it rendered. */
export const CHECKOUT_LOADER_HIDE_MS = 300

/**
 * docs/cash-checkout.md#embedded-checkout: the basket being paid, and whether the checkout frame is up yet.
 * `inNewWindow`: Tebex.js opened its own window (phones), which the page says; `declined`: the provider
 * refused the payment, which the page says too (it used to say nothing).
 */
export interface EmbeddedCheckoutState {
  ident: string
  ready: boolean
  failed?: boolean
  inNewWindow?: boolean
  declined?: boolean
}
export const $embeddedCheckout = atom<EmbeddedCheckoutState | undefined>(undefined)

/** Tebex.js's own test (research/tebex.md §4): at most 800 × 760 px, its checkout opens in a new window. */
const NEW_WINDOW_QUERY = '(max-width: 800px), (max-height: 760px)'

/** What a completed payment bought, for the transaction popup and recap (docs/cash-checkout.md#after-payment). */
export interface TransactionSummary {
  ident: string
  lines: CashBasketLine[]
  /** Euros. */
  total: number
  /** False until the payment shows in the history, the identity read again (the webhook credits, not the browser). */
  credited: boolean
}

export const $transaction = atom<TransactionSummary | undefined>(undefined)

/** Stops listening to the open checkout's events. */
const $stopListening = atom<(() => void) | undefined>(undefined)

/**
 * The checkout step (docs/cash-checkout.md#embedded-checkout): Tebex.js, fetched now, opens its checkout over the shop. (In game the
 * purchase
 * never gets here: it was handed to the website before any basket was made.)
 */
export async function openEmbeddedCheckout(ident: string, provider: StoreProviderConfig): Promise<void> {
  closeOverlay('checkoutPopup')
  $stopListening.get()?.()
  $stopListening.set(undefined)
  $embeddedCheckout.set({ ident, ready: false })
  void rememberKnownPayments()
  try {
    const stopListening = await environment.launchCheckout(
      { ident, endpoint: provider.checkoutEndpoint },
      {
        onOpen: () => undefined,
        onClose: () => checkoutClosed(ident),
        onPaymentComplete: () => completeTransaction(ident),
        onPaymentError: (event) => paymentDeclined(ident, event)
      }
    )
    $stopListening.set(stopListening)
    const inNewWindow = typeof matchMedia === 'function' && matchMedia(NEW_WINDOW_QUERY).matches
    setTimeout(() => {
      const current = $embeddedCheckout.get()
      if (current?.ident === ident) $embeddedCheckout.set({ ...current, ready: true, inNewWindow })
    }, CHECKOUT_LOADER_HIDE_MS)
  } catch (failure) {
    // docs/errors.md#logged-only: logged; the player is told it did not open.
    console.error('[checkout] the checkout did not open:', failure)
    $embeddedCheckout.set({ ident, ready: true, failed: true })
  }
}

/** The player dismissing the failure or the decline: the popup hides. */
export function closeEmbeddedCheckout(): void {
  $embeddedCheckout.set(undefined)
}

/** The checkout's close event: a declined payment's message stays until the player has read it. */
function checkoutClosed(ident: string): void {
  const current = $embeddedCheckout.get()
  if (current?.ident === ident && current.declined) $embeddedCheckout.set({ ...current, inNewWindow: false })
  else closeEmbeddedCheckout()
}

function paymentDeclined(ident: string, event: unknown): void {
  console.warn('[checkout] payment declined:', event)
  const current = $embeddedCheckout.get()
  if (current?.ident === ident) $embeddedCheckout.set({ ...current, ready: true, declined: true })
}

/**
 * docs/cash-checkout.md#after-payment: the payment
 * event is no proof of payment; the webhook credits, and the balance and recap follow as soon as the
 * payment shows in the history (a bounded poll, not a fixed 30 s wait).
 */
export function completeTransaction(ident: string): void {
  const basket = $cashBasket.get()
  if ($transaction.get()?.ident === ident) return
  const summary: TransactionSummary = {
    ident,
    lines: basket?.ident === ident ? basket.packages : [],
    total: basket?.ident === ident ? basket.totalPrice : 0,
    credited: false
  }
  resetCashBasket()
  // Paid: the new window's notice is stale, and would cover « Paiement réussi ! » on a phone. Tebex.js's "close"
  // after Checkout.close() is not relied on: a new window the player closed first never sends it.
  $embeddedCheckout.set(undefined)
  $transaction.set(summary)
  openOverlay('transactionPopup', { data: summary })
  openOverlay('transactionRecap', { data: summary })
  watchCredit(() => {
    const current = $transaction.get()
    if (current?.ident === ident) $transaction.set({ ...current, credited: true })
  })
}

export function closeTransactionPopup(): void {
  closeOverlay('transactionPopup')
}

export function closeTransactionRecap(): void {
  closeOverlay('transactionRecap')
  closeOverlay('transactionPopup')
  $transaction.set(undefined)
}

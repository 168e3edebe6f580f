import { withTimeout } from '../core/lib/with-timeout.ts'

/** What the shop hears from the embedded checkout (research/tebex.md §4.2 events). */
export interface CheckoutHandlers {
  onOpen: () => void
  onClose: () => void
  onPaymentComplete: (event: unknown) => void
  onPaymentError: (event: unknown) => void
}

export interface CheckoutLaunch {
  ident: string
  endpoint: string
}

/** Tebex.js waits for its frame without a time limit (research/tebex.md §4.3): the shop gives up after 30 s. */
const LAUNCH_TIMEOUT_MS = 30_000

/** docs/cash-checkout.md#embedded-checkout: colour names only, plain colours (Tebex.js refuses CSS variables): the shop's red and green. */
const COLORS = [
  { name: 'primary', color: '#c41f2a' },
  { name: 'secondary', color: '#2fbf71' }
] as const

/**
 * Loads Tebex.js (a chunk of its own, fetched here and only here) and opens its checkout on the basket.
 * Resolves once the checkout frame answered; answers the function that stops listening to it.
 */
export async function launchTebexCheckout({ ident, endpoint }: CheckoutLaunch, handlers: CheckoutHandlers): Promise<() => void> {
  const { default: Tebex } = await import('@tebexio/tebex.js')
  const { checkout } = Tebex
  checkout.init({
    ident,
    theme: 'dark',
    colors: COLORS.map((color) => ({ ...color })),
    endpoint,
    // Phones (at most 800 × 760 px) get Tebex's own page in a new window: its 800 px frame does not fit them.
    closeOnEsc: true
  })
  const stops = [
    checkout.on('open', handlers.onOpen),
    checkout.on('close', handlers.onClose),
    checkout.on('payment:complete', (event) => {
      handlers.onPaymentComplete(event)
      // docs/cash-checkout.md#embedded-checkout: « Paiement réussi ! » must not stay under the lightbox. Checkout.close() hides the lightbox,
      // closes zoid (the frame or the new window) and emits "close" (@tebexio/tebex.js 1.11.0, dist/tebex.mjs, Checkout.close).
      checkout.close().catch((failure: unknown) => console.warn('[checkout] the paid checkout did not close:', failure))
    }),
    checkout.on('payment:error', handlers.onPaymentError)
  ]
  const stop = () => stops.forEach((unsubscribe) => unsubscribe())
  try {
    await withTimeout(checkout.launch(), LAUNCH_TIMEOUT_MS, `the checkout did not open within ${LAUNCH_TIMEOUT_MS} ms`)
  } catch (failure) {
    stop()
    checkout.destroy()
    throw failure
  }
  return stop
}

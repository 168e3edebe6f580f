import { useStore } from '@nanostores/react'

import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { $embeddedCheckout, closeEmbeddedCheckout } from '../../stores/embedded-checkout.ts'

/**
 * docs/cash-checkout.md#embedded-checkout: Tebex.js draws the checkout itself over the shop; this is
 * its loader (until 300 ms after the frame answered) and, should it not open, the message saying so.
 */
export function EmbeddedCheckout() {
  const checkout = useStore($embeddedCheckout)
  if (!checkout) return null
  if (checkout.failed) {
    return (
      <div className="modal-backdrop" onClick={closeEmbeddedCheckout}>
        <div
          className="embedded-checkout__failed"
          role="alertdialog"
          aria-labelledby="embedded-checkout-failed"
          data-testid="embedded-checkout-failed"
          onClick={(event) => event.stopPropagation()}
        >
          <p id="embedded-checkout-failed">{messages.checkoutFailed}</p>
          <button type="button" className="button" onClick={closeEmbeddedCheckout} data-testid="embedded-checkout-close">
            {messages.close}
          </button>
        </div>
      </div>
    )
  }
  if (checkout.ready) {
    // The checkout itself is Tebex's (a lightbox, or a window of its own on phones); the shop only says
    // what the player cannot see from here: the new window, and a refused payment.
    const notice = checkout.declined ? messages.paymentDeclined : checkout.inNewWindow ? messages.checkoutInNewWindow : undefined
    return (
      <div data-testid="embedded-checkout" data-ident={checkout.ident}>
        {notice && (
          <div
            className={checkout.declined ? 'embedded-checkout__notice embedded-checkout__notice--declined' : 'embedded-checkout__notice'}
            role={checkout.declined ? 'alert' : 'status'}
            data-testid={checkout.declined ? 'payment-declined' : 'checkout-new-window'}
          >
            <p>{notice}</p>
            <button type="button" className="button" onClick={closeEmbeddedCheckout} data-testid="embedded-checkout-close">
              {messages.close}
            </button>
          </div>
        )}
      </div>
    )
  }
  return (
    <div className="embedded-checkout__loader" role="status" aria-busy="true" data-testid="embedded-checkout-loader">
      <div className="spinner" aria-hidden="true" />
      <p>{messages.checkoutLoading}</p>
    </div>
  )
}

import { computed } from 'nanostores'
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import { screenComponent } from '../screen-component.ts'
import { followCheckoutReturns } from '../../flows/checkout-returns.ts'
import { $embeddedCheckout } from '../../stores/embedded-checkout.ts'
import { $overlayStack } from '../../stores/overlays.ts'

const CheckoutPopup = screenComponent(() => import('./CheckoutPopup.tsx').then((module) => module.CheckoutPopup))
const GiftTargetPopup = screenComponent(() => import('./GiftTargetPopup.tsx').then((module) => module.GiftTargetPopup))
const EmbeddedCheckout = screenComponent(() => import('./EmbeddedCheckout.tsx').then((module) => module.EmbeddedCheckout))
const TransactionPopup = screenComponent(() => import('./TransactionPopup.tsx').then((module) => module.TransactionPopup))
const TransactionRecap = screenComponent(() => import('./TransactionRecap.tsx').then((module) => module.TransactionRecap))

const $openNames = computed($overlayStack, (stack) => new Set(stack.map((overlay) => overlay.name)))

/** The cash checkout's overlays (docs/layout.md#overlays), each loaded the first time it opens; follows the checkout's returns. */
export function CheckoutOverlays() {
  const open = useStore($openNames)
  const embedded = useStore($embeddedCheckout)
  useEffect(followCheckoutReturns, [])
  return (
    <>
      {open.has('checkoutPopup') && <CheckoutPopup />}
      {open.has('giftTarget') && <GiftTargetPopup />}
      {embedded && <EmbeddedCheckout />}
      {open.has('transactionPopup') && <TransactionPopup />}
      {open.has('transactionRecap') && !open.has('transactionPopup') && <TransactionRecap />}
    </>
  )
}

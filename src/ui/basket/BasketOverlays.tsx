import { computed } from 'nanostores'
import { useStore } from '@nanostores/react'

import { screenComponent } from '../screen-component.ts'
import { $overlayStack, overlayData } from '../../stores/overlays.ts'
import { $purchaseDialogOpen } from '../../flows/purchase-dialog.ts'
import { $purchaseSuccessOpen } from '../../flows/purchase-success.ts'

const QuickBuyPopup = screenComponent(() => import('./QuickBuyPopup.tsx').then((module) => module.QuickBuyPopup))
const PurchaseDialog = screenComponent(() => import('./PurchaseDialog.tsx').then((module) => module.PurchaseDialog))
const PurchaseSuccessDialog = screenComponent(() => import('./PurchaseSuccessDialog.tsx').then((module) => module.PurchaseSuccessDialog))

const $quickBuy = computed($overlayStack, (stack) => overlayData(stack, 'quickBuy'))

/** The quick-buy popup and the two purchase dialogs, each loaded the first time it opens. */
export function BasketOverlays() {
  const quickBuy = useStore($quickBuy)
  const purchaseOpen = useStore($purchaseDialogOpen)
  const successOpen = useStore($purchaseSuccessOpen)
  return (
    <>
      {quickBuy && <QuickBuyPopup itemId={quickBuy.itemId} discount={quickBuy.discount} />}
      {purchaseOpen && <PurchaseDialog />}
      {successOpen && <PurchaseSuccessDialog />}
    </>
  )
}

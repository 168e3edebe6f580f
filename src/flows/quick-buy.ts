import { closeOverlay, openOverlay } from '../stores/overlays.ts'
import { openPurchaseDialog } from './purchase-dialog.ts'

/** The quick-buy popup (docs/unions-purchase.md#quick-buy); with a discount the product is bought as that daily-shop offer. */
export function openQuickBuy(itemId: number, discount?: number): void {
  openOverlay('quickBuy', discount === undefined ? { itemId } : { itemId, discount })
}

export function closeQuickBuy(): void {
  closeOverlay('quickBuy')
}

/** The popup's buy action: the purchase dialog takes over with the product in the basket. */
export function buyFromQuickBuy(itemId: number, discount?: number): void {
  closeQuickBuy()
  openPurchaseDialog(itemId, discount === undefined ? undefined : { discount })
}

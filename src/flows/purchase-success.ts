import { atom, computed } from 'nanostores'

import type { BuyProductsResponse, OrderLine } from '../core/contract/purchase.ts'
import { $basketProducts } from '../stores/basket.ts'
import { refreshDailyShop } from '../stores/daily-shop.ts'
import { $overlayStack, closeOverlay, openOverlay } from '../stores/overlays.ts'

/** docs/layout.md#loader-and-notifications. */
export const SUCCESS_LOADER_MS = 500

export interface PurchaseSuccess {
  message: string
  lines: OrderLine[]
  total: number
  /** Unions the packs bought credit at once: the balance moves by total minus these. */
  unionsCredited: number
  /** False during the success dialog's first 0.5 s (its loader). */
  ready: boolean
}

export const $purchaseSuccess = atom<PurchaseSuccess | undefined>(undefined)
export const $purchaseSuccessOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'purchaseSuccess'))

/** What the purchase answered, held until the success dialog opens. */
export function holdPurchaseSuccess(response: BuyProductsResponse): void {
  const unionsCredited = unionsCreditedBy(response.order.lines)
  $purchaseSuccess.set({
    message: response.success,
    lines: response.order.lines,
    total: response.order.total,
    unionsCredited,
    ready: false
  })
}

/** The success dialog, its loader for 0.5 s first. */
export function openPurchaseSuccess(): void {
  openOverlay('purchaseSuccess', {})
  setTimeout(() => {
    const success = $purchaseSuccess.get()
    if (success) $purchaseSuccess.set({ ...success, ready: true })
  }, SUCCESS_LOADER_MS)
}

function unionsCreditedBy(lines: readonly OrderLine[]): number {
  const productOf = $basketProducts.get()
  return lines.reduce((sum, line) => sum + (productOf(line.itemId)?.unionsGranted ?? 0) * line.quantity, 0)
}

/** Closing the success dialog refreshes the daily shop when a line came from it (docs/daily-shop.md#refresh). */
export function closePurchaseSuccess(): void {
  const success = $purchaseSuccess.get()
  closeOverlay('purchaseSuccess')
  $purchaseSuccess.set(undefined)
  if (success?.lines.some((line) => line.isFromDailyShop)) void refreshDailyShop(true)
}

import type { Product } from '../core/contract/catalog.ts'
import { addEntry, isValidEntry, type DailyOfferPick } from '../core/domain/basket.ts'
import { shopMessages } from '../core/messages/shop.ts'
import {
  $activeLines,
  $entries,
  $removedIds,
  clearItemError,
  dropLines,
  productOf,
  cancelRemovals,
  scheduleRemoval,
  REMOVAL_MS,
  setEntries
} from './basket-lines.ts'
import { openLoginPanel } from './login-panel.ts'
import { showProductBoxToast } from './notifications.ts'
import { rememberPendingItem, takePendingItem } from './pending-item.ts'
import { $loggedIn } from './session.ts'
import { $shopData } from './shop.ts'

export {
  $activeLines,
  $alreadyBought,
  $basket,
  $basketCount,
  $basketProducts,
  $basketTotal,
  $hasErroredLines,
  $linesOverLimit,
  clearBasket,
  REMOVAL_MS,
  type BasketLine
} from './basket-lines.ts'
export { clearItemErrors, decrementQuantity, incrementQuantity, setItemErrors, setQuantity } from './basket-quantity.ts'

/**
 * docs/basket.md#adding: logged in only (a visitor gets the login panel, and the item is
 * remembered), once per product, with stock left. Answers whether the line is now in.
 */
export function addToBasket(id: number, offer?: DailyOfferPick): boolean {
  if (!$loggedIn.get()) {
    rememberPendingItem(id, false)
    openLoginPanel(shopMessages.notConnected)
    return false
  }
  const product = productOf(id)
  if ($removedIds.get().includes(id)) return restoreLine(id, product)
  if (offer) takeOfferOver(id)
  const next = addEntry($entries.get(), product, offer)
  if (!next || !product) return false
  setEntries(next)
  showProductBoxToast({ id, type: 'added', name: product.label })
  return true
}

/**
 * The add of a product's buy action (docs/unions-purchase.md#purchase-dialog): answers how to
 * take it back out when the dialog closes without buying, giving back a full-price line an offer replaced.
 */
export function addForPurchase(id: number, offer?: DailyOfferPick): (() => void) | undefined {
  const replaced = $entries.get().find((entry) => entry.id === id)
  if (replaced && (!offer || replaced.isFromDailyShop)) return undefined
  if (!addToBasket(id, offer)) return undefined
  return () => {
    const rest = $entries.get().filter((entry) => entry.id !== id)
    clearItemError(id)
    setEntries(replaced ? [...rest, replaced] : rest)
  }
}

/**
 * A daily offer added while the same product sits in the basket at full price replaces that line:
 * the player asked for the offer, and the service takes one line per product (docs/basket.md#adding).
 */
function takeOfferOver(id: number): void {
  const entries = $entries.get()
  if (!entries.some((entry) => entry.id === id && !entry.isFromDailyShop)) return
  setEntries(entries.filter((entry) => entry.id !== id))
  clearItemError(id)
}

/** An add while the line fades out keeps it instead. */
function restoreLine(id: number, product: Product | undefined): boolean {
  cancelRemovals([id])
  $removedIds.set($removedIds.get().filter((removedId) => removedId !== id))
  if (product) showProductBoxToast({ id, type: 'added', name: product.label })
  return true
}

/** docs/basket.md#removing: the line is marked removed, then dropped after 500 ms. */
export function removeFromBasket(id: number, { toast = true } = {}): void {
  if (!$entries.get().some((entry) => entry.id === id) || $removedIds.get().includes(id)) return
  $removedIds.set([...$removedIds.get(), id])
  const product = productOf(id)
  if (toast && product) showProductBoxToast({ id, type: 'removed', name: product.label })
  scheduleRemoval(id, () => dropLines([id]), REMOVAL_MS)
}

export function removeErroredLines(): void {
  for (const line of $activeLines.get()) if (line.itemError) removeFromBasket(line.id, { toast: false })
}

/** Drops lines that can no longer be bought (gone, sold out, daily-only outside an offer); needs the shop data. */
export function dropInvalidLines(): void {
  if (!$shopData.get()) return
  const invalid = $entries.get().filter((entry) => !isValidEntry(entry, productOf(entry.id)))
  if (invalid.length > 0) dropLines(invalid.map((entry) => entry.id))
}

// docs/basket.md#adding: after a login the remembered item comes in; basket-rules.ts loads this module for it.
function addPendingItem(): void {
  const pending = takePendingItem()
  if (pending && !pending.isGift) addToBasket(pending.id)
}
if ($loggedIn.get()) addPendingItem()
$loggedIn.listen((loggedIn) => {
  if (loggedIn) addPendingItem()
})

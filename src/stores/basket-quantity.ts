import type { ItemError } from '../core/contract/purchase.ts'
import { clampQuantity, quantityCap } from '../core/domain/basket.ts'
import {
  $alreadyBought,
  $entries,
  $freshProducts,
  $itemErrors,
  $removedIds,
  clearItemError,
  productOf,
  writeQuantity
} from './basket-lines.ts'

// The quantities of the basket's lines and the errors a refused purchase left on them.

/**
 * docs/basket.md#limits: at least 1, at most the stock and what the character may still buy. A change that fits
 * resets the line's stock or limit error: it was about the quantity the player has just changed.
 */
export function setQuantity(id: number, requested: number): void {
  const entry = $entries.get().find((candidate) => candidate.id === id)
  const product = productOf(id)
  if (!entry || !product || $removedIds.get().includes(id)) return
  const change = clampQuantity(entry, product, requested, $alreadyBought.get()(id))
  if (!change) return
  if (change.cappedAtStock || isQuantityError($itemErrors.get()[id])) clearItemError(id)
  if (change.quantity !== entry.quantity) writeQuantity(id, change.quantity)
}

const isQuantityError = (error: ItemError | undefined) => error?.err === 'OUT_OF_STOCK' || error?.err === 'CHARACTER_LIMIT'

/** Lines above what their product and the character now allow come down to it (after a refusal, a new character). */
export function snapToCaps(): void {
  const bought = $alreadyBought.get()
  for (const entry of $entries.get()) {
    const product = productOf(entry.id)
    if (!product || entry.isFromDailyShop) continue
    const cap = quantityCap(product, bought(entry.id))
    if (entry.quantity > cap) writeQuantity(entry.id, cap)
  }
}

export function incrementQuantity(id: number): void {
  const entry = $entries.get().find((candidate) => candidate.id === id)
  if (entry) setQuantity(id, entry.quantity + 1)
}

export function decrementQuantity(id: number): void {
  const entry = $entries.get().find((candidate) => candidate.id === id)
  if (entry) setQuantity(id, entry.quantity - 1)
}

/**
 * docs/unions-purchase.md#refusals: a refused purchase's per-item errors; their updated product sets the line's cap. A line
 * refused for its stock snaps to what is left (docs/basket.md#limits);
 * one with nothing left keeps its error, to be dropped.
 */
export function setItemErrors(errors: Record<number, ItemError>): void {
  const fresh = { ...$freshProducts.get() }
  for (const error of Object.values(errors)) if (error.updatedProduct) fresh[error.updatedProduct.id] = error.updatedProduct
  $freshProducts.set(fresh)
  const kept: Record<number, ItemError> = {}
  for (const [id, error] of Object.entries(errors)) if (!snapsAway(error)) kept[Number(id)] = error
  $itemErrors.set(kept)
  snapToCaps()
}

/** A limit refusal stays: the units bought elsewhere are known once the characters are read again. */
function snapsAway(error: ItemError): boolean {
  const stocks = error.updatedProduct?.stocks
  return error.err === 'OUT_OF_STOCK' && stocks !== undefined && stocks !== null && stocks > 0
}

export function clearItemErrors(): void {
  $itemErrors.set({})
}

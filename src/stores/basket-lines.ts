import { atom, computed } from 'nanostores'

import type { Product } from '../core/contract/catalog.ts'
import type { ItemError } from '../core/contract/purchase.ts'
import { isCharacterLimitReached, type BasketEntry } from '../core/domain/basket.ts'
import { basketTotal } from '../core/domain/money.ts'
import { $selectedCharacter } from './characters.ts'
import { $appState, updateAppState } from './persistence.ts'
import { $productsById } from './shop.ts'

// The basket's state and what it reads as; stores/basket.ts holds its actions.

/** docs/basket.md#removing. */
export const REMOVAL_MS = 500

/** docs/basket.md#lines: the kept entry, its error from the last purchase, and whether it is on its way out. */
export interface BasketLine extends BasketEntry {
  itemError?: ItemError
  removed?: boolean
}

export const $entries = computed($appState, (state) => state.basket ?? [])
export const $itemErrors = atom<Record<number, ItemError>>({})
export const $removedIds = atom<readonly number[]>([])
/** Products as a refused purchase described them (their stock now), fresher than the shop data. */
export const $freshProducts = atom<Record<number, Product>>({})
/** The fade-outs under way (docs/basket.md#removing): each line's drop, 500 ms after its removal. */
const $removalTimers = atom<Readonly<Record<number, ReturnType<typeof setTimeout>>>>({})

export function scheduleRemoval(id: number, drop: () => void, delayMs: number): void {
  $removalTimers.set({ ...$removalTimers.get(), [id]: setTimeout(drop, delayMs) })
}

/** Stops the fade-outs of these lines, or of every line. */
export function cancelRemovals(ids?: readonly number[]): void {
  const timers = $removalTimers.get()
  const cancelled = ids ?? Object.keys(timers).map(Number)
  for (const id of cancelled) clearTimeout(timers[id])
  $removalTimers.set(withoutKeys(timers, cancelled))
}

export const $basket = computed([$entries, $itemErrors, $removedIds], (entries, errors, removed): BasketLine[] =>
  entries.map((entry) => {
    const line: BasketLine = { ...entry }
    if (errors[entry.id]) line.itemError = errors[entry.id]
    if (removed.includes(entry.id)) line.removed = true
    return line
  })
)

export const $basketProducts = computed([$productsById, $freshProducts], (byId, fresh) => (id: number) => fresh[id] ?? byId.get(id))

/** Units the selected character already bought of a product: they count against its characterLimit (docs/basket.md#limits). */
export const $alreadyBought = computed($selectedCharacter, (character) => (id: number) => character?.bought?.[String(id)] ?? 0)

/** Lines the selected character may not buy at all: it already holds all its limit allows. */
export const $linesOverLimit = computed([$entries, $basketProducts, $alreadyBought], (entries, productOf, bought) =>
  entries.filter((entry) => {
    const product = productOf(entry.id)
    return product !== undefined && isCharacterLimitReached(product, bought(entry.id))
  })
)

/** The lines still in the basket (not the ones fading out). */
export const $activeLines = computed($basket, (lines) => lines.filter((line) => !line.removed))
export const $basketCount = computed($activeLines, (lines) => lines.length)

/** docs/basket.md#adding: the sum over lines of the discounted price times the quantity. */
export const $basketTotal = computed([$activeLines, $basketProducts], (lines, productOf) =>
  basketTotal(
    lines.flatMap((line) => {
      const product = productOf(line.id)
      return product ? [{ price: product.price, quantity: line.quantity, discount: line.discount }] : []
    })
  )
)

export const $hasErroredLines = computed($activeLines, (lines) => lines.some((line) => line.itemError))

export function setEntries(entries: BasketEntry[]): void {
  updateAppState({ basket: entries })
}

export const productOf = (id: number) => $basketProducts.get()(id)

export function writeQuantity(id: number, quantity: number): void {
  setEntries($entries.get().map((candidate) => (candidate.id === id ? { ...candidate, quantity } : candidate)))
}

export function dropLines(ids: readonly number[]): void {
  cancelRemovals(ids)
  setEntries($entries.get().filter((entry) => !ids.includes(entry.id)))
  $removedIds.set($removedIds.get().filter((id) => !ids.includes(id)))
  $itemErrors.set(withoutKeys($itemErrors.get(), ids))
}

export function clearItemError(id: number): void {
  if ($itemErrors.get()[id]) $itemErrors.set(withoutKeys($itemErrors.get(), [id]))
}

export function withoutKeys<Value>(record: Record<number, Value>, ids: readonly number[]): Record<number, Value> {
  const copy = { ...record }
  for (const id of ids) delete copy[id]
  return copy
}

export function clearBasket(): void {
  cancelRemovals()
  $removedIds.set([])
  $itemErrors.set({})
  $freshProducts.set({})
  if ($entries.get().length > 0) setEntries([])
}

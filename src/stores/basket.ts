import { atom, computed } from 'nanostores'

import type { Product } from '../core/contract/catalog.ts'
import type { ItemError } from '../core/contract/purchase.ts'
import {
  addEntry,
  clampQuantity,
  isCharacterLimitReached,
  isValidEntry,
  quantityCap,
  type BasketEntry,
  type DailyOfferPick
} from '../core/domain/basket.ts'
import { basketTotal } from '../core/domain/money.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { $selectedCharacter } from './characters.ts'
import { openLoginPanel } from './login-panel.ts'
import { showProductBoxToast } from './notifications.ts'
import { rememberPendingItem, takePendingItem } from './pending-item.ts'
import { $appState, updateAppState } from './persistence.ts'
import { $loggedIn } from './session.ts'
import { $productsById, $shopData } from './shop.ts'

/** docs/basket.md#removing. */
export const REMOVAL_MS = 500

/** docs/basket.md#lines: the kept entry, its error from the last purchase, and whether it is on its way out. */
export interface BasketLine extends BasketEntry {
  itemError?: ItemError
  removed?: boolean
}

const $entries = computed($appState, (state) => state.basket ?? [])
const $itemErrors = atom<Record<number, ItemError>>({})
const $removedIds = atom<readonly number[]>([])
/** Products as a refused purchase described them (their stock now), fresher than the shop data. */
const $freshProducts = atom<Record<number, Product>>({})
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

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

/** docs/basket.md#total: the sum over lines of the discounted price times the quantity. */
export const $basketTotal = computed([$activeLines, $basketProducts], (lines, productOf) =>
  basketTotal(
    lines.flatMap((line) => {
      const product = productOf(line.id)
      return product ? [{ price: product.price, quantity: line.quantity, discount: line.discount }] : []
    })
  )
)

export const $hasErroredLines = computed($activeLines, (lines) => lines.some((line) => line.itemError))

function setEntries(entries: BasketEntry[]): void {
  updateAppState({ basket: entries })
}

const productOf = (id: number) => $basketProducts.get()(id)

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
  clearTimeout(removalTimers.get(id))
  removalTimers.delete(id)
  $removedIds.set($removedIds.get().filter((removedId) => removedId !== id))
  if (product) showProductBoxToast({ id, type: 'added', name: product.label })
  return true
}

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

function writeQuantity(id: number, quantity: number): void {
  setEntries($entries.get().map((candidate) => (candidate.id === id ? { ...candidate, quantity } : candidate)))
}

/** Lines above what their product and the character now allow come down to it (after a refusal, a new character). */
function snapToCaps(): void {
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

/** docs/basket.md#removing: the line is marked removed, then dropped after 500 ms. */
export function removeFromBasket(id: number, { toast = true } = {}): void {
  if (!$entries.get().some((entry) => entry.id === id) || $removedIds.get().includes(id)) return
  $removedIds.set([...$removedIds.get(), id])
  const product = productOf(id)
  if (toast && product) showProductBoxToast({ id, type: 'removed', name: product.label })
  removalTimers.set(
    id,
    setTimeout(() => dropLines([id]), REMOVAL_MS)
  )
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

export function clearBasket(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer)
  removalTimers.clear()
  $removedIds.set([])
  $itemErrors.set({})
  $freshProducts.set({})
  if ($entries.get().length > 0) setEntries([])
}

function dropLines(ids: readonly number[]): void {
  for (const id of ids) {
    clearTimeout(removalTimers.get(id))
    removalTimers.delete(id)
  }
  setEntries($entries.get().filter((entry) => !ids.includes(entry.id)))
  $removedIds.set($removedIds.get().filter((id) => !ids.includes(id)))
  $itemErrors.set(withoutKeys($itemErrors.get(), ids))
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

function clearItemError(id: number): void {
  if ($itemErrors.get()[id]) $itemErrors.set(withoutKeys($itemErrors.get(), [id]))
}

function withoutKeys<Value>(record: Record<number, Value>, ids: readonly number[]): Record<number, Value> {
  const copy = { ...record }
  for (const id of ids) delete copy[id]
  return copy
}

// New shop data carries the stocks as they are now.
$shopData.listen(() => $freshProducts.set({}))
// Another character may have bought less (or more) of a limited product.
$selectedCharacter.listen(() => snapToCaps())

// docs/basket.md#adding: the basket belongs to the logged-in player; after a login the remembered item comes in.
if (!$loggedIn.get()) clearBasket()
$loggedIn.listen((loggedIn) => {
  if (!loggedIn) return clearBasket()
  const pending = takePendingItem()
  if (pending && !pending.isGift) addToBasket(pending.id)
})

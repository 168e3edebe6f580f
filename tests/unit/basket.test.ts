import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { addEntry, basketUnavailability, clampQuantity, type BasketEntry } from '../../src/core/domain/basket.ts'
import {
  $basket,
  $basketCount,
  $basketTotal,
  addToBasket,
  clearBasket,
  decrementQuantity,
  dropInvalidLines,
  incrementQuantity,
  $linesOverLimit,
  removeErroredLines,
  removeFromBasket,
  setItemErrors,
  setQuantity
} from '../../src/stores/basket.ts'
// The rules the header's basket button loads at start (src/ui/basket/BasketButton.tsx): the app always has them.
import '../../src/stores/basket-rules.ts'
import { $loginPanel } from '../../src/stores/login-panel.ts'
import { $productBoxToasts } from '../../src/stores/notifications.ts'
import { closeAllOverlaysExcept } from '../../src/stores/overlays.ts'
import { $pendingItem } from '../../src/stores/pending-item.ts'
import { $appState, updateAppState } from '../../src/stores/persistence.ts'
import { $shopData } from '../../src/stores/shop.ts'
import { $charactersByServer } from '../../src/stores/characters.ts'
import { demoAccount, demoCharacter, fakeShopService, shopDataOf, tokenProduct } from '../support/purchase-fixtures.ts'

const starter = tokenProduct(101, { label: 'Pack Démarrage', price: 3000, characterLimit: 1 })
const gang = tokenProduct(105, { label: 'Pack Gang', price: 9000, stocks: 3 })
const soldOut = tokenProduct(210, { label: 'Perceuse industrielle', stocks: 0 })
const binoculars = tokenProduct(211, { label: 'Jumelles', price: 450, isDailyShopOnly: true })
const repairKit = tokenProduct(201, { label: 'Kit de réparation', price: 250 })
const unionsPack = tokenProduct(11, { label: '500 Unions', moneyType: 'cash', category: 'Points boutique' })
const products = [starter, gang, soldOut, binoculars, repairKit, unionsPack]

const service = fakeShopService({ '/api/shopVer': () => Response.json({ shopVer: 'v1' }) })

const outOfStock = (left: number) => ({
  err: 'OUT_OF_STOCK' as const,
  message: `Stock insuffisant : il n’en reste que ${left}.`,
  updatedProduct: { ...gang, stocks: left }
})

beforeEach(() => {
  vi.useFakeTimers()
  setRequestAdapter(service.adapter)
  $shopData.set(shopDataOf(products))
  updateAppState({ user: demoAccount, pendingItem: undefined })
  clearBasket()
  closeAllOverlaysExcept()
  $productBoxToasts.set([])
})

afterEach(() => {
  vi.useRealTimers()
  setRequestAdapter(undefined)
})

describe('basket rules', () => {
  it('adds a Unions product once, at quantity 1, only while it has stock', () => {
    const entries = addEntry([], gang)
    expect(entries).toEqual([{ id: 105, quantity: 1, isFromDailyShop: false, discount: 0 }])
    expect(addEntry(entries ?? [], gang)).toBeUndefined()
    expect(addEntry([], soldOut)).toBeUndefined()
    expect(addEntry([], unionsPack)).toBeUndefined()
    expect(addEntry([], binoculars)).toBeUndefined()
    expect(addEntry([], binoculars, { discount: 20 })).toEqual([{ id: 211, quantity: 1, isFromDailyShop: true, discount: 20 }])
  })

  it('says why a product reached by its address cannot go in: sold out, or sold only as a daily offer', () => {
    expect(basketUnavailability(soldOut)).toBe('soldOut')
    expect(basketUnavailability(binoculars)).toBe('dailyShopOnly')
    expect(basketUnavailability(binoculars, { discount: 20 })).toBeUndefined()
    expect(basketUnavailability(gang)).toBeUndefined()
    expect(basketUnavailability(unionsPack)).toBeUndefined()
  })

  it('keeps the quantity between 1 and the stock, and within the character limit', () => {
    const line: BasketEntry = { id: 105, quantity: 2, isFromDailyShop: false, discount: 0 }
    expect(clampQuantity(line, gang, 0)).toEqual({ quantity: 1, cappedAtStock: false })
    expect(clampQuantity(line, gang, 3)).toEqual({ quantity: 3, cappedAtStock: false })
    expect(clampQuantity(line, gang, 9)).toEqual({ quantity: 3, cappedAtStock: true })
    expect(clampQuantity({ ...line, id: 101 }, starter, 2)).toEqual({ quantity: 1, cappedAtStock: false })
    expect(clampQuantity({ ...line, isFromDailyShop: true }, gang, 2)).toBeUndefined()
  })
})

describe('basket store', () => {
  it('adds with an "Ajouté :" toast for 1 s, once, and counts its lines', () => {
    expect(addToBasket(105)).toBe(true)
    expect(addToBasket(105)).toBe(false)
    expect(addToBasket(210)).toBe(false)
    expect($basket.get()).toEqual([{ id: 105, quantity: 1, isFromDailyShop: false, discount: 0 }])
    expect($basketCount.get()).toBe(1)
    expect($productBoxToasts.get()).toEqual([{ id: 105, type: 'added', name: 'Pack Gang' }])
    vi.advanceTimersByTime(1_000)
    expect($productBoxToasts.get()).toEqual([])
  })

  it('steps the quantity up to the stock and down to 1; a daily-shop line stays at 1', () => {
    addToBasket(105)
    for (let press = 0; press < 5; press += 1) incrementQuantity(105)
    expect($basket.get()[0]?.quantity).toBe(3)
    for (let press = 0; press < 5; press += 1) decrementQuantity(105)
    expect($basket.get()[0]?.quantity).toBe(1)

    addToBasket(211, { discount: 20 })
    incrementQuantity(211)
    setQuantity(211, 4)
    expect($basket.get()[1]).toEqual({ id: 211, quantity: 1, isFromDailyShop: true, discount: 20 })
  })

  it('stays within the character limit', () => {
    addToBasket(101)
    incrementQuantity(101)
    expect($basket.get()[0]?.quantity).toBe(1)
  })

  it('totals the discounted prices times the quantities', () => {
    addToBasket(105)
    setQuantity(105, 2)
    addToBasket(211, { discount: 15 })
    expect($basketTotal.get()).toBe(2 * 9000 + 383)
  })

  it('marks a removed line, says "Supprimé :", and drops it after 500 ms', () => {
    addToBasket(105)
    removeFromBasket(105)
    expect($basket.get()[0]?.removed).toBe(true)
    expect($basketCount.get()).toBe(0)
    expect($productBoxToasts.get()).toEqual([{ id: 105, type: 'removed', name: 'Pack Gang' }])
    vi.advanceTimersByTime(499)
    expect($basket.get()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect($basket.get()).toEqual([])
  })

  it('a refusal for the stock sets the line to the stock left and resets its error (docs/basket.md#limits)', () => {
    addToBasket(105)
    setQuantity(105, 3)
    setItemErrors({ 105: outOfStock(2) })
    expect($basket.get()[0]).toEqual({ id: 105, quantity: 2, isFromDailyShop: false, discount: 0 })
    incrementQuantity(105)
    expect($basket.get()[0]?.quantity).toBe(2)
  })

  it('a quantity change clears a stale stock error; a sold-out line keeps its error', () => {
    addToBasket(105)
    addToBasket(201)
    setQuantity(105, 3)
    setItemErrors({ 105: outOfStock(0) })
    expect($basket.get()[0]?.itemError?.err).toBe('OUT_OF_STOCK')
    setItemErrors({ 105: { ...outOfStock(2), updatedProduct: null } })
    decrementQuantity(105)
    expect($basket.get()[0]?.itemError).toBeUndefined()
  })

  it('counts the units the chosen character already bought against the limit per character', () => {
    const limited = tokenProduct(120, { label: 'Gilet', characterLimit: 3 })
    $shopData.set(shopDataOf([...products, limited]))
    updateAppState({ server: 'main', selectedCharacters: { main: 7 } })
    $charactersByServer.set({ main: { list: [{ ...demoCharacter, bought: { '120': 1 } }], fetchedAt: Date.now() } })
    addToBasket(120)
    setQuantity(120, 3)
    expect($basket.get()[0]?.quantity).toBe(2)
    expect($linesOverLimit.get()).toEqual([])
    $charactersByServer.set({ main: { list: [{ ...demoCharacter, bought: { '120': 3 } }], fetchedAt: Date.now() } })
    expect($basket.get()[0]?.quantity).toBe(1)
    expect($linesOverLimit.get().map((line) => line.id)).toEqual([120])
    $charactersByServer.set({})
  })

  it('is cleared at once by "Vider le panier"', () => {
    addToBasket(105)
    addToBasket(201)
    clearBasket()
    expect($basket.get()).toEqual([])
    expect($appState.get().basket).toEqual([])
  })

  it('drops the errored lines in bulk and keeps the others', () => {
    addToBasket(105)
    addToBasket(201)
    setItemErrors({ 105: outOfStock(0) })
    removeErroredLines()
    vi.advanceTimersByTime(500)
    expect($basket.get().map((line) => line.id)).toEqual([201])
  })

  it('keeps the basket between visits without the item errors', () => {
    addToBasket(105)
    setItemErrors({ 105: outOfStock(1) })
    expect($appState.get().basket).toEqual([{ id: 105, quantity: 1, isFromDailyShop: false, discount: 0 }])
  })

  it('drops the lines that can no longer be bought when asked', () => {
    addToBasket(105)
    addToBasket(201)
    $shopData.set(shopDataOf(products.map((product) => (product.id === 105 ? { ...product, stocks: 0 } : product))))
    dropInvalidLines()
    expect($basket.get().map((line) => line.id)).toEqual([201])
  })

  it('is emptied at logout', () => {
    addToBasket(105)
    updateAppState({ user: undefined })
    expect($basket.get()).toEqual([])
    expect($appState.get().basket).toEqual([])
  })
})

describe('adding before logging in', () => {
  it('opens the login panel with the message, then adds the item at login', () => {
    updateAppState({ user: undefined })
    expect(addToBasket(105)).toBe(false)
    expect($loginPanel.get()).toEqual({ open: true, message: "Vous devez être connecté avant d'ajouter des objets à votre panier." })
    expect($pendingItem.get()).toEqual({ id: 105, timestamp: Date.now(), isGift: false })
    vi.advanceTimersByTime(299_000)
    updateAppState({ user: demoAccount })
    expect($basket.get().map((line) => line.id)).toEqual([105])
    expect($pendingItem.get()).toBeUndefined()
  })

  it('forgets an item remembered more than 5 minutes before the login', () => {
    updateAppState({ user: undefined })
    addToBasket(105)
    vi.advanceTimersByTime(300_001)
    updateAppState({ user: demoAccount })
    expect($basket.get()).toEqual([])
    expect($pendingItem.get()).toBeUndefined()
  })

  it('does not add a remembered gift', () => {
    updateAppState({ user: undefined, pendingItem: { id: 105, timestamp: Date.now(), isGift: true } })
    updateAppState({ user: demoAccount })
    expect($basket.get()).toEqual([])
    expect($pendingItem.get()).toBeUndefined()
  })
})

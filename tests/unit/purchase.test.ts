import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import type { BuyProductsResponse } from '../../src/core/contract/purchase.ts'
import { $basket, $basketProducts, $basketTotal, addToBasket, clearBasket, setQuantity } from '../../src/stores/basket.ts'
import { $charactersByServer } from '../../src/stores/characters.ts'
import { $dailyShop } from '../../src/stores/daily-shop.ts'
import { $overlayStack, closeAllOverlaysExcept } from '../../src/stores/overlays.ts'
import { updateAppState } from '../../src/stores/persistence.ts'
import { $balanceShort, $purchaseDialog, buy, closePurchaseDialog, openPurchaseDialog } from '../../src/flows/purchase-dialog.ts'
import { $purchaseSuccess, closePurchaseSuccess } from '../../src/flows/purchase-success.ts'
import { buyFromQuickBuy, openQuickBuy } from '../../src/flows/quick-buy.ts'
import { $unansweredAttempt } from '../../src/stores/purchase-attempts.ts'
import { $user } from '../../src/stores/session.ts'
import { $shopData } from '../../src/stores/shop.ts'
import { demoAccount, demoCharacter, fakeShopService, shopDataOf, tokenProduct, type RecordedCall } from '../support/purchase-fixtures.ts'

const gang = tokenProduct(105, { label: 'Pack Gang', price: 9000, stocks: 20 })
const binoculars = tokenProduct(211, { label: 'Jumelles', price: 450, isDailyShopOnly: true })
const repairKit = tokenProduct(201, { label: 'Kit de réparation', price: 250 })
const products = [gang, binoculars, repairKit]

const openOverlays = () => $overlayStack.get().map((overlay) => overlay.name)
/** The state of the purchase dialog on screen (each opening has its own). */
const dialogState = () => $purchaseDialog.get()?.$state.get()

let buyAnswer: (call: RecordedCall) => Response | Promise<Response>
const service = fakeShopService({
  '/api/shopVer': () => Response.json({ shopVer: 'v1' }),
  '/api/getCharacters': () => Response.json([demoCharacter]),
  '/api/whoAmI': () => Response.json({ account: { ...demoAccount, shopTokens: 25_000 - 18_383 } }),
  '/api/dailyShop': () => Response.json({ day: '2025-06-01', offers: [], nextResetAt: '2025-06-01T22:00:00.000Z' }),
  '/api/buyProducts': (call) => buyAnswer(call)
})

const gangLine = { itemId: 105, label: 'Pack Gang', quantity: 2, unitPrice: 9000, discount: 0, total: 18_000, isFromDailyShop: false }
const dailyLine = { itemId: 211, label: 'Jumelles', quantity: 1, unitPrice: 450, discount: 15, total: 383, isFromDailyShop: true }

/** The service's answer for the lines bought; the new stocks and balance come with it. */
function success(lines = [gangLine, dailyLine]): BuyProductsResponse {
  const total = lines.reduce((sum, line) => sum + line.total, 0)
  return {
    success: 'Achat effectué : vos objets arrivent en jeu sur Lucas Martin.',
    shopData: shopDataOf(products.map((product) => (product.id === 105 ? { ...product, stocks: 18 } : product))),
    shopTokens: 25_000 - total,
    order: { id: 1, characterDbId: 7, total, lines }
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  setRequestAdapter(service.adapter)
  service.calls.length = 0
  buyAnswer = () => Response.json(success())
  $shopData.set(shopDataOf(products))
  updateAppState({ user: demoAccount, server: 'main', selectedCharacters: { main: 7 } })
  $charactersByServer.set({ main: { list: [demoCharacter], fetchedAt: Date.now() } })
  closeAllOverlaysExcept()
  clearBasket()
  $purchaseSuccess.set(undefined)
  $unansweredAttempt.set(undefined)
})

let stopDailyShop = () => undefined as void

afterEach(() => {
  stopDailyShop()
  vi.useRealTimers()
  setRequestAdapter(undefined)
})

/** The daily shop page is open (its store in use), its offers loaded: answers how many calls that took. */
async function showDailyShop(): Promise<number> {
  stopDailyShop = $dailyShop.listen(() => undefined)
  await vi.advanceTimersByTimeAsync(0)
  return dailyShopCalls()
}

const dailyShopCalls = () => service.callsTo('/api/dailyShop').length

/** Two Pack Gang and (unless told) the daily Jumelles at 15 %, in the open dialog. */
function fillBasket({ daily = true } = {}): void {
  addToBasket(105)
  setQuantity(105, 2)
  if (daily) openPurchaseDialog(211, { discount: 15 })
  else openPurchaseDialog()
}

describe('buying with Unions', () => {
  it('sends the basket for the chosen character, then after 2.5 s the new balance and stocks, the dialog closing, the success dialog', async () => {
    fillBasket()
    const purchase = buy()
    await vi.advanceTimersByTimeAsync(0)
    const [call] = service.callsTo('/api/buyProducts')
    expect(call?.body).toEqual({
      characterDbId: 7,
      products: { 105: { amount: 2, isFromDailyShop: false }, 211: { amount: 1, isFromDailyShop: true } }
    })
    expect(call?.headers['idempotency-key']).toMatch(/^[\w-]{8,100}$/)
    expect(dialogState()?.loading).toBe(true)

    await vi.advanceTimersByTimeAsync(2_499)
    expect(dialogState()?.loading).toBe(true)
    expect($user.get()?.shopTokens).toBe(25_000)
    await vi.advanceTimersByTimeAsync(1)
    await purchase
    expect($user.get()?.shopTokens).toBe(25_000 - 18_383)
    expect($shopData.get()?.products.find((product) => product.id === 105)?.stocks).toBe(18)
    expect(openOverlays()).toEqual(['purchaseConfirm'])

    await vi.advanceTimersByTimeAsync(100)
    expect(openOverlays()).toEqual(['purchaseSuccess'])
    expect($basket.get()).toEqual([])
    expect($purchaseSuccess.get()?.ready).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    expect($purchaseSuccess.get()).toMatchObject({ ready: true, total: 18_383, message: success().success })
    expect($purchaseSuccess.get()?.lines.map((line) => [line.label, line.quantity])).toEqual([
      ['Pack Gang', 2],
      ['Jumelles', 1]
    ])
  })

  it('retries an unanswered purchase with the same Idempotency-Key; another basket gets a new one', async () => {
    fillBasket()
    buyAnswer = () => Promise.reject(new TypeError('network down'))
    await buy()
    expect(dialogState()).toEqual({
      loading: false,
      error: 'La boutique ne répond pas. Réessayez : un même achat n’est jamais débité deux fois.'
    })
    expect($basket.get()).toHaveLength(2)
    expect($unansweredAttempt.get()?.body.products).toHaveProperty('105')

    buyAnswer = () => Response.json({ error: 'Certains produits de votre panier ne peuvent pas être achetés.' }, { status: 409 })
    await buy()
    expect($unansweredAttempt.get()).toBeUndefined()
    setQuantity(105, 3)
    await buy()
    const keys = service.callsTo('/api/buyProducts').map((call) => call.headers['idempotency-key'])
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('shows the shop-token error and the balance the service counted when Unions are short', async () => {
    fillBasket()
    buyAnswer = () => Response.json({ error: "Vous n'avez pas assez de points boutique", shopTokensAmount: 1200 }, { status: 409 })
    await buy()
    expect(dialogState()).toEqual({
      loading: false,
      shopTokenError: { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 1200 }
    })
    expect($user.get()?.shopTokens).toBe(1200)
    expect(openOverlays()).toEqual(['purchaseConfirm'])
  })

  it('a line refused for its stock snaps to what is left, without the error; a sold-out one keeps it', async () => {
    updateAppState({ user: { ...demoAccount, shopTokens: 100_000 } })
    fillBasket()
    setQuantity(105, 5)
    buyAnswer = () =>
      Response.json(
        {
          error: 'Certains produits de votre panier ne peuvent pas être achetés.',
          itemErrors: {
            105: { err: 'OUT_OF_STOCK', message: 'Stock insuffisant : il n’en reste que 4.', updatedProduct: { ...gang, stocks: 4 } },
            211: { err: 'OUT_OF_STOCK', message: 'Ce produit est en rupture de stock.', updatedProduct: { ...binoculars, stocks: 0 } }
          }
        },
        { status: 409 }
      )
    await buy()
    expect(dialogState()?.error).toBe('Certains produits de votre panier ne peuvent pas être achetés.')
    expect($basket.get()[0]).toEqual({ id: 105, quantity: 4, isFromDailyShop: false, discount: 0 })
    expect($basket.get()[1]?.itemError?.message).toBe('Ce produit est en rupture de stock.')
    expect($basketProducts.get()(105)?.stocks).toBe(4)
    setQuantity(105, 6)
    expect($basket.get()[0]).toMatchObject({ quantity: 4 })
  })

  it('never sends the purchase while the balance is below the total (docs/unions-purchase.md#buy-button)', async () => {
    updateAppState({ user: { ...demoAccount, shopTokens: 1_500 } })
    fillBasket({ daily: false })
    expect($balanceShort.get()).toBe(true)
    await buy()
    expect(service.callsTo('/api/buyProducts')).toEqual([])
    expect(openOverlays()).toEqual(['purchaseConfirm'])
    setQuantity(105, 1)
    updateAppState({ user: { ...demoAccount, shopTokens: 9_000 } })
    expect($balanceShort.get()).toBe(false)
  })

  it('says in the success dialog how many Unions the packs bought credit', async () => {
    $shopData.set(shopDataOf(products.map((product) => (product.id === 105 ? { ...product, unionsGranted: 500 } : product))))
    buyAnswer = () => Response.json(success([gangLine]))
    fillBasket({ daily: false })
    const purchase = buy()
    await vi.advanceTimersByTimeAsync(3_100)
    await purchase
    expect($purchaseSuccess.get()).toMatchObject({ total: 18_000, unionsCredited: 1_000 })
  })

  it('reads the characters again after a purchase, and after a refusal for the character limit', async () => {
    fillBasket({ daily: false })
    const purchase = buy()
    await vi.advanceTimersByTimeAsync(3_100)
    await purchase
    expect(service.callsTo('/api/getCharacters')).toHaveLength(1)

    buyAnswer = () =>
      Response.json(
        {
          error: 'Ce personnage ne peut en acheter que 2 au total (déjà 1).',
          itemErrors: {
            105: { err: 'CHARACTER_LIMIT', message: 'Ce personnage ne peut en acheter que 2 au total (déjà 1).', updatedProduct: gang }
          }
        },
        { status: 409 }
      )
    updateAppState({ user: demoAccount })
    fillBasket({ daily: false })
    await buy()
    await vi.advanceTimersByTimeAsync(0)
    expect(service.callsTo('/api/getCharacters')).toHaveLength(2)
    expect($basket.get()[0]?.itemError?.err).toBe('CHARACTER_LIMIT')
    // Shown once, on its line: the dialog does not repeat the line's message.
    expect(dialogState()?.error).toBeUndefined()
  })

  it.each([
    ['OFFER_EXPIRED', 'Désolé, ce produit n’est plus disponible : l’offre du jour a changé.', 1],
    ['WITHDRAWN', "Désolé, ce produit n'est plus disponible.", 1],
    ['UNKNOWN_PRODUCT', "Désolé, ce produit n'est plus disponible.", 1],
    ['OUT_OF_STOCK', 'Ce produit est en rupture de stock.', 0],
    ['UNAVAILABLE', 'Ce produit ne s’achète que dans la boutique du jour.', 0]
  ] as const)(
    'a line refused as %s (« %s ») reloads the daily shop %i time(s): the code decides, not the words',
    async (err, message, reloads) => {
      const loaded = await showDailyShop()
      fillBasket()
      buyAnswer = () => Response.json({ error: message, itemErrors: { 105: { err, message, updatedProduct: null } } }, { status: 409 })
      await buy()
      await vi.advanceTimersByTimeAsync(0)
      expect(dailyShopCalls()).toBe(loaded + reloads)
    }
  )

  it('closing the success dialog refreshes the daily shop only when a line came from it', async () => {
    const loaded = await showDailyShop()
    buyAnswer = () => Response.json(success([gangLine]))
    fillBasket({ daily: false })
    const purchase = buy()
    await vi.advanceTimersByTimeAsync(3_100)
    await purchase
    closePurchaseSuccess()
    await vi.advanceTimersByTimeAsync(0)
    expect(dailyShopCalls()).toBe(loaded)
    expect(openOverlays()).toEqual([])

    buyAnswer = () => Response.json(success())
    updateAppState({ user: demoAccount })
    fillBasket()
    const second = buy()
    await vi.advanceTimersByTimeAsync(3_100)
    await second
    closePurchaseSuccess()
    await vi.advanceTimersByTimeAsync(0)
    expect(dailyShopCalls()).toBe(loaded + 1)
  })
})

describe('the click flow of "Acheter"', () => {
  it('without a character and with enough Unions, opens the character selection instead of buying', async () => {
    updateAppState({ selectedCharacters: {} })
    fillBasket()
    await buy()
    expect(openOverlays()).toEqual(['purchaseConfirm', 'characterSelect'])
    expect(service.callsTo('/api/buyProducts')).toEqual([])
  })

  it('ignores a click while a purchase is on its way, and the dialog stays open meanwhile', async () => {
    fillBasket()
    const first = buy()
    await buy()
    closePurchaseDialog()
    expect(openOverlays()).toEqual(['purchaseConfirm'])
    await vi.advanceTimersByTimeAsync(3_100)
    await first
    expect(service.callsTo('/api/buyProducts')).toHaveLength(1)
  })

  it('logged out, opening the dialog from a product opens the login panel and remembers the product', () => {
    updateAppState({ user: undefined })
    openPurchaseDialog(105)
    expect(openOverlays()).toEqual(['login'])
  })
})

describe('what opening the dialog puts in the basket', () => {
  it('closing the dialog without buying takes it back out, and leaves what was there before', () => {
    addToBasket(201)
    openPurchaseDialog(105)
    expect($basket.get().map((line) => line.id)).toEqual([201, 105])
    closePurchaseDialog()
    expect($basket.get().map((line) => line.id)).toEqual([201])
    openPurchaseDialog(201)
    closePurchaseDialog()
    expect($basket.get().map((line) => line.id)).toEqual([201])
  })

  it('a daily offer wins over the same product at full price, which comes back if the dialog closes', () => {
    addToBasket(105)
    openPurchaseDialog(105, { discount: 30 })
    expect($basket.get()).toEqual([{ id: 105, quantity: 1, isFromDailyShop: true, discount: 30 }])
    expect($basketTotal.get()).toBe(6_300)
    closePurchaseDialog()
    expect($basket.get()).toEqual([{ id: 105, quantity: 1, isFromDailyShop: false, discount: 0 }])
  })
})

describe('the quick-buy popup', () => {
  it('hands the product to the purchase dialog as a daily-shop line with its discount', () => {
    openQuickBuy(211, 15)
    expect($overlayStack.get()).toEqual([{ name: 'quickBuy', data: { itemId: 211, discount: 15 } }])
    buyFromQuickBuy(211, 15)
    expect(openOverlays()).toEqual(['purchaseConfirm'])
    expect($basket.get()).toEqual([{ id: 211, quantity: 1, isFromDailyShop: true, discount: 15 }])
  })
})

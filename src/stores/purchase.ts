import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { newPurchaseAttempt, postBuyProducts, type PurchaseAttempt } from '../api/purchase-api.ts'
import {
  buyProductsErrorSchema,
  type BuyProductsRequest,
  type BuyProductsResponse,
  type ItemError,
  type OrderLine
} from '../core/contract/purchase.ts'
import type { DailyOfferPick } from '../core/domain/basket.ts'
import { basketMessages } from '../core/messages/basket.ts'
import { errorMessages } from '../core/messages/errors.ts'
import { GONE_PRODUCT_PHRASE } from '../core/messages/purchase-errors.ts'
import {
  $activeLines,
  $basketProducts,
  $basketTotal,
  $linesOverLimit,
  addForPurchase,
  addToBasket,
  clearBasket,
  clearItemErrors,
  dropInvalidLines,
  setItemErrors,
  type BasketLine
} from './basket.ts'
import { $selectedCharacter, loadCharacters, openCharacterDialog } from './characters.ts'
import { refreshDailyShop } from './daily-shop.ts'
import { openLoginPanel } from './login-panel.ts'
import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'
import { $loggedIn, $user, refreshWhoAmI } from './session.ts'
import { replaceShopData } from './shop.ts'
import { updateAppState } from './persistence.ts'

/** docs/unions-purchase.md#after-success. */
export const PURCHASE_SUCCESS_DELAY_MS = 2_500
export const CONFIRM_CLOSE_DELAY_MS = 100
export const SUCCESS_LOADER_MS = 500

/** docs/unions-purchase.md#refusals: held for the dialog, never persisted. */
export interface PurchaseState {
  loading: boolean
  error?: string
  shopTokenError?: { message: string; shopTokensAmount: number }
}

export interface PurchaseSuccess {
  message: string
  lines: OrderLine[]
  total: number
  /** Unions the packs bought credit at once: the balance moves by total minus these. */
  unionsCredited: number
  /** False during the success dialog's first 0.5 s (its loader). */
  ready: boolean
}

export const $purchase = atom<PurchaseState>({ loading: false })
export const $purchaseSuccess = atom<PurchaseSuccess | undefined>(undefined)

const isOpen = (name: 'purchaseConfirm' | 'purchaseSuccess') =>
  computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === name))
export const $purchaseDialogOpen = isOpen('purchaseConfirm')
export const $purchaseSuccessOpen = isOpen('purchaseSuccess')

/** The attempt whose answer never arrived: sending the same basket again reuses its Idempotency-Key. */
let unansweredAttempt: PurchaseAttempt | undefined
/** Takes out of the basket what opening the dialog put in (docs/unions-purchase.md#purchase-dialog). */
let undoOpeningAdd: (() => void) | undefined

/** docs/unions-purchase.md#buy-button: the UI blocks buying while the balance is below the (discounted) total. */
export const $balanceShort = computed([$user, $basketTotal], (user, total) => (user?.shopTokens ?? 0) < total)

/**
 * docs/unions-purchase.md#click-flow: opening the dialog from a product's buy action puts the item (quantity 1)
 * in the basket; lines that can no longer be bought leave it.
 */
export function openPurchaseDialog(itemId?: number, offer?: DailyOfferPick): void {
  if (!$loggedIn.get()) {
    if (itemId === undefined) openLoginPanel()
    else addToBasket(itemId, offer)
    return
  }
  undoOpeningAdd = itemId === undefined ? undefined : addForPurchase(itemId, offer)
  dropInvalidLines()
  $purchase.set({ loading: false })
  openOverlay('purchaseConfirm', {})
  void loadCharacters()
}

/** Closing forgets the dialog's errors; a purchase on its way is not abandoned halfway, so it stays. */
export function closePurchaseDialog(): void {
  if ($purchase.get().loading) return
  closeOverlay('purchaseConfirm')
  $purchase.set({ loading: false })
  undoOpeningAdd?.()
  undoOpeningAdd = undefined
}

/** The click flow of 'Acheter' (docs/unions-purchase.md#click-flow). */
export async function buy(): Promise<void> {
  if ($purchase.get().loading) return
  if (!$loggedIn.get()) return openLoginPanel()
  const character = $selectedCharacter.get()
  if (!character) {
    if (($user.get()?.shopTokens ?? 0) >= $basketTotal.get()) openCharacterDialog()
    return
  }
  const lines = $activeLines.get()
  if (lines.length === 0 || $balanceShort.get() || $linesOverLimit.get().length > 0) return
  await send(attemptFor(purchaseRequest(character.id, lines)))
}

export function purchaseRequest(characterDbId: number, lines: readonly BasketLine[]): BuyProductsRequest {
  const products: BuyProductsRequest['products'] = {}
  for (const line of lines) products[String(line.id)] = { amount: line.quantity, isFromDailyShop: line.isFromDailyShop }
  return { characterDbId, products }
}

function attemptFor(body: BuyProductsRequest): PurchaseAttempt {
  const retry = unansweredAttempt && JSON.stringify(unansweredAttempt.body) === JSON.stringify(body)
  return retry && unansweredAttempt ? unansweredAttempt : newPurchaseAttempt(body)
}

async function send(attempt: PurchaseAttempt): Promise<void> {
  $purchase.set({ loading: true })
  clearItemErrors()
  let response: BuyProductsResponse
  try {
    response = await postBuyProducts(attempt)
  } catch (failure) {
    return refuse(failure, attempt)
  }
  unansweredAttempt = undefined
  await new Promise((resolve) => setTimeout(resolve, PURCHASE_SUCCESS_DELAY_MS))
  complete(response)
}

/** docs/unions-purchase.md#after-success: new stocks and balance, the dialog closes after 100 ms, the success dialog follows. */
function complete(response: BuyProductsResponse): void {
  const unionsCredited = unionsCreditedBy(response.order.lines)
  undoOpeningAdd = undefined
  replaceShopData(response.shopData)
  setBalance(response.shopTokens)
  void refreshWhoAmI()
  // The units now bought count against each product's limit per character.
  void loadCharacters(true)
  $purchaseSuccess.set({ message: response.success, lines: response.order.lines, total: response.order.total, unionsCredited, ready: false })
  setTimeout(() => {
    $purchase.set({ loading: false })
    closeOverlay('purchaseConfirm')
    clearBasket()
    openOverlay('purchaseSuccess', {})
    setTimeout(() => {
      const success = $purchaseSuccess.get()
      if (success) $purchaseSuccess.set({ ...success, ready: true })
    }, SUCCESS_LOADER_MS)
  }, CONFIRM_CLOSE_DELAY_MS)
}

function unionsCreditedBy(lines: readonly OrderLine[]): number {
  const productOf = $basketProducts.get()
  return lines.reduce((sum, line) => sum + (productOf(line.itemId)?.unionsGranted ?? 0) * line.quantity, 0)
}

/**
 * Purchase refusals (docs/unions-purchase.md#refusals). Without a 4xx answer the purchase may have happened: its key is kept for the retry.
 */
function refuse(failure: unknown, attempt: PurchaseAttempt): void {
  if (!(failure instanceof ApiFailure)) {
    $purchase.set({ loading: false })
    throw failure
  }
  const refused = failure.kind === 'HTTP_ERROR' && failure.status !== undefined && failure.status < 500
  unansweredAttempt = refused ? undefined : attempt
  if (!refused) {
    console.warn('[purchase] no answer:', failure)
    $purchase.set({ loading: false, error: basketMessages.networkError })
    return
  }
  const parsed = buyProductsErrorSchema.safeParse(failure.body)
  const body = parsed.success ? parsed.data : undefined
  const message = body?.error ?? errorMessages.genericDialog
  const itemErrors = itemErrorsById(body?.itemErrors)
  if (body?.shopTokensAmount !== undefined) {
    setBalance(body.shopTokensAmount)
    $purchase.set({ loading: false, shopTokenError: { message, shopTokensAmount: body.shopTokensAmount } })
  } else {
    setItemErrors(itemErrors)
    $purchase.set({ loading: false, error: message })
  }
  if (Object.values(itemErrors).some((error) => error.err === 'CHARACTER_LIMIT')) void loadCharacters(true)
  const texts = [message, ...Object.values(itemErrors).map((error) => error.message)]
  if (texts.some(mentionsGoneProduct)) void refreshDailyShop(true)
}

function itemErrorsById(errors: Record<string, ItemError> | undefined): Record<number, ItemError> {
  const byId: Record<number, ItemError> = {}
  for (const [id, error] of Object.entries(errors ?? {})) byId[Number(id)] = error
  return byId
}

/** docs/unions-purchase.md#refusals: any purchase error saying the product is gone forces a daily shop refresh. */
export function mentionsGoneProduct(text: string): boolean {
  return text.toLowerCase().replace(/\u2019/g, "'").includes(GONE_PRODUCT_PHRASE)
}

function setBalance(shopTokens: number): void {
  const user = $user.get()
  if (user) updateAppState({ user: { ...user, shopTokens } })
}

/** Closing the success dialog refreshes the daily shop when a line came from it (docs/daily-shop.md#refresh). */
export function closePurchaseSuccess(): void {
  const success = $purchaseSuccess.get()
  closeOverlay('purchaseSuccess')
  $purchaseSuccess.set(undefined)
  if (success?.lines.some((line) => line.isFromDailyShop)) void refreshDailyShop(true)
}

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

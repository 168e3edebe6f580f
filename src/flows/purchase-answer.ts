import type { WritableAtom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { buyProductsErrorSchema, GONE_PRODUCT_CODES, type BuyProductsResponse, type ItemError } from '../core/contract/purchase.ts'
import { basketMessages } from '../core/messages/basket.ts'
import { errorMessages } from '../core/messages/errors.ts'
import { clearBasket, setItemErrors } from '../stores/basket.ts'
import { loadCharacters } from '../stores/characters.ts'
import { refreshDailyShop } from '../stores/daily-shop.ts'
import { closeOverlay } from '../stores/overlays.ts'
import { updateAppState } from '../stores/persistence.ts'
import { $user, refreshWhoAmI } from '../stores/session.ts'
import { replaceShopData } from '../stores/shop.ts'
import { holdPurchaseSuccess, openPurchaseSuccess } from './purchase-success.ts'

/** docs/constants.md#timings. */
export const CONFIRM_CLOSE_DELAY_MS = 100

/** docs/unions-purchase.md#refusals: held for the dialog, never persisted. */
export interface PurchaseState {
  loading: boolean
  error?: string
  shopTokenError?: { message: string; shopTokensAmount: number }
}

/** docs/unions-purchase.md#after-success: new stocks and balance, the dialog closes after 100 ms, the success dialog follows. */
export function purchaseDone(response: BuyProductsResponse, $state: WritableAtom<PurchaseState>): void {
  holdPurchaseSuccess(response)
  replaceShopData(response.shopData)
  setBalance(response.shopTokens)
  void refreshWhoAmI()
  // The units now bought count against each product's limit per character.
  void loadCharacters(true)
  setTimeout(() => {
    $state.set({ loading: false })
    closeOverlay('purchaseConfirm')
    clearBasket()
    openPurchaseSuccess()
  }, CONFIRM_CLOSE_DELAY_MS)
}

/** The purchase errors (docs/unions-purchase.md#refusals): a 4xx answer, worded for the dialog and its lines. */
export function purchaseRefused(failure: ApiFailure, $state: WritableAtom<PurchaseState>): void {
  const parsed = buyProductsErrorSchema.safeParse(failure.body)
  const body = parsed.success ? parsed.data : undefined
  const message = body?.error ?? errorMessages.genericDialog
  const itemErrors = itemErrorsById(body?.itemErrors)
  if (body?.shopTokensAmount !== undefined) {
    setBalance(body.shopTokensAmount)
    $state.set({ loading: false, shopTokenError: { message, shopTokensAmount: body.shopTokensAmount } })
  } else {
    setItemErrors(itemErrors)
    // docs/unions-purchase.md#refusals: a refusal shows once; a line's own message stays on its line.
    const onALine = Object.values(itemErrors).some((error) => error.message === message)
    $state.set({ loading: false, error: onALine ? undefined : message })
  }
  const codes = new Set(Object.values(itemErrors).map((error) => error.err))
  if (codes.has('CHARACTER_LIMIT')) void loadCharacters(true)
  if ([...codes].some((code) => GONE_PRODUCT_CODES.has(code))) void refreshDailyShop(true)
}

/** Without a 4xx answer the purchase may have happened: the dialog says so (its key is kept for the retry). */
export function purchaseUnanswered(failure: ApiFailure, $state: WritableAtom<PurchaseState>): void {
  console.warn('[purchase] no answer:', failure)
  $state.set({ loading: false, error: basketMessages.networkError })
}

function itemErrorsById(errors: Record<string, ItemError> | undefined): Record<number, ItemError> {
  const byId: Record<number, ItemError> = {}
  for (const [id, error] of Object.entries(errors ?? {})) byId[Number(id)] = error
  return byId
}

function setBalance(shopTokens: number): void {
  const user = $user.get()
  if (user) updateAppState({ user: { ...user, shopTokens } })
}

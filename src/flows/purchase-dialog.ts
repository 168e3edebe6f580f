import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postBuyProducts, type PurchaseAttempt } from '../api/purchase-api.ts'
import type { BuyProductsRequest, BuyProductsResponse } from '../core/contract/purchase.ts'
import type { DailyOfferPick } from '../core/domain/basket.ts'
import {
  $activeLines,
  $basketTotal,
  $linesOverLimit,
  addForPurchase,
  addToBasket,
  clearItemErrors,
  dropInvalidLines,
  removeErroredLines
} from '../stores/basket.ts'
import { $selectedCharacter, loadCharacters, openCharacterDialog } from '../stores/characters.ts'
import { openLoginPanel } from '../stores/login-panel.ts'
import { closeOverlay } from '../stores/overlays.ts'
import { attemptFor, purchaseRequest, settleAttempt } from '../stores/purchase-attempts.ts'
import { $loggedIn, $user } from '../stores/session.ts'
import { overlayFlow } from './overlay-flow.ts'
import { purchaseDone, purchaseRefused, purchaseUnanswered, type PurchaseState } from './purchase-answer.ts'

/** docs/unions-purchase.md#click-flow. */
export const PURCHASE_SUCCESS_DELAY_MS = 2_500

export type PurchaseDialog = ReturnType<typeof createPurchaseDialog>

const dialogs = overlayFlow<PurchaseDialog, 'purchaseConfirm'>('purchaseConfirm')
/** The purchase dialog on screen: its state and actions. */
export const $purchaseDialog = dialogs.$flow
export const $purchaseDialogOpen = computed($purchaseDialog, (dialog) => dialog !== undefined)

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
  const undoOpeningAdd = itemId === undefined ? undefined : addForPurchase(itemId, offer)
  dropInvalidLines()
  dialogs.open(createPurchaseDialog(undoOpeningAdd), {})
  void loadCharacters()
}

/** One opening of the dialog; `undoOpeningAdd` takes out of the basket what opening it put in (docs/unions-purchase.md#purchase-dialog). */
function createPurchaseDialog(undoOpeningAdd: (() => void) | undefined) {
  const $state = atom<PurchaseState>({ loading: false })
  let undo = undoOpeningAdd
  return {
    $state,
    /** The click flow of 'Acheter' (docs/unions-purchase.md#click-flow). */
    async buy(): Promise<void> {
      if ($state.get().loading) return
      const body = readyRequest()
      if (!body) return
      const bought = await send(attemptFor(body), $state)
      if (bought) undo = undefined
    },
    /** 'Supprimer les articles en erreur': the refused lines go, and the dialog's error about them with them. */
    removeErrored: (): void => {
      removeErroredLines()
      $state.set({ ...$state.get(), error: undefined })
    },
    /** Closing forgets the dialog's errors; a purchase on its way is not abandoned halfway, so it stays. */
    close: (): void => {
      if ($state.get().loading) return
      const undoAdd = undo
      closeOverlay('purchaseConfirm')
      undoAdd?.()
    },
    exit(): void {
      undo = undefined
    }
  }
}

/** The purchase to send, or nothing while a character, the balance or the lines do not allow it. */
function readyRequest(): BuyProductsRequest | undefined {
  if (!$loggedIn.get()) {
    openLoginPanel()
    return undefined
  }
  const character = $selectedCharacter.get()
  if (!character) {
    if (($user.get()?.shopTokens ?? 0) >= $basketTotal.get()) openCharacterDialog()
    return undefined
  }
  const lines = $activeLines.get()
  if (lines.length === 0 || $balanceShort.get() || $linesOverLimit.get().length > 0) return undefined
  return purchaseRequest(character.id, lines)
}

async function send(attempt: PurchaseAttempt, $state: PurchaseDialog['$state']): Promise<boolean> {
  $state.set({ loading: true })
  clearItemErrors()
  let response: BuyProductsResponse
  try {
    response = await postBuyProducts(attempt)
  } catch (failure) {
    if (!(failure instanceof ApiFailure)) {
      $state.set({ loading: false })
      throw failure
    }
    const refused = failure.kind === 'HTTP_ERROR' && failure.status !== undefined && failure.status < 500
    settleAttempt(attempt, refused)
    if (refused) purchaseRefused(failure, $state)
    else purchaseUnanswered(failure, $state)
    return false
  }
  settleAttempt(attempt, true)
  await new Promise((resolve) => setTimeout(resolve, PURCHASE_SUCCESS_DELAY_MS))
  purchaseDone(response, $state)
  return true
}

/** The dialog on screen's 'Acheter'. */
export function buy(): Promise<void> {
  return $purchaseDialog.get()?.buy() ?? Promise.resolve()
}

/** The dialog on screen's ✕, Escape or backdrop. */
export function closePurchaseDialog(): void {
  $purchaseDialog.get()?.close()
}

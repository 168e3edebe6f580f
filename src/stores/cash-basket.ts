import { atom, computed } from 'nanostores'

import type { Basket } from '../core/contract/store-provider.ts'
import { isCashBasketStale, withProviderBasket, type CashBasket } from '../core/domain/cash-basket.ts'
import { closeOverlay } from './overlays.ts'
import { PENDING_ITEM_MAX_AGE_MS, type PendingItem } from './pending-item.ts'
import { $appState, updateAppState } from './persistence.ts'
import { $user } from './session.ts'

/** docs/cash-checkout.md#the-cash-basket: kept in the persisted app state, so it survives the provider's login page. */
export const $cashBasket = computed($appState, (state) => state.cashBasket)

/** The loading overlay of the confirmation popup ('Mise à jour...', 'Suppression...'); undefined when hidden. */
export const $cashPopupLoader = atom<string | undefined>(undefined)

export function saveCashBasket(basket: CashBasket | undefined): CashBasket | undefined {
  updateAppState({ cashBasket: basket })
  return basket
}

/** The provider's view of the basket over ours; ignored when the basket was replaced meanwhile. */
export function applyProviderBasket(provider: Basket): CashBasket | undefined {
  const basket = $cashBasket.get()
  if (!basket || basket.ident !== provider.ident) return basket
  return saveCashBasket(withProviderBasket(basket, provider))
}

/** docs/cash-checkout.md#the-cash-basket: the basket and its popup start over. */
export function resetCashBasket(): void {
  if ($cashBasket.get()) saveCashBasket(undefined)
  $cashPopupLoader.set(undefined)
  closeOverlay('checkoutPopup')
}

/** The basket if it may still be used: one older than 1 h, or not the signed-in player's, is reset. */
export function usableCashBasket(now = Date.now()): CashBasket | undefined {
  const basket = $cashBasket.get()
  if (!basket) return undefined
  if (!isCashBasketStale(basket, $user.get()?.id, now)) return basket
  resetCashBasket()
  return undefined
}

/** docs/cash-checkout.md#starting: the cash product a visitor tried to buy, for after the login (never a gift). */
export function rememberCashItem(id: number, now = Date.now()): void {
  updateAppState({ cashPendingItem: { id, timestamp: now, isGift: false } })
}

/** Hands the remembered product over once; older than 5 minutes it is only forgotten. */
export function takeCashItem(now = Date.now()): PendingItem | undefined {
  const item = $appState.get().cashPendingItem
  if (!item) return undefined
  updateAppState({ cashPendingItem: undefined })
  return now - item.timestamp <= PENDING_ITEM_MAX_AGE_MS ? item : undefined
}

import { computed } from 'nanostores'

import { $appState, updateAppState } from './persistence.ts'

/** docs/basket.md#adding. */
export const PENDING_ITEM_MAX_AGE_MS = 300_000

export interface PendingItem {
  id: number
  timestamp: number
  isGift: boolean
}

export const $pendingItem = computed($appState, (state) => state.pendingItem)

/** docs/basket.md#adding: what a visitor tried to add is kept for after the login. */
export function rememberPendingItem(id: number, isGift: boolean, now = Date.now()): void {
  updateAppState({ pendingItem: { id, timestamp: now, isGift } })
}

/** Hands the remembered item over once and forgets it; too old (over 5 minutes) it is only forgotten. */
export function takePendingItem(now = Date.now()): PendingItem | undefined {
  const item = $pendingItem.get()
  if (!item) return undefined
  updateAppState({ pendingItem: undefined })
  return now - item.timestamp <= PENDING_ITEM_MAX_AGE_MS ? item : undefined
}

import { atom } from 'nanostores'

import type { ErrorPageType } from '../core/messages/errors.ts'

export type { ErrorPageType }

export interface ErrorPageState {
  type: ErrorPageType
  /** Extra lines shown beneath the text. */
  wordings: string[]
}

export const $errorPage = atom<ErrorPageState | undefined>(undefined)

export function showErrorPage(type: ErrorPageType, wordings: string[] = []): void {
  $errorPage.set({ type, wordings })
}

const $clearHandlers = atom<Partial<Record<ErrorPageType, () => void>>>({})

/** What leaving an error page of `type` also does (docs/errors.md#error-page: the add-package failure resets the basket). */
export function onErrorPageCleared(type: ErrorPageType, handler: () => void): void {
  $clearHandlers.set({ ...$clearHandlers.get(), [type]: handler })
}

export function clearErrorPage(type?: ErrorPageType): void {
  const current = $errorPage.get()
  if (!current || (type && current.type !== type)) return
  $errorPage.set(undefined)
  $clearHandlers.get()[current.type]?.()
}

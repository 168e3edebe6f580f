import { atom } from 'nanostores'

/** The error page types of SPEC §8. */
export type ErrorPageType = 'SHOP_NOT_FOUND' | 'PAGE_NOT_FOUND' | 'AUTH_FAILED' | 'TEBEX_ADD_PACKAGE_FAILED'

export interface ErrorPageState {
  type: ErrorPageType
  /** Extra lines shown beneath the text. */
  wordings: string[]
}

export const $errorPage = atom<ErrorPageState | undefined>(undefined)

export function showErrorPage(type: ErrorPageType, wordings: string[] = []): void {
  $errorPage.set({ type, wordings })
}

export function clearErrorPage(type?: ErrorPageType): void {
  if (!type || $errorPage.get()?.type === type) $errorPage.set(undefined)
}

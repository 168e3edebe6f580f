import { atom } from 'nanostores'

/** docs/cash-checkout.md#redirecting. */
export const REDIRECT_DELAY_MS = 200
export const REDIRECT_FAILURE_MS = 2_000

/**
 * The store-provider package the player is on the way to pay for. The cash
 * checkout sets it before it sends the player through /redirecting.
 */
export const $pendingPackage = atom<number | undefined>(undefined)

export type RedirectState = 'redirecting' | 'failed'
export const $redirectState = atom<RedirectState>('redirecting')

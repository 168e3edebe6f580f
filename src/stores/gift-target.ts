import { atom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { checkGiftTarget, fetchPlayerByName } from '../api/player-lookup-api.ts'
import type { GiftTarget } from '../core/domain/cash-basket.ts'
import { checkoutMessages as messages } from '../core/messages/checkout.ts'
import { isAttemptBlocked, recordFailedAttempt, recordSuccessfulAttempt } from './attempt-limits.ts'
import { closeOverlay, openOverlay } from './overlays.ts'
import { $user } from './session.ts'

/** docs/cash-checkout.md#gifts: more than 3 characters. */
export const GIFT_USERNAME_MIN_LENGTH = 4

export interface GiftLookup {
  /** The product being given. */
  productId: number
  input: string
  searching: boolean
  /** The player found: the field shows a check mark. */
  target?: GiftTarget
  error?: string
}

/** docs/cash-checkout.md#gifts. */
export const $giftLookup = atom<GiftLookup | undefined>(undefined)

export function openGiftTarget(productId: number): void {
  $giftLookup.set({ productId, input: '', searching: false })
  openOverlay('giftTarget', { data: { productId } })
}

export function closeGiftTarget(): void {
  closeOverlay('giftTarget')
  $giftLookup.set(undefined)
}

function update(patch: Partial<GiftLookup>): void {
  const lookup = $giftLookup.get()
  if (lookup) $giftLookup.set({ ...lookup, ...patch })
}

/** A changed name is a new search: the player found before no longer stands. */
export function setGiftInput(input: string): void {
  const lookup = $giftLookup.get()
  if (!lookup) return
  const keepsTarget = lookup.target && input.trim().toLowerCase() === lookup.target.nickname.toLowerCase()
  $giftLookup.set({ ...lookup, input, target: keepsTarget ? lookup.target : undefined, error: undefined })
}

/** 'Trouver' (docs/cash-checkout.md#gifts): too short is refused, one's own name does nothing, blocked after 4 misses. */
export async function findGiftTarget(): Promise<void> {
  const lookup = $giftLookup.get()
  if (!lookup || lookup.searching) return
  const name = lookup.input.trim()
  if (name.length < GIFT_USERNAME_MIN_LENGTH) return update({ error: messages.usernameTooShort, target: undefined })
  if (name.toLowerCase() === $user.get()?.username.toLowerCase()) return
  if (isAttemptBlocked('verifyUsername')) return
  update({ searching: true, error: undefined, target: undefined })
  try {
    const player = await fetchPlayerByName(name)
    recordSuccessfulAttempt('verifyUsername')
    update({ input: player.username })
    // A Grade the player already holds or outranks is refused here, before anything is paid.
    if (!(await giftAllowed(lookup.productId, player.id))) return
    update({ searching: false, target: { id: player.id, nickname: player.username } })
  } catch (failure) {
    if (failure instanceof ApiFailure && failure.kind === 'HTTP_ERROR') recordFailedAttempt('verifyUsername')
    update({ searching: false, error: (failure instanceof ApiFailure && failure.serverMessage) || messages.lookupFailed })
  }
}

/** Asks the shop whether this product may go to that player; a refusal shows its words, not counted as a miss. */
async function giftAllowed(productId: number, targetId: number): Promise<boolean> {
  try {
    await checkGiftTarget(productId, targetId)
    return true
  } catch (failure) {
    update({ searching: false, error: (failure instanceof ApiFailure && failure.serverMessage) || messages.lookupFailed })
    return false
  }
}

/** The clear button: no target, an empty field. */
export function clearGiftTarget(): void {
  update({ input: '', target: undefined, error: undefined })
}

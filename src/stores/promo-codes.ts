import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import {
  applyCoupon,
  applyCreatorCode,
  fetchStoreBasket,
  providerProblem,
  removeCoupon,
  removeCreatorCode,
  type StoreProviderEndpoint
} from '../api/store-provider-api.ts'
import { codesSettled, hasCode, type CashBasket } from '../core/domain/cash-basket.ts'
import { checkoutMessages as messages, storeProviderAnswers as answers } from '../core/messages/checkout.ts'
import { isAttemptBlocked, recordFailedAttempt, recordSuccessfulAttempt } from './attempt-limits.ts'
import { $cashBasket, $cashPopupLoader, applyProviderBasket, usableCashBasket } from './cash-basket.ts'
import { whenStoreProvider } from './store-provider-config.ts'

/** docs/cash-checkout.md#creator-code. */
export const CREATOR_CODE_MIN_LENGTH = 3

/** What the player typed in the confirmation popup's two code fields. */
export const $codeInputs = atom({ creatorCode: '', discountCode: '' })
/** docs/cash-checkout.md#creator-code: 'Code créateur valide' / 'Code créateur invalide'. */
export const $creatorCodeState = atom<'valid' | 'invalid' | undefined>(undefined)
/** docs/cash-checkout.md#creator-code: the answer ('Confirmé', 'Code incorrect', or the provider's words) and the field's state. */
export const $discountCodeState = atom<{ state: 'valid' | 'invalid'; result: string } | undefined>(undefined)

/** docs/cash-checkout.md#confirmation-popup: 'Confirmer' needs each code field empty or holding the code the basket has. */
export const $codesSettled = computed([$codeInputs, $cashBasket], (inputs, basket) => (basket ? codesSettled(inputs, basket) : false))

/** The codes last sent: their answer stays while the field still holds them. */
const $lastTried = atom({ creatorCode: '', discountCode: '' })

/** Typing over a code's answer takes the answer away: it was about the code no longer there. */
export function setCreatorCodeInput(value: string): void {
  $codeInputs.set({ ...$codeInputs.get(), creatorCode: value })
  if (value.trim() !== $lastTried.get().creatorCode) $creatorCodeState.set(undefined)
}

export function setDiscountCodeInput(value: string): void {
  $codeInputs.set({ ...$codeInputs.get(), discountCode: value })
  if (value.trim() !== $lastTried.get().discountCode) $discountCodeState.set(undefined)
}

/** The fields as the basket has them: shown again when the popup opens on a basket with codes. */
export function fillCodesFrom(basket: CashBasket | undefined): void {
  $codeInputs.set({ creatorCode: basket?.creatorCode ?? '', discountCode: basket?.coupons[0] ?? '' })
  $creatorCodeState.set(basket?.creatorCode ? 'valid' : undefined)
  $discountCodeState.set(basket?.coupons[0] ? { state: 'valid', result: messages.discountConfirmed } : undefined)
  $lastTried.set({ creatorCode: basket?.creatorCode ?? '', discountCode: basket?.coupons[0] ?? '' })
}

interface CodeCall {
  basket: CashBasket
  provider: StoreProviderEndpoint
}

/** One code call at a time: a blur followed by the click on 'Appliquer' sends the code once. */
const $codeCallRunning = atom(false)

/** Runs one promotion call under 'Mise à jour...', then reads the basket again (codes, prices). */
async function withBasket(run: (call: CodeCall) => Promise<void>): Promise<void> {
  const basket = usableCashBasket()
  if (!basket || $codeCallRunning.get()) return
  $codeCallRunning.set(true)
  $cashPopupLoader.set(messages.updating)
  try {
    const provider = await whenStoreProvider()
    if (!provider) return
    await run({ basket, provider })
    applyProviderBasket(await fetchStoreBasket(provider, basket.ident))
  } catch (failure) {
    console.warn('[checkout] basket not refreshed after a code:', failure)
  } finally {
    $codeCallRunning.set(false)
    $cashPopupLoader.set(undefined)
  }
}

/** docs/cash-checkout.md#creator-code: on blur or Enter, when at least 3 characters, not the last one tried, and not blocked. */
export async function submitCreatorCode(): Promise<void> {
  const code = $codeInputs.get().creatorCode.trim()
  if (code.length < CREATOR_CODE_MIN_LENGTH || code === $lastTried.get().creatorCode || isAttemptBlocked('verifyCreatorCode')) return
  await withBasket(async ({ basket, provider }) => {
    $lastTried.set({ ...$lastTried.get(), creatorCode: code })
    try {
      const result = await applyCreatorCode(provider, basket.ident, code)
      const applied = result.success && result.message === answers.creatorCodeApplied
      $creatorCodeState.set(applied ? 'valid' : 'invalid')
      if (applied) recordSuccessfulAttempt('verifyCreatorCode')
      else recordFailedAttempt('verifyCreatorCode')
    } catch (failure) {
      if (!(failure instanceof ApiFailure) || failure.kind !== 'HTTP_ERROR') {
        // Unanswered, the code was not tried: the player may send it again.
        $lastTried.set({ ...$lastTried.get(), creatorCode: '' })
        throw failure
      }
      $creatorCodeState.set('invalid')
      recordFailedAttempt('verifyCreatorCode')
    }
  })
}

/** The clear button: the code leaves the basket and the field. */
export async function clearCreatorCode(): Promise<void> {
  const applied = $cashBasket.get()?.creatorCode
  setCreatorCodeInput('')
  $creatorCodeState.set(undefined)
  $lastTried.set({ ...$lastTried.get(), creatorCode: '' })
  if (applied) await withBasket(({ basket, provider }) => removeCreatorCode(provider, basket.ident).then(() => undefined))
}

/** 'Appliquer' (docs/cash-checkout.md#discount-code), or a blur on a code not tried yet: non-empty and not blocked; failures count. */
export async function submitDiscountCode({ onBlur = false } = {}): Promise<void> {
  const code = $codeInputs.get().discountCode.trim()
  if (!code || isAttemptBlocked('discountCode')) return
  if (onBlur && (code === $lastTried.get().discountCode || hasCode(code, $cashBasket.get()?.coupons[0]))) return
  await withBasket(async ({ basket: current, provider }) => {
    $lastTried.set({ ...$lastTried.get(), discountCode: code })
    try {
      const result = await applyCoupon(provider, current.ident, code)
      const applied = result.success && result.message === answers.couponApplied
      $discountCodeState.set(
        applied ? { state: 'valid', result: messages.discountConfirmed } : { state: 'invalid', result: messages.discountIncorrect }
      )
      if (applied) recordSuccessfulAttempt('discountCode')
      else recordFailedAttempt('discountCode')
    } catch (failure) {
      if (!(failure instanceof ApiFailure) || failure.kind !== 'HTTP_ERROR') throw failure
      const problem = providerProblem(failure)
      // The provider's other refusals are English sentences: the console gets them, the player French.
      const unknownCode = !problem || problem.title === answers.invalidCoupon
      if (!unknownCode) console.warn('[checkout] coupon refused:', problem.title, problem.detail ?? '')
      const result = unknownCode ? messages.discountIncorrect : messages.discountRefused
      $discountCodeState.set({ state: 'invalid', result })
      recordFailedAttempt('discountCode')
    }
  })
}

/** The remove button: the coupon leaves the basket and the field. */
export async function removeDiscountCode(): Promise<void> {
  const applied = $cashBasket.get()?.coupons[0]
  setDiscountCodeInput('')
  $discountCodeState.set(undefined)
  $lastTried.set({ ...$lastTried.get(), discountCode: '' })
  if (applied) await withBasket(({ basket, provider }) => removeCoupon(provider, basket.ident, applied).then(() => undefined))
}

/** A new basket, or none: the fields start empty. */
export function resetCodes(): void {
  fillCodesFrom(undefined)
}

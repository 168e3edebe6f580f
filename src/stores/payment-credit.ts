import { atom } from 'nanostores'

import { fetchPlayerTransactions } from '../api/history-api.ts'
import { $history, refreshHistory } from './history.ts'
import { $user, refreshWhoAmI } from './session.ts'

/**
 * The webhook usually credits within a second or two of the payment: the history is read this often,
 * for at most this long, until the payment shows in it (the identity refresh after a payment, made prompt:
 * docs/cash-checkout.md#after-payment).
 */
export const CREDIT_POLL_MS = 2_000
export const CREDIT_WATCH_MS = 60_000

/** The store provider's payments the player already had when the checkout opened (being read, maybe). */
const $known = atom<Promise<Set<string> | undefined>>(Promise.resolve(undefined))
/** The poll running after a payment, and when it gives up. */
const $watch = atom<{ timer: ReturnType<typeof setInterval>; until: number } | undefined>(undefined)

async function paymentIds(): Promise<Set<string> | undefined> {
  try {
    const { tebex } = await fetchPlayerTransactions()
    return new Set(tebex.filter((row) => row.status === 'complete').map((row) => row.txn_id))
  } catch (failure) {
    console.warn('[checkout] history unavailable while waiting for the credit:', failure)
    return undefined
  }
}

/** Before the checkout opens: what is already there is not the payment about to be made. */
export function rememberKnownPayments(): Promise<unknown> {
  const ids = paymentIds()
  $known.set(ids)
  return ids
}

/**
 * After payment:complete: polls until a new completed payment shows (then the balance and history are
 * read again and onCredited runs), or until the bound ends (the balance is read again, the recap stays
 * pending: the webhook has not come).
 */
export function watchCredit(onCredited: () => void, now = Date.now()): void {
  stopWatchingCredit()
  let polling = false
  const timer = setInterval(() => {
    if (polling) return
    polling = true
    void poll(onCredited).finally(() => (polling = false))
  }, CREDIT_POLL_MS)
  $watch.set({ timer, until: now + CREDIT_WATCH_MS })
}

async function poll(onCredited: () => void): Promise<void> {
  const current = $watch.get()
  if (!current) return
  if (Date.now() >= current.until) {
    stopWatchingCredit()
    return await refreshWhoAmI()
  }
  const before = await $known.get()
  const ids = await paymentIds()
  if (!ids || $watch.get() !== current) return
  // Without a list from before the checkout, the first one read stands in for it.
  if (!before) return void $known.set(Promise.resolve(ids))
  if (![...ids].some((id) => !before.has(id))) return
  stopWatchingCredit()
  $known.set(Promise.resolve(ids))
  await refreshWhoAmI()
  // Only a history already read is read again: a closed history reads itself when opened.
  if ($history.get().accountId === $user.get()?.id) await refreshHistory(true)
  onCredited()
}

export function stopWatchingCredit(): void {
  const watch = $watch.get()
  if (watch) clearInterval(watch.timer)
  $watch.set(undefined)
}

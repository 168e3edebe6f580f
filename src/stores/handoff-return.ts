import { atom } from 'nanostores'

import { $user, refreshWhoAmI } from './session.ts'

/** While a hand-off may still be under way, who am I is asked this often, for at most this long. */
export const HANDOFF_POLL_MS = 4_000
export const HANDOFF_WATCH_MS = 15 * 60_000

/** The poll under way and when it gives up. */
const $handOffWatch = atom<{ until: number; timer: ReturnType<typeof setInterval> } | undefined>(undefined)

/**
 * The player finishes in their browser and comes back to the game: the balance, Grade and history show
 * what happened without a reload. The game's browser may not report focus or visibility, so a short
 * bounded poll backs them up; history is read again once the account changed (or on return).
 */
export function watchHandOffReturn(now = Date.now()): void {
  const running = $handOffWatch.get()
  if (running) return $handOffWatch.set({ ...running, until: now + HANDOFF_WATCH_MS })
  const timer = setInterval(() => {
    if (Date.now() > ($handOffWatch.get()?.until ?? 0)) return stopWatching()
    void refreshAccount(false)
  }, HANDOFF_POLL_MS)
  $handOffWatch.set({ until: now + HANDOFF_WATCH_MS, timer })
  window.addEventListener('focus', onReturn)
  document.addEventListener('visibilitychange', onReturn)
}

export function stopWatching(): void {
  clearInterval($handOffWatch.get()?.timer)
  $handOffWatch.set(undefined)
  window.removeEventListener('focus', onReturn)
  document.removeEventListener('visibilitychange', onReturn)
}

function onReturn(): void {
  if (document.visibilityState === 'visible') void refreshAccount(true)
}

async function refreshAccount(returned: boolean): Promise<void> {
  const before = $user.get()
  await refreshWhoAmI()
  const after = $user.get()
  const changed = before?.shopTokens !== after?.shopTokens || before?.rank !== after?.rank
  if (!changed && !returned) return
  // Only a history already read is read again: a closed history reads itself when opened. Its module is a
  // chunk of its own, kept out of the first screen.
  const history = await import('./history.ts')
  if (history.$history.get().accountId === after?.id) await history.refreshHistory(true)
}

import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { fetchWhoAmI, postLogout } from '../api/account-api.ts'
import type { Account } from '../core/contract/account.ts'
import { bearerSession } from '../host/embedding.ts'
import { forgetCharacters } from './characters.ts'
import { closeLoginPanel } from './login-panel.ts'
import { showNotification } from './notifications.ts'
import { $appState, updateAppState } from './persistence.ts'
import { whenPublicConfig } from './public-config.ts'

/** docs/constants.md#timings. */
export const POPUP_CLOSE_DELAY_MS = 200
export const WHOAMI_REFRESH_MS = 60_000

export const $user = computed($appState, (state) => state.user)
/** docs/accounts.md#who-is-logged-in: logged in means both an id and a username. */
export const $loggedIn = computed($user, (user) => Boolean(user?.id && user.username))

/**
 * Moves at every login, logout and Discord link, so a whoAmI answer from before one does not undo it (an answer
 * read before the link would drop the Discord id the checkout resumed after the link needs).
 */
const $sessionEpoch = atom(0)

function setUser(user: Account | undefined): void {
  $sessionEpoch.set($sessionEpoch.get() + 1)
  updateAppState({ user })
}

/** What every successful login does (docs/accounts.md#login-panel): keep the user, close the panel after 200 ms, say so. */
export function acceptLogin(account: Account): void {
  setUser(account)
  setTimeout(closeLoginPanel, POPUP_CLOSE_DELAY_MS)
  showNotification('login')
}

/** docs/accounts.md#discord-link: the stored user gets the Discord id the service linked. */
export function setDiscordId(discordId: string): void {
  const user = $user.get()
  if (!user) return
  $sessionEpoch.set($sessionEpoch.get() + 1)
  updateAppState({ user: { ...user, discordId } })
}

export async function logOut(): Promise<void> {
  try {
    const { logoutSuccess } = await postLogout()
    if (logoutSuccess) forgetUser()
    showNotification('logout')
  } catch (failure) {
    console.error('[session] logout failed:', failure)
  }
}

/** Resets what belongs to the player (docs/accounts.md#logout); later features reset their own state here too. */
function forgetUser(): void {
  setUser(undefined)
  forgetCharacters()
}

/** A call the browser aborts because the page is going away says nothing about the session. */
const $pageLeaving = atom(false)
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => $pageLeaving.set(true))
  window.addEventListener('pageshow', () => $pageLeaving.set(false))
}

/**
 * Asks the service who is logged in. Any failure (refusal, no answer, an aborted request) logs the
 * player out here and resets the server (docs/accounts.md#session-check). It waits for the settings,
 * so the call carries the gameServer header like every other (docs/client-state.md#http-seam).
 */
export async function refreshWhoAmI(): Promise<void> {
  const epoch = $sessionEpoch.get()
  try {
    await whenPublicConfig()
    const { account } = await fetchWhoAmI()
    if (epoch === $sessionEpoch.get()) updateAppState({ user: account })
  } catch (failure) {
    if (!(failure instanceof ApiFailure)) throw failure
    if (epoch !== $sessionEpoch.get() || $pageLeaving.get()) return
    if (failure.kind !== 'HTTP_ERROR') console.warn('[session] whoAmI unavailable, logged out here:', failure)
    if ($appState.get().user) forgetUser()
  }
}

/**
 * docs/accounts.md#session-check: on load, then at most every 60 s while logged in. Returns the stop.
 * A visitor with no session (no stored player, no bearer session) is not asked about: the answer could
 * only be a 401, an error in the console of every anonymous page.
 */
export function startSessionChecks(): () => void {
  if ($loggedIn.get() || bearerSession()) void refreshWhoAmI()
  const timer = setInterval(() => {
    if ($loggedIn.get()) void refreshWhoAmI()
  }, WHOAMI_REFRESH_MS)
  return () => clearInterval(timer)
}

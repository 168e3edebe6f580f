import { atom, computed, onMount } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { fetchWhoAmI, postLogin, postLogout, type LoginForm } from '../api/account-api.ts'
import type { Account } from '../contract/account.ts'
import { loginMessages } from '../messages/login.ts'
import { closeLoginPanel, openLoginPanel } from './login-panel.ts'
import { showNotification } from './notifications.ts'
import { $appState, updateAppState } from './persistence.ts'

/** SPEC §9. */
export const LOGIN_SUBMIT_DELAY_MS = 500
export const POPUP_CLOSE_DELAY_MS = 200
export const WHOAMI_REFRESH_MS = 60_000

export const $user = computed($appState, (state) => state.user)
/** SPEC §4: logged in means both an id and a username. */
export const $loggedIn = computed($user, (user) => Boolean(user?.id && user.username))
export const $loginPending = atom(false)

function setUser(user: Account | undefined): void {
  updateAppState({ user })
}

/** Submits the login form: ignored while one runs or once logged in; the call leaves after 500 ms. */
export async function logIn(form: LoginForm): Promise<void> {
  if ($loginPending.get() || $loggedIn.get()) return
  $loginPending.set(true)
  try {
    await new Promise((resolve) => setTimeout(resolve, LOGIN_SUBMIT_DELAY_MS))
    const { account } = await postLogin(form)
    setUser(account)
    setTimeout(closeLoginPanel, POPUP_CLOSE_DELAY_MS)
    showNotification('login')
  } catch (failure) {
    openLoginPanel(failure instanceof ApiFailure ? (failure.serverMessage ?? loginMessages.networkError) : loginMessages.networkError)
  } finally {
    $loginPending.set(false)
  }
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

/** Resets what belongs to the player (SPEC §4 "Logout"); later features reset their own state here too. */
function forgetUser(): void {
  setUser(undefined)
}

/** Asks the service who is logged in; a failure logs the player out here (SPEC §8 "WhoAmI failure"). */
export async function refreshWhoAmI(): Promise<void> {
  try {
    const { account } = await fetchWhoAmI()
    setUser(account)
  } catch (failure) {
    if (failure instanceof ApiFailure && failure.kind === 'HTTP_ERROR') forgetUser()
    else console.warn('[session] whoAmI unavailable:', failure)
  }
}

onMount($user, () => {
  void refreshWhoAmI()
  const timer = setInterval(() => {
    if ($loggedIn.get()) void refreshWhoAmI()
  }, WHOAMI_REFRESH_MS)
  return () => clearInterval(timer)
})

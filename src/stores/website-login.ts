import { atom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postWebsiteLoginToken } from '../api/website-login-api.ts'
import { openExternal } from '../host/host-bridge.ts'
import { inGameMessages } from '../messages/in-game.ts'

export const $websiteLoginPending = atom(false)
export const $websiteLoginError = atom<string | undefined>(undefined)

/** In game: a fresh one-time link opens the website, already logged in, in the player's browser. */
export async function openWebsiteLogin(): Promise<void> {
  if ($websiteLoginPending.get()) return
  $websiteLoginPending.set(true)
  $websiteLoginError.set(undefined)
  try {
    const { url } = await postWebsiteLoginToken()
    if (!openExternal(url)) window.open(url, '_blank', 'noopener')
  } catch (failure) {
    $websiteLoginError.set((failure instanceof ApiFailure && failure.serverMessage) || inGameMessages.websiteLoginFailed)
  } finally {
    $websiteLoginPending.set(false)
  }
}

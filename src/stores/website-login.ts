import { atom } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postWebsiteLoginToken } from '../api/website-login-api.ts'
import { inGameMessages } from '../core/messages/in-game.ts'
import { $server } from './characters.ts'
import { checkoutEnvironment as environment } from './checkout-environment.ts'
import { watchHandOffReturn } from './handoff-return.ts'
import { $appState } from './persistence.ts'

export const $websiteLoginPending = atom(false)
export const $websiteLoginError = atom<string | undefined>(undefined)
/** In game, after a hand-off: the notice 'Continuez dans votre navigateur' shows until dismissed. */
export const $handOffNotice = atom(false)

/**
 * In game (DESIGN.md "Leaving the game"): a fresh one-time link opens the website in the player's own
 * browser, already logged in as them on this server with this character, at `redirect` (the place to
 * resume: a product's checkout, the Discord link). Back in game, the balance, Grade and history follow.
 */
export async function handOffToWebsite(redirect?: string): Promise<void> {
  if ($websiteLoginPending.get()) return
  $websiteLoginPending.set(true)
  $websiteLoginError.set(undefined)
  try {
    const server = $server.get()
    const characterId = server ? $appState.get().selectedCharacters[server] : undefined
    const { url } = await postWebsiteLoginToken({ ...(redirect ? { redirect } : {}), ...(characterId ? { characterId } : {}) })
    if (!environment.openExternal(url)) window.open(url, '_blank', 'noopener')
    $handOffNotice.set(true)
    watchHandOffReturn()
  } catch (failure) {
    $websiteLoginError.set((failure instanceof ApiFailure && failure.serverMessage) || inGameMessages.websiteLoginFailed)
    $handOffNotice.set(true)
  } finally {
    $websiteLoginPending.set(false)
  }
}

/** The account menu's 'Se connecter sur la nouvelle boutique': the website, at its home page. */
export function openWebsiteLogin(): Promise<void> {
  return handOffToWebsite()
}

export function dismissHandOffNotice(): void {
  $handOffNotice.set(false)
  $websiteLoginError.set(undefined)
}

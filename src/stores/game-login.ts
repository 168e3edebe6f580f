import { ApiFailure } from '../api/api-errors.ts'
import { postLoginGame } from '../api/account-api.ts'
import { safeLocalPath } from '../core/domain/safe-path.ts'
import { loginMessages } from '../core/messages/login.ts'
import { clearErrorPage } from './error-page.ts'
import { openLoginPanel } from './login-panel.ts'
import { $appState, updateAppState } from './persistence.ts'
import { goTo } from './router.ts'
import { $loggedIn, acceptLogin } from './session.ts'

export interface GameLoginLink {
  token: string | undefined
  customRedirect: string | undefined
  characterId: string | undefined
}

/**
 * docs/accounts.md#token-login. A token is spent even when someone is logged in: a link
 * handed over from the game must log in the same player (the service refuses another player's session)
 * and select the server the token was minted for (the link's serverId), with the character chosen in game.
 */
export function logInFromGame({ token, customRedirect, characterId }: GameLoginLink): void {
  const target = safeLocalPath(customRedirect)
  if (!token) {
    if (!$loggedIn.get()) openLoginPanel(loginMessages.gameTokenMissing)
    goTo($loggedIn.get() ? target : '/')
    return
  }
  postLoginGame(token).then(
    ({ account, serverName }) => {
      acceptLogin(account)
      if (serverName) selectServer(serverName, characterId)
      clearErrorPage()
      goTo(target)
    },
    (failure: unknown) => {
      openLoginPanel((failure instanceof ApiFailure && failure.serverMessage) || loginMessages.gameLoginFailed)
      goTo('/')
    }
  )
}

function selectServer(server: string, characterId: string | undefined): void {
  const id = /^\d{1,9}$/.test(characterId ?? '') ? Number(characterId) : undefined
  const selected = $appState.get().selectedCharacters
  updateAppState({ server, ...(id ? { selectedCharacters: { ...selected, [server]: id } } : {}) })
}

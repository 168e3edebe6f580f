import { useEffect } from 'react'

import { ApiFailure } from '../../api/api-errors.ts'
import { postLoginGame } from '../../api/account-api.ts'
import { safeLocalPath } from '../../domain/safe-path.ts'
import { loginMessages } from '../../messages/login.ts'
import { clearErrorPage } from '../../stores/error-page.ts'
import { openLoginPanel } from '../../stores/login-panel.ts'
import { goTo } from '../../stores/router.ts'
import { $loggedIn, acceptLogin } from '../../stores/session.ts'

interface LoginGameProps {
  token: string | undefined
  customRedirect: string | undefined
}

/** SPEC §4 "In-game token login at /loginGame". */
export function LoginGamePage({ token, customRedirect }: LoginGameProps) {
  useEffect(() => {
    const target = safeLocalPath(customRedirect)
    if ($loggedIn.get()) {
      goTo(target)
      return
    }
    if (!token) {
      openLoginPanel(loginMessages.gameTokenMissing)
      goTo('/')
      return
    }
    postLoginGame(token).then(
      ({ account }) => {
        acceptLogin(account)
        clearErrorPage()
        goTo(target)
      },
      (failure: unknown) => {
        openLoginPanel((failure instanceof ApiFailure && failure.serverMessage) || loginMessages.gameLoginFailed)
        goTo('/')
      }
    )
  }, [token, customRedirect])

  return (
    <section className="redirecting" aria-live="polite" data-testid="login-game-page">
      <div className="spinner" aria-hidden="true" />
      <h1 className="redirecting__title">{loginMessages.gameLoginPending}</h1>
    </section>
  )
}

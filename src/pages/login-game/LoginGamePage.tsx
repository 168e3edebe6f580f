import { useEffect } from 'react'

import { loginMessages } from '../../core/messages/login.ts'
import { logInFromGame, type GameLoginLink } from '../../stores/game-login.ts'

/** The game's one-time login link: a spinner while stores/game-login.ts spends the token. */
export function LoginGamePage({ token, customRedirect, characterId }: GameLoginLink) {
  useEffect(() => logInFromGame({ token, customRedirect, characterId }), [token, customRedirect, characterId])

  return (
    <section className="redirecting" aria-live="polite" data-testid="login-game-page">
      <div className="spinner" aria-hidden="true" />
      <h1 className="redirecting__title">{loginMessages.gameLoginPending}</h1>
    </section>
  )
}

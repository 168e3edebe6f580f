import { useStore } from '@nanostores/react'

import { inGameMessages as messages } from '../core/messages/in-game.ts'
import { $handOffNotice, $websiteLoginError, dismissHandOffNotice } from '../stores/website-login.ts'

/** In game, after a hand-off to the website: where the purchase goes on, or why the browser did not open. */
export function HandOffNotice() {
  const shown = useStore($handOffNotice)
  const error = useStore($websiteLoginError)
  if (!shown) return null
  return (
    <div className={`handoff-notice${error ? ' handoff-notice--error' : ''}`} role="status" data-testid="handoff-notice">
      <strong className="handoff-notice__title">{error ? messages.websiteLogin : messages.handOffTitle}</strong>
      <p className="handoff-notice__text" data-testid="handoff-notice-text">
        {error ?? messages.handOffText}
      </p>
      <button type="button" className="button button--ghost" onClick={dismissHandOffNotice} data-testid="handoff-notice-close">
        {messages.handOffClose}
      </button>
    </div>
  )
}

import { useStore } from '@nanostores/react'

import { inGameMessages } from '../core/messages/in-game.ts'
import { $websiteLoginPending, openWebsiteLogin } from '../stores/website-login.ts'

/** The user-menu entry that only the shop inside the game shows. */
export function WebsiteLoginEntry() {
  const pending = useStore($websiteLoginPending)
  return (
    <li>
      <button type="button" disabled={pending} onClick={() => void openWebsiteLogin()} data-testid="website-login-button">
        {inGameMessages.websiteLogin}
      </button>
    </li>
  )
}

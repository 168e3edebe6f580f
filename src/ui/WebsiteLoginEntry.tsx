import { useStore } from '../lib/use-store.ts'
import { inGameMessages } from '../messages/in-game.ts'
import { $websiteLoginError, $websiteLoginPending, openWebsiteLogin } from '../stores/website-login.ts'

/** The user-menu entry that only the shop inside the game shows. */
export function WebsiteLoginEntry() {
  const pending = useStore($websiteLoginPending)
  const error = useStore($websiteLoginError)
  return (
    <li>
      <button type="button" disabled={pending} onClick={() => void openWebsiteLogin()} data-testid="website-login-button">
        {inGameMessages.websiteLogin}
      </button>
      {error && (
        <p className="user-menu__error" role="alert" data-testid="website-login-error">
          {error}
        </p>
      )}
    </li>
  )
}

import { useStore } from '@nanostores/react'

import { loginMessages } from '../core/messages/login.ts'
import { $cfxLoginStarting, startCfxLogin } from '../stores/cfx-login.ts'

/** The forum-account login of the login panel (docs/accounts.md#forum-account): on to the Cfx.re forum's authorisation page. */
export function CfxLoginButton() {
  const starting = useStore($cfxLoginStarting)
  return (
    <section className="login-panel__cfx">
      <button type="button" className="button button--cfx" disabled={starting} onClick={() => void startCfxLogin()} data-testid="login-cfx">
        {loginMessages.cfxButton}
      </button>
      <p>{loginMessages.cfxHint}</p>
    </section>
  )
}

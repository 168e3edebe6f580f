import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'

import { loginMessages } from '../core/messages/login.ts'
import { $loginPanel, closeLoginPanel } from '../stores/login-panel.ts'
import { CfxLoginButton } from './CfxLoginButton.tsx'
import { LoginForm } from './LoginForm.tsx'
import { LoginGuide } from './LoginGuide.tsx'
import { Dialog } from './overlay/Dialog.tsx'

/** The side drawer in docs/accounts.md#login-panel: from the game, or with the game account. */
export function LoginPanel() {
  const panel = useStore($loginPanel)
  const [guideOpen, setGuideOpen] = useState(false)
  useEffect(() => {
    if (!panel.open) setGuideOpen(false)
  }, [panel.open])
  if (!panel.open) return null
  return (
    <Dialog
      name="login"
      onClose={closeLoginPanel}
      labelledBy="login-panel-title"
      className="drawer"
      backdropClassName="drawer-backdrop"
      testId="login-panel"
    >
      <h2 id="login-panel-title">{loginMessages.title}</h2>
      {panel.message && (
        <p className="drawer__error" role="alert" data-testid="login-panel-message">
          {panel.message}
        </p>
      )}
      <section className="login-panel__game">
        <h3>{loginMessages.fromGameTitle}</h3>
        <p>{loginMessages.gameHint}</p>
        <button type="button" className="button button--ghost" onClick={() => setGuideOpen(true)} data-testid="login-guide-open">
          {loginMessages.howTo}
        </button>
      </section>
      <CfxLoginButton />
      <LoginForm />
      <button type="button" className="button button--ghost" onClick={closeLoginPanel} data-testid="login-panel-close">
        {loginMessages.back}
      </button>
      {guideOpen && <LoginGuide onClose={() => setGuideOpen(false)} />}
    </Dialog>
  )
}

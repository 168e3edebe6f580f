import { useStore } from '../lib/use-store.ts'
import { pageMessages } from '../messages/pages.ts'
import { $loginPanel, closeLoginPanel } from '../stores/login-panel.ts'
import { Dialog } from './overlay/Dialog.tsx'

/** The side drawer of SPEC §2 "Login panel"; its three ways of logging in arrive with accounts. */
export function LoginPanel() {
  const panel = useStore($loginPanel)
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
      <h2 id="login-panel-title">{pageMessages.loginPanelTitle}</h2>
      {panel.message && (
        <p className="drawer__error" role="alert" data-testid="login-panel-message">
          {panel.message}
        </p>
      )}
      <p>{pageMessages.loginComingSoon}</p>
      <button type="button" className="button button--ghost" onClick={closeLoginPanel} data-testid="login-panel-close">
        {pageMessages.loginPanelBack}
      </button>
    </Dialog>
  )
}

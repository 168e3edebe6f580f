import { useState, type FormEvent } from 'react'

import { useStore } from '../lib/use-store.ts'
import { websitePasswordMessages as messages } from '../core/messages/website-password.ts'
import { $passwordFormOpen, $passwordFormStatus, closePasswordForm, saveWebsitePassword } from '../stores/website-password.ts'
import { Dialog } from './overlay/Dialog.tsx'

/** Lets a player who came from the game set a password, then log in on the website with it. */
export function WebsitePasswordDialog() {
  const open = useStore($passwordFormOpen)
  const status = useStore($passwordFormStatus)
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [tried, setTried] = useState(false)
  if (!open) return null
  const tooShort = tried && next.length < 8

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (next.length < 8) return
    void saveWebsitePassword({ currentPassword: current || undefined, newPassword: next })
  }

  return (
    <Dialog
      name="websitePassword"
      onClose={closePasswordForm}
      labelledBy="website-password-title"
      className="character-dialog"
      backdropClassName="modal-backdrop"
      testId="website-password-dialog"
    >
      <h2 id="website-password-title">{messages.title}</h2>
      <p className="muted">{messages.intro}</p>
      <form className="login-form" onSubmit={submit} noValidate>
        <label className="login-form__field">
          <span>{messages.current}</span>
          <input type="password" autoComplete="current-password" maxLength={40} value={current} onInput={(event) => setCurrent(event.currentTarget.value)} data-testid="current-password" />
        </label>
        <label className="login-form__field">
          <span>{messages.next}</span>
          <input type="password" autoComplete="new-password" minLength={8} maxLength={40} value={next} aria-invalid={tooShort} onInput={(event) => setNext(event.currentTarget.value)} data-testid="new-password" />
          {tooShort && <span className="field-error">{messages.tooShort}</span>}
        </label>
        {status.kind === 'saved' && (
          <p className="form-success" role="status" data-testid="password-saved">
            {status.message}
          </p>
        )}
        {status.kind === 'failed' && (
          <p className="drawer__error" role="alert" data-testid="password-error">
            {status.message}
          </p>
        )}
        <button type="submit" className="button" disabled={status.kind === 'saving'} data-testid="password-save">
          {messages.save}
        </button>
      </form>
      <button type="button" className="button button--ghost" onClick={closePasswordForm}>
        {messages.close}
      </button>
    </Dialog>
  )
}

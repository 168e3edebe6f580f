import { useState } from 'react'
import { useStore } from '@nanostores/react'

import { websitePasswordMessages as messages } from '../core/messages/website-password.ts'
import { $passwordFormOpen, $passwordFormStatus, closePasswordForm, createPasswordForm } from '../stores/website-password.ts'
import { submitForm } from './form-events.ts'
import { Dialog } from './overlay/Dialog.tsx'

/** Lets a player who came from the game set a password, then log in on the website with it. */
export function WebsitePasswordDialog() {
  const open = useStore($passwordFormOpen)
  const status = useStore($passwordFormStatus)
  const [form] = useState(createPasswordForm)
  const values = useStore(form.$values)
  const errors = useStore(form.$errors)
  const saving = useStore(form.$submitting)
  if (!open) return null

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
      <form className="login-form" onSubmit={submitForm(form)} noValidate>
        <label className="login-form__field">
          <span>{messages.current}</span>
          <input
            type="password"
            autoComplete="current-password"
            maxLength={40}
            value={values.current}
            onInput={(event) => form.setField('current', event.currentTarget.value)}
            data-testid="current-password"
          />
        </label>
        <label className="login-form__field">
          <span>{messages.next}</span>
          <input
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={40}
            value={values.next}
            aria-invalid={Boolean(errors.next)}
            onInput={(event) => form.setField('next', event.currentTarget.value)}
            data-testid="new-password"
          />
          {errors.next && <span className="field-error">{errors.next}</span>}
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
        <button type="submit" className="button" disabled={saving} data-testid="password-save">
          {messages.save}
        </button>
      </form>
      <button type="button" className="button button--ghost" onClick={closePasswordForm}>
        {messages.close}
      </button>
    </Dialog>
  )
}

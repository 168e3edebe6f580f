import { useState, type FormEvent } from 'react'

import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { logIn } from '../stores/staff-session.ts'
import { formText } from '../form-text.ts'

/** The shop's own login, for staff: the session it opens is the shop's, the role decides the rest. */
export function LoginScreen({ message }: { message?: string }) {
  const [error, setError] = useState(message)
  const [busy, setBusy] = useState(false)
  const texts = adminMessages.login

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(await logIn(formText(form, 'username'), formText(form, 'password')))
    setBusy(false)
  }

  return (
    <main className="admin-login">
      <form className="admin-card admin-form" onSubmit={submit} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="page-title">
          {texts.title}
        </h1>
        <p className="muted">{texts.intro}</p>
        <label className="admin-field">
          <span>{texts.username}</span>
          <input name="username" autoComplete="username" required minLength={2} maxLength={40} />
        </label>
        <label className="admin-field">
          <span>{texts.password}</span>
          <input name="password" type="password" autoComplete="current-password" required maxLength={40} />
        </label>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <button className="button" type="submit" disabled={busy}>
          {texts.submit}
        </button>
      </form>
    </main>
  )
}

import { useState, type FormEvent } from 'react'

import { useStore } from '../lib/use-store.ts'
import { loginMessages as messages } from '../core/messages/login.ts'
import { $loginPending, logIn } from '../stores/session.ts'

type Field = 'username' | 'password'

/** The game-account form of the login panel (docs/accounts.md#game-account: both fields required, 2 to 40 characters). */
export function LoginForm() {
  const pending = useStore($loginPending)
  const [values, setValues] = useState({ username: '', password: '', remember: false })
  const [submitted, setSubmitted] = useState(false)
  const blank = (field: Field) => values[field].trim() === ''
  const missing = (field: Field) => submitted && blank(field)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    // A password of spaces is as missing as an empty one: 'Requis', and nothing is sent.
    if (blank('username') || blank('password')) return
    void logIn({ username: values.username.trim(), password: values.password, remember: values.remember })
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="login-form">
      <h3>{messages.title}</h3>
      {(['username', 'password'] as const).map((field) => (
        <label key={field} className="login-form__field">
          <span>{messages[field]}</span>
          <input
            type={field === 'password' ? 'password' : 'text'}
            name={field}
            autoComplete={field === 'password' ? 'current-password' : 'username'}
            minLength={2}
            maxLength={40}
            value={values[field]}
            aria-invalid={missing(field)}
            onInput={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
            data-testid={`login-${field}`}
          />
          {missing(field) && (
            <span className="field-error" data-testid={`login-${field}-error`}>
              {messages.required}
            </span>
          )}
        </label>
      ))}
      <label className="login-form__remember">
        <input
          type="checkbox"
          checked={values.remember}
          onChange={(event) => setValues({ ...values, remember: event.currentTarget.checked })}
          data-testid="login-remember"
        />
        <span>{messages.remember}</span>
      </label>
      <button type="submit" className="button" disabled={pending} data-testid="login-submit">
        {messages.submit}
      </button>
    </form>
  )
}

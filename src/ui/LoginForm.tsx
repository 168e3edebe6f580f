import { useState } from 'react'
import { useStore } from '@nanostores/react'

import { loginMessages as messages } from '../core/messages/login.ts'
import { createLoginForm } from '../stores/login-form.ts'
import { submitForm } from './form-events.ts'

/** The game-account form of the login panel (docs/accounts.md#game-account: both fields required, 2 to 40 characters). */
export function LoginForm() {
  const [form] = useState(createLoginForm)
  const values = useStore(form.$values)
  const errors = useStore(form.$errors)
  const pending = useStore(form.$submitting)

  return (
    <form className="login-form" onSubmit={submitForm(form)} noValidate data-testid="login-form">
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
            aria-invalid={Boolean(errors[field])}
            onInput={(event) => form.setField(field, event.currentTarget.value)}
            data-testid={`login-${field}`}
          />
          {errors[field] && (
            <span className="field-error" data-testid={`login-${field}-error`}>
              {errors[field]}
            </span>
          )}
        </label>
      ))}
      <label className="login-form__remember">
        <input
          type="checkbox"
          checked={values.remember}
          onChange={(event) => form.setField('remember', event.currentTarget.checked)}
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

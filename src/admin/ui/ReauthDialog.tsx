import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'

import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { $reauthPrompt, confirmPassword } from '../stores/reauth-prompt.ts'
import { formText } from '../form-text.ts'

/** Asks for the password when the back-office was idle or a sensitive action needs a recent one. */
export function ReauthDialog() {
  const prompt = useStore($reauthPrompt)
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string>()
  const texts = adminMessages.reauth

  useEffect(() => {
    if (prompt && !dialog.current?.open) dialog.current?.showModal()
    if (!prompt && dialog.current?.open) dialog.current.close()
    setError(undefined)
  }, [prompt])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setError(await confirmPassword(formText(new FormData(form), 'password')))
    form.reset()
  }

  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="reauth-title" onCancel={() => prompt?.cancel()}>
      <form className="admin-form" onSubmit={submit}>
        <h2 id="reauth-title">{texts.title}</h2>
        <p className="muted">{texts.intro}</p>
        <label className="admin-field">
          <span>{adminMessages.login.password}</span>
          <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
        </label>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-actions">
          <button className="button" type="submit">
            {texts.submit}
          </button>
          <button className="button button--ghost" type="button" onClick={() => prompt?.cancel()}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </dialog>
  )
}

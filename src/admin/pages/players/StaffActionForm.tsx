import { useState, type FormEvent, type ReactNode } from 'react'

import { actionDoneSchema } from '../../../core/contract/back-office-players.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { ActionNotice } from '../../ui/ActionNotice.tsx'
import { newFormKey } from '../support-format.ts'
import { formText } from '../../form-text.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'

interface StaffActionFormProps {
  title: string
  path: string
  submit: string
  /** The body besides reason and key, from the form's own fields. */
  body?: (form: FormData) => Record<string, unknown>
  children?: ReactNode
  /** Called with the server's confirmation: a parent that closes the form shows it in its place (ActionNotice). */
  onDone: (done: string) => void
  testId?: string
}

/**
 * One staff action: its fields, a mandatory reason, and a key made when the form opens, kept until it
 * succeeds: a double click or a resend sends the same key and the server does it once.
 */
export function StaffActionForm({ title, path, submit, body, children, onDone, testId }: StaffActionFormProps) {
  const [key, setKey] = useState(newFormKey)
  const [message, setMessage] = useState<{ text: string; error: boolean }>()

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    try {
      const answer = await adminRequest(path, actionDoneSchema, {
        method: 'POST',
        body: { ...body?.(form), reason: formText(form, 'reason'), idempotencyKey: key }
      })
      setMessage({ text: answer.done, error: false })
      setKey(newFormKey())
      element.reset()
      onDone(answer.done)
    } catch (failure) {
      setMessage({ text: staffMessage(failure), error: true })
    }
  }

  return (
    <form className="admin-card admin-form admin-action-form" onSubmit={(event) => void send(event)} data-testid={testId}>
      <h3>{title}</h3>
      {children}
      <label className="admin-field">
        <span>{adminMessages.reasonLabel}</span>
        <input name="reason" required minLength={3} maxLength={300} />
      </label>
      <button className="button" type="submit">
        {submit}
      </button>
      {message && <ActionNotice text={message.text} error={message.error} />}
    </form>
  )
}

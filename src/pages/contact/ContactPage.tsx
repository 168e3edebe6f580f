import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'

import { CONTACT_BOUNDS, CONTACT_EMAIL_MAX, type ContactField } from '../../core/contract/contact.ts'
import { formatCountdown } from '../../core/domain/countdown.ts'
import { contactMessages } from '../../core/messages/contact.ts'
import { $contactCooldownMs, $contactStatus, contactForm, submitContactForm } from '../../stores/contact-form.ts'

const INPUTS: { field: Exclude<ContactField, 'text'>; type: string; autoComplete: string; maxLength: number }[] = [
  { field: 'username', type: 'text', autoComplete: 'nickname', maxLength: CONTACT_BOUNDS.username.max },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: CONTACT_EMAIL_MAX },
  { field: 'subject', type: 'text', autoComplete: 'off', maxLength: CONTACT_BOUNDS.subject.max }
]

/** docs/contact-and-legal.md#contact-form: the contact form, one message per 5 minutes. */
export function ContactPage() {
  const values = useStore(contactForm.$values)
  const errors = useStore(contactForm.$errors)
  const sending = useStore(contactForm.$submitting)
  const status = useStore($contactStatus)
  const cooldownMs = useStore($contactCooldownMs)
  const waiting = cooldownMs > 0

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submitContactForm()
  }

  return (
    <section className="contact" data-testid="contact-page">
      <header className="contact__header">
        <h1 className="page-title" data-testid="page-title">
          {contactMessages.title}
        </h1>
        <p className="page-subtitle">{contactMessages.intro}</p>
      </header>
      <form className="contact__form" noValidate onSubmit={onSubmit} data-testid="contact-form">
        {INPUTS.map(({ field, type, autoComplete, maxLength }) => (
          <div className="contact__field" key={field}>
            <label htmlFor={`contact-${field}`}>{contactMessages.fields[field]}</label>
            <input
              id={`contact-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              placeholder={contactMessages.placeholders[field]}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
              onChange={(event) => contactForm.setField(field, event.currentTarget.value)}
              onBlur={() => contactForm.touch(field)}
              data-testid={`contact-${field}`}
            />
            <FieldError field={field} message={errors[field]} />
          </div>
        ))}
        <div className="contact__field">
          <div className="contact__label-row">
            <label htmlFor="contact-text">{contactMessages.fields.text}</label>
            <span className="contact__counter muted" aria-hidden="true">
              {contactMessages.characters(values.text.length, CONTACT_BOUNDS.text.max)}
            </span>
          </div>
          <textarea
            id="contact-text"
            name="text"
            rows={7}
            maxLength={CONTACT_BOUNDS.text.max}
            placeholder={contactMessages.placeholders.text}
            value={values.text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'contact-text-error' : undefined}
            onChange={(event) => contactForm.setField('text', event.currentTarget.value)}
            onBlur={() => contactForm.touch('text')}
            data-testid="contact-text"
          />
          <FieldError field="text" message={errors.text} />
        </div>
        <div className="contact__actions">
          <button
            type="submit"
            className="button contact__submit"
            disabled={sending || waiting}
            aria-busy={sending || undefined}
            data-testid="contact-submit"
          >
            {waiting ? formatCountdown(cooldownMs) : sending ? contactMessages.sending : contactMessages.send}
          </button>
          {waiting && (
            <p className="contact__hint muted" data-testid="contact-cooldown-hint">
              {contactMessages.cooldownHint}
            </p>
          )}
        </div>
        {status.kind === 'sent' && (
          <p className="contact__result contact__result--sent" role="status" data-testid="contact-success">
            {status.message}
          </p>
        )}
        {status.kind === 'failed' && (
          <p className="contact__result contact__result--failed" role="alert" data-testid="contact-failure">
            <WarningIcon />
            <span>{status.message}</span>
          </p>
        )}
      </form>
    </section>
  )
}

function FieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  if (!message) return null
  return (
    <p className="contact__error" id={`contact-${field}-error`} data-testid={`contact-error-${field}`}>
      {message}
    </p>
  )
}

function WarningIcon() {
  return (
    <svg className="contact__warning-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M12 2 1 21h22L12 2Zm0 6 7.5 11h-15L12 8Z" fill="currentColor" fillRule="evenodd" />
      <path d="M11 10h2v5h-2zM11 16h2v2h-2z" fill="currentColor" />
    </svg>
  )
}

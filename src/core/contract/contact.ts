import * as z from 'zod/mini'

import { contactMessages } from '../messages/contact.ts'

/** docs/contact-and-legal.md#contact-form. */
export const CONTACT_BOUNDS = {
  username: { min: 3, max: 16 },
  subject: { min: 6, max: 40 },
  text: { min: 20, max: 1000 }
} as const
/** RFC 5321's longest usable address. */
export const CONTACT_EMAIL_MAX = 254
/** docs/contact-and-legal.md#cooldown: one message per sender in this window. */
export const CONTACT_COOLDOWN_MS = 300_000

const messages = contactMessages.validation

/** Trimmed, and 'Requis' alone when empty (the length messages would only repeat it). */
const requiredText = () => z.string({ error: messages.required }).check(z.trim(), z.minLength(1, { error: messages.required, abort: true }))

/** POST /api/sendMail — the contact form, checked the same in the page and on the server. */
export const contactFormSchema = z.object({
  username: requiredText().check(
    z.minLength(CONTACT_BOUNDS.username.min, messages.usernameTooShort),
    z.maxLength(CONTACT_BOUNDS.username.max, messages.usernameTooLong(CONTACT_BOUNDS.username.max))
  ),
  email: requiredText().check(
    z.maxLength(CONTACT_EMAIL_MAX, { error: messages.emailTooLong(CONTACT_EMAIL_MAX), abort: true }),
    z.email(messages.invalidEmail)
  ),
  subject: requiredText().check(
    z.minLength(CONTACT_BOUNDS.subject.min, messages.subjectTooShort(CONTACT_BOUNDS.subject.min)),
    z.maxLength(CONTACT_BOUNDS.subject.max, messages.subjectTooLong(CONTACT_BOUNDS.subject.max))
  ),
  text: requiredText().check(
    z.minLength(CONTACT_BOUNDS.text.min, messages.textTooShort(CONTACT_BOUNDS.text.min)),
    z.maxLength(CONTACT_BOUNDS.text.max, messages.textTooLong(CONTACT_BOUNDS.text.max))
  )
})
export type ContactForm = z.infer<typeof contactFormSchema>
export type ContactField = keyof ContactForm

export const contactResponseSchema = z.object({ message: z.string() })
export type ContactResponse = z.infer<typeof contactResponseSchema>

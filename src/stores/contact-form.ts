import { atom, computed, onMount } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { sendContactMessage } from '../api/contact-api.ts'
import { CONTACT_COOLDOWN_MS, contactFormSchema, type ContactField, type ContactForm } from '../core/contract/contact.ts'
import { contactMessages } from '../core/messages/contact.ts'
import { createForm } from './form.ts'
import { $appState, updateAppState } from './persistence.ts'

/** docs/contact-and-legal.md#contact-form: the call leaves 500 ms after the click. */
export const CONTACT_SUBMIT_DELAY_MS = 500

export type ContactValues = Record<ContactField, string>
/** What the last message sent became; the submitting state is the form's. */
export type ContactStatus = { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string }

export const $contactStatus = atom<ContactStatus>({ kind: 'idle' })

const EMPTY: ContactValues = { username: '', email: '', subject: '', text: '' }

/** Kept while the player goes to another page and back. */
export const contactForm = createForm({ initial: EMPTY, schema: contactFormSchema, send: sendMessage })

// Kept in the persisted app state so a reload does not reset the countdown.
const $storedLastSubmit = computed($appState, (state) => state.lastContactSubmitAt)

const $clock = atom(Date.now())
onMount($clock, () => {
  $clock.set(Date.now())
  const timer = setInterval(() => $clock.set(Date.now()), 1000)
  return () => clearInterval(timer)
})

/** Milliseconds left before the next message may leave; 0 when it may. */
export const $contactCooldownMs = computed([$storedLastSubmit, $clock], cooldownLeft)

function cooldownLeft(lastSubmitAt: number | undefined, now: number): number {
  // A time in the future is no submit of ours (a changed clock or a hand-edited value).
  if (lastSubmitAt === undefined || lastSubmitAt > now + 1000) return 0
  return Math.max(0, lastSubmitAt + CONTACT_COOLDOWN_MS - now)
}

/** Ignored during the cooldown (docs/contact-and-legal.md#contact-form): no field turns red for a message that cannot leave. */
export function submitContactForm(): Promise<void> {
  if (cooldownLeft($storedLastSubmit.get(), Date.now()) > 0) return Promise.resolve()
  return contactForm.submit()
}

/** Waits 500 ms, sends; a sent message empties the form. */
async function sendMessage(values: ContactForm): Promise<void> {
  $contactStatus.set({ kind: 'idle' })
  await new Promise((resolve) => setTimeout(resolve, CONTACT_SUBMIT_DELAY_MS))
  try {
    const response = await sendContactMessage(values)
    updateAppState({ lastContactSubmitAt: Date.now() })
    $clock.set(Date.now())
    contactForm.reset()
    $contactStatus.set({ kind: 'sent', message: response.message })
  } catch (failure) {
    const message = failure instanceof ApiFailure ? failure.serverMessage : undefined
    $contactStatus.set({ kind: 'failed', message: message ?? contactMessages.failed })
  }
}

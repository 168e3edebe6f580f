import { atom, computed, onMount } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { sendContactMessage } from '../api/contact-api.ts'
import { CONTACT_COOLDOWN_MS, CONTACT_FIELDS, contactFormSchema, type ContactField } from '../core/contract/contact.ts'
import { contactMessages } from '../core/messages/contact.ts'
import { $appState, updateAppState } from './persistence.ts'

/** docs/contact-and-legal.md#contact-form: the call leaves 500 ms after the click. */
export const CONTACT_SUBMIT_DELAY_MS = 500

export type ContactValues = Record<ContactField, string>
export type ContactErrors = Partial<Record<ContactField, string>>
export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string }

const EMPTY: ContactValues = { username: '', email: '', subject: '', text: '' }

export const $contactValues = atom<ContactValues>(EMPTY)
/** Fields whose error shows: left once, or all after a submit attempt (no red before the player typed). */
export const $contactTouched = atom<Partial<Record<ContactField, true>>>({})
export const $contactStatus = atom<ContactStatus>({ kind: 'idle' })

/** The first problem of each field, worded as docs/contact-and-legal.md#contact-form asks. */
export const $contactErrors = computed($contactValues, (values): ContactErrors => {
  const parsed = contactFormSchema.safeParse(values)
  const errors: ContactErrors = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message
  }
  return errors
})

export const $contactShownErrors = computed([$contactErrors, $contactTouched], (errors, touched): ContactErrors =>
  Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (touched[field] && errors[field] ? [[field, errors[field]]] : [])))
)

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

export function setContactField(field: ContactField, value: string): void {
  $contactValues.set({ ...$contactValues.get(), [field]: value })
}

export function touchContactField(field: ContactField): void {
  if (!$contactTouched.get()[field]) $contactTouched.set({ ...$contactTouched.get(), [field]: true })
}

/** Validates, waits 500 ms, sends; ignored while sending or during the cooldown (docs/contact-and-legal.md#contact-form). */
export async function submitContactForm(): Promise<void> {
  if ($contactStatus.get().kind === 'sending' || cooldownLeft($storedLastSubmit.get(), Date.now()) > 0) return
  $contactTouched.set(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])))
  const parsed = contactFormSchema.safeParse($contactValues.get())
  if (!parsed.success) return
  $contactStatus.set({ kind: 'sending' })
  await new Promise((resolve) => setTimeout(resolve, CONTACT_SUBMIT_DELAY_MS))
  try {
    const response = await sendContactMessage(parsed.data)
    updateAppState({ lastContactSubmitAt: Date.now() })
    $clock.set(Date.now())
    $contactValues.set(EMPTY)
    $contactTouched.set({})
    $contactStatus.set({ kind: 'sent', message: response.message })
  } catch (failure) {
    const message = failure instanceof ApiFailure ? failure.serverMessage : undefined
    $contactStatus.set({ kind: 'failed', message: message ?? contactMessages.failed })
  }
}

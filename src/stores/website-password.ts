import { atom, computed } from 'nanostores'
import * as z from 'zod/mini'

import { ApiFailure } from '../api/api-errors.ts'
import { postPasswordChange } from '../api/account-api.ts'
import type { PasswordChangeRequest } from '../core/contract/account-requests.ts'
import { errorMessages } from '../core/messages/errors.ts'
import { websitePasswordMessages as messages } from '../core/messages/website-password.ts'
import { createForm } from './form.ts'
import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'

/** What the last save became; the saving state is the form's. */
export type PasswordFormStatus = { kind: 'idle' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string }

export const $passwordFormStatus = atom<PasswordFormStatus>({ kind: 'idle' })
export const $passwordFormOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'websitePassword'))

export function openPasswordForm(): void {
  $passwordFormStatus.set({ kind: 'idle' })
  openOverlay('websitePassword', {})
}

export function closePasswordForm(): void {
  closeOverlay('websitePassword')
}

const passwordFormSchema = z.object({
  current: z.string(),
  next: z.string().check(z.minLength(8, messages.tooShort), z.maxLength(40, messages.tooLong))
})

/** One form per dialog opened: an empty current password means the player has none yet. */
export function createPasswordForm() {
  return createForm({
    initial: { current: '', next: '' },
    schema: passwordFormSchema,
    send: ({ current, next }) => saveWebsitePassword({ currentPassword: current || undefined, newPassword: next })
  })
}

async function saveWebsitePassword(change: PasswordChangeRequest): Promise<void> {
  $passwordFormStatus.set({ kind: 'idle' })
  try {
    const { message } = await postPasswordChange(change)
    $passwordFormStatus.set({ kind: 'saved', message })
  } catch (failure) {
    const message = failure instanceof ApiFailure ? failure.serverMessage : undefined
    $passwordFormStatus.set({ kind: 'failed', message: message ?? errorMessages.genericDialog })
  }
}

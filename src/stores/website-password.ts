import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { postPasswordChange } from '../api/account-api.ts'
import type { PasswordChangeRequest } from '../core/contract/account.ts'
import { errorMessages } from '../core/messages/errors.ts'
import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'

export type PasswordFormStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string }

export const $passwordFormStatus = atom<PasswordFormStatus>({ kind: 'idle' })
export const $passwordFormOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'websitePassword'))

export function openPasswordForm(): void {
  $passwordFormStatus.set({ kind: 'idle' })
  openOverlay('websitePassword', {})
}

export function closePasswordForm(): void {
  closeOverlay('websitePassword')
}

export async function saveWebsitePassword(change: PasswordChangeRequest): Promise<void> {
  if ($passwordFormStatus.get().kind === 'saving') return
  $passwordFormStatus.set({ kind: 'saving' })
  try {
    const { message } = await postPasswordChange(change)
    $passwordFormStatus.set({ kind: 'saved', message })
  } catch (failure) {
    const message = failure instanceof ApiFailure ? failure.serverMessage : undefined
    $passwordFormStatus.set({ kind: 'failed', message: message ?? errorMessages.genericDialog })
  }
}

import { computed } from 'nanostores'

import { $overlayStack, closeOverlay, openOverlay, overlayData } from './overlays.ts'

/** The login panel is one of the overlays; its data is the error message slot (docs/accounts.md#login-panel). */
export const $loginPanel = computed($overlayStack, (stack) => {
  const data = overlayData(stack, 'login')
  return { open: data !== undefined, message: data?.message }
})

export function openLoginPanel(message?: string): void {
  openOverlay('login', message ? { message } : {})
}

export function closeLoginPanel(): void {
  closeOverlay('login')
}

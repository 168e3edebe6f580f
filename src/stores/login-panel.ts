import { atom } from 'nanostores'

export interface LoginPanelState {
  open: boolean
  /** The error message slot of the panel (SPEC §2 "Login panel"). */
  message?: string
}

export const $loginPanel = atom<LoginPanelState>({ open: false })

export function openLoginPanel(message?: string): void {
  $loginPanel.set({ open: true, message })
}

export function closeLoginPanel(): void {
  $loginPanel.set({ open: false })
}

import { atom } from 'nanostores'

import { staffSessionSchema } from '../../core/contract/back-office.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest, setPasswordPrompt } from '../api/admin-request.ts'
import { $staffSession } from './staff-session.ts'

interface Prompt {
  done: () => void
  cancel: () => void
}

/** The password question on screen, if any; several calls waiting on it share it. */
export const $reauthPrompt = atom<Prompt | undefined>(undefined)

/** The answer being waited for, which the calls share. */
const $waiting = atom<Promise<void> | undefined>(undefined)

setPasswordPrompt(() => {
  const running = $waiting.get()
  if (running) return running
  const waiting = new Promise<void>((resolve, reject) => {
    $reauthPrompt.set({ done: resolve, cancel: () => reject(new Error(adminMessages.reauth.cancelled)) })
  }).finally(() => {
    $waiting.set(undefined)
    $reauthPrompt.set(undefined)
  })
  $waiting.set(waiting)
  return waiting
})

/** Sends the password; undefined when accepted, else the server's French reason. */
export async function confirmPassword(password: string): Promise<string | undefined> {
  try {
    const session = await adminRequest('/reauth', staffSessionSchema, { method: 'POST', body: { password } })
    $staffSession.set({ kind: 'staff', session })
    $reauthPrompt.get()?.done()
    return undefined
  } catch (failure) {
    return staffMessage(failure)
  }
}

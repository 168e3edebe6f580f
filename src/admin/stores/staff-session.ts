import { atom } from 'nanostores'

import { postLogin, postLogout } from '../../api/account-api.ts'
import { staffSessionSchema, type StaffSession } from '../../core/contract/back-office.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { failureStatus, staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'

type SessionState = { kind: 'loading' } | { kind: 'anonymous'; message?: string } | { kind: 'staff'; session: StaffSession }

export const $staffSession = atom<SessionState>({ kind: 'loading' })

/** Asks the server who is here: 401 means no login, 403 a player without a role. */
export async function loadStaffSession(): Promise<void> {
  try {
    $staffSession.set({ kind: 'staff', session: await adminRequest('/session', staffSessionSchema) })
  } catch (failure) {
    const message = failureStatus(failure) === 403 ? staffMessage(failure) : undefined
    $staffSession.set({ kind: 'anonymous', message })
  }
}

/** Logs in with the shop's own call (POST /api/login); undefined once in, else the French reason. */
export async function logIn(username: string, password: string): Promise<string | undefined> {
  try {
    await postLogin({ username, password, remember: false })
  } catch (failure) {
    return staffMessage(failure)
  }
  await loadStaffSession()
  const state = $staffSession.get()
  return state.kind === 'anonymous' ? (state.message ?? adminMessages.login.notStaff) : undefined
}

export async function logOut(): Promise<void> {
  try {
    await postLogout()
  } catch (failure) {
    // The session ends here whatever the server said: staff asked to leave.
    console.warn('[back-office] logout not confirmed by the server:', failure)
  }
  $staffSession.set({ kind: 'anonymous' })
}

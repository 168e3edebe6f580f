import { atom } from 'nanostores'
import * as z from 'zod/mini'

import { staffSessionSchema, type StaffSession } from '../../core/contract/back-office.ts'
import { AdminApiError, adminRequest } from '../api/admin-request.ts'

export type SessionState = { kind: 'loading' } | { kind: 'anonymous'; message?: string } | { kind: 'staff'; session: StaffSession }

export const $staffSession = atom<SessionState>({ kind: 'loading' })

/** Asks the server who is here: 401 means no login, 403 a player without a role. */
export async function loadStaffSession(): Promise<void> {
  try {
    $staffSession.set({ kind: 'staff', session: await adminRequest('/session', staffSessionSchema) })
  } catch (failure) {
    const message = failure instanceof AdminApiError && failure.status === 403 ? failure.message : undefined
    $staffSession.set({ kind: 'anonymous', message })
  }
}

export async function logIn(username: string, password: string): Promise<string | undefined> {
  const response = await fetch('/api/login', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, remember: false })
  }).catch(() => undefined)
  if (!response) return 'Le serveur ne répond pas.'
  if (!response.ok)
    return z.object({ error: z.string() }).safeParse(await response.json().catch(() => ({}))).data?.error ?? 'Connexion refusée.'
  await loadStaffSession()
  const state = $staffSession.get()
  return state.kind === 'anonymous' ? (state.message ?? 'Ce compte n’a pas accès au back-office.') : undefined
}

export async function logOut(): Promise<void> {
  await fetch('/api/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}'
  }).catch(() => undefined)
  $staffSession.set({ kind: 'anonymous' })
}

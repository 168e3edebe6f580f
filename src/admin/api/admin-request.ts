import { atom } from 'nanostores'
import type * as z from 'zod/mini'

import { ApiFailure } from '../../api/api-errors.ts'
import { request } from '../../api/client.ts'
import { adminFailureBody } from './admin-failures.ts'

/** A sensitive action, an upload or a catalogue file may take long: the shop's 15 s would cut it short. */
const ADMIN_TIMEOUT_MS = 60_000

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart (an upload). */
  form?: FormData
  query?: Record<string, string | undefined>
}

/** A password prompt the layout provides (ReauthDialog): resolves once given, rejects when cancelled. */
const $askPassword = atom<(() => Promise<void>) | undefined>(undefined)
export function setPasswordPrompt(prompt: (() => Promise<void>) | undefined): void {
  $askPassword.set(prompt)
}

/**
 * Calls /api/admin/<path> through the shop's HTTP seam (src/api/client.ts: the same ApiFailure kinds); an idle
 * back-office or a sensitive action asks for the password, then retries once.
 */
export async function adminRequest<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: AdminRequestOptions = {}
): Promise<z.infer<Schema>> {
  try {
    return await send(path, schema, options)
  } catch (failure) {
    const askPassword = $askPassword.get()
    if (!(failure instanceof ApiFailure) || adminFailureBody(failure)?.reauth !== true || !askPassword) throw failure
    await askPassword()
    return send(path, schema, options)
  }
}

function send<Schema extends z.ZodMiniType>(path: string, schema: Schema, options: AdminRequestOptions): Promise<z.infer<Schema>> {
  const params = Object.fromEntries(
    Object.entries(options.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  )
  return request(`/api/admin${path}`, schema, {
    method: (options.method ?? 'GET').toLowerCase() as 'get' | 'post' | 'put' | 'delete',
    params: Object.keys(params).length > 0 ? params : undefined,
    body: options.body ?? options.form,
    timeoutMs: ADMIN_TIMEOUT_MS
  })
}

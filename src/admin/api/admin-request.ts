import { atom } from 'nanostores'
import * as z from 'zod/mini'

import { adminTexts } from '../admin-texts.ts'

const errorBodySchema = z.object({
  error: z.string(),
  reauth: z.optional(z.boolean()),
  /** Field path (e.g. `price`, `grants.0.count`) → French message, shown next to the field. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** A refused catalogue file: where and why, every problem found. */
  rejections: z.optional(z.array(z.object({ where: z.string(), reason: z.string() })))
})

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reauth: boolean,
    readonly fields: Record<string, string> = {}
  ) {
    super(message)
  }
}

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

/** Calls /api/admin/<path>; an idle back-office or a sensitive action asks for the password, then retries once. */
export async function adminRequest<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: AdminRequestOptions = {}
): Promise<z.infer<Schema>> {
  try {
    return await send(path, schema, options)
  } catch (failure) {
    const askPassword = $askPassword.get()
    if (!(failure instanceof AdminApiError) || !failure.reauth || !askPassword) throw failure
    await askPassword()
    return send(path, schema, options)
  }
}

async function send<Schema extends z.ZodMiniType>(path: string, schema: Schema, options: AdminRequestOptions): Promise<z.infer<Schema>> {
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  )
  const url = `/api/admin${path}${query.size > 0 ? `?${query}` : ''}`
  const json = options.body !== undefined
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: json ? { 'content-type': 'application/json' } : undefined,
      body: json ? JSON.stringify(options.body) : options.form,
      signal: AbortSignal.timeout(60_000)
    })
  } catch {
    throw new AdminApiError(0, adminTexts.network, false)
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(data)
    if (!parsed.success) throw new AdminApiError(response.status, adminTexts.unexpected(response.status), false)
    const rejections = Object.fromEntries((parsed.data.rejections ?? []).map((rejection) => [rejection.where, rejection.reason]))
    throw new AdminApiError(response.status, parsed.data.error, parsed.data.reauth === true, { ...parsed.data.fields, ...rejections })
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new AdminApiError(response.status, adminTexts.unreadable, false)
  return parsed.data
}

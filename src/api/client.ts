import { atom } from 'nanostores'
import type * as z from 'zod/mini'

import { apiBaseUrl, bearerSession } from '../host/embedding.ts'
import { parsedAnswer } from './fetch-json.ts'

const TIMEOUT_MS = 15_000

export interface RequestOptions {
  method?: 'get' | 'post' | 'put' | 'delete'
  params?: Record<string, string>
  body?: unknown
  timeoutMs?: number
  headers?: Record<string, string>
}

/** What every call carries: the chosen server's header, and the stand-in for fetch tests install. */
const $requestSettings = atom<{ gameServer?: string; fetchAdapter?: typeof fetch }>({})

/** Tests answer the calls themselves through this seam; undefined restores the network. */
export function setRequestAdapter(adapter: typeof fetch | undefined): void {
  $requestSettings.set({ ...$requestSettings.get(), fetchAdapter: adapter })
}

/** The server the player chose: sent with every call (the `gameServer` header in docs/client-state.md#http-seam). */
export function setGameServerHeader(name: string | undefined): void {
  $requestSettings.set({ ...$requestSettings.get(), gameServer: name })
}

/** The one seam to the shop service: credentials, the gameServer header, a time-out, zod parsing. */
export async function request<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {}
): Promise<z.infer<Schema>> {
  // In game the bundle calls the shop from another origin with a bearer session; on the website, the cookie.
  const base = apiBaseUrl()
  const session = bearerSession()
  const { gameServer, fetchAdapter } = $requestSettings.get()
  return parsedAnswer(base + path, path, schema, {
    method: options.method ?? 'get',
    params: options.params,
    body: options.body,
    credentials: base === '' ? 'include' : 'same-origin',
    headers: {
      ...options.headers,
      ...(gameServer ? { gameServer } : {}),
      ...(session ? { Authorization: `Bearer ${session}` } : {})
    },
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    fetch: fetchAdapter ?? fetch
  })
}

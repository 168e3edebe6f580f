import { atom } from 'nanostores'
import redaxios, { type Options, type Response } from 'redaxios'
import type * as z from 'zod/mini'

import { apiBaseUrl, bearerSession } from '../host/embedding.ts'
import { ApiFailure } from './api-errors.ts'

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
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS
  let response: Response<unknown>
  // In game the bundle calls the shop from another origin with a bearer session; on the website, the cookie.
  const base = apiBaseUrl()
  const session = bearerSession()
  const { gameServer, fetchAdapter } = $requestSettings.get()
  try {
    const config: Options = {
      method: options.method ?? 'get',
      params: options.params,
      data: options.body,
      withCredentials: base === '',
      headers: {
        ...options.headers,
        ...(gameServer ? { gameServer } : {}),
        ...(session ? { Authorization: `Bearer ${session}` } : {})
      },
      fetch: (url, init) => (fetchAdapter ?? fetch)(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    }
    response = await redaxios(base + path, config)
  } catch (failure) {
    throw toApiFailure(failure, path)
  }
  const parsed = schema.safeParse(response.data)
  if (!parsed.success) throw new ApiFailure('PARSING_ERROR', `Réponse illisible de ${path}`, response.status, response.data)
  return parsed.data
}

function toApiFailure(failure: unknown, path: string): ApiFailure {
  if (failure instanceof DOMException && failure.name === 'TimeoutError') {
    return new ApiFailure('TIMEOUT_ERROR', `${path} n'a pas répondu à temps`)
  }
  if (isResponse(failure)) {
    return new ApiFailure('HTTP_ERROR', `${path} a répondu ${failure.status}`, failure.status, failure.data)
  }
  return new ApiFailure('FETCH_ERROR', `${path} est injoignable`)
}

function isResponse(value: unknown): value is Response<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value
}

import type * as z from 'zod/mini'

import { ApiFailure } from './api-errors.ts'

/** One HTTP call of the shop's two seams (client.ts, store-provider-api.ts). */
export interface JsonCall {
  method: 'get' | 'post' | 'put' | 'delete'
  params?: Record<string, string>
  /** Sent as multipart when a FormData (an upload of the back-office), else as JSON when given. */
  body?: unknown
  headers?: Record<string, string>
  /** `include` sends the shop's cookie; the other sites get none. */
  credentials: RequestCredentials
  timeoutMs: number
  fetch: typeof fetch
}

interface JsonAnswer {
  status: number
  ok: boolean
  /** The body read as JSON, or its text when it is not JSON (an error page). */
  data: unknown
}

/** The call ran past its `timeoutMs`: told by the seam's own timer, whatever error the aborted fetch rejects with. */
class CallTimedOut extends Error {}

/**
 * fetch with a JSON body out and the answer's body read back, within `timeoutMs` for the whole call (the body
 * too). The time-out is the seam's own timer and AbortController: `AbortSignal.timeout` is missing before Safari
 * 16 (build.mjs targets safari15), and Chromium 103 (the game's frame) rejects an aborted call with `AbortError`
 * rather than `TimeoutError`. Rejects with CallTimedOut once the time is out, as fetch does otherwise (a TypeError
 * when the network fails). Header names go lower-case, as HTTP/2 writes them.
 */
async function fetchJson(url: string, call: JsonCall): Promise<JsonAnswer> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, call.timeoutMs)
  try {
    return await sendAndRead(url, call, controller.signal)
  } catch (failure) {
    throw timedOut ? new CallTimedOut(undefined, { cause: failure }) : failure
  } finally {
    clearTimeout(timer)
  }
}

async function sendAndRead(url: string, call: JsonCall, signal: AbortSignal): Promise<JsonAnswer> {
  const query = call.params ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(call.params).toString()}` : ''
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(call.headers ?? {})) headers[name.toLowerCase()] = value
  const { body, json } = encodedBody(call.body)
  if (json) headers['content-type'] = 'application/json'
  // Called unbound: `call.fetch(…)` would run the browser's fetch with `call` as its `this` (Illegal invocation).
  const send = call.fetch
  const response = await send(url + query, {
    method: call.method.toUpperCase(),
    headers,
    body,
    credentials: call.credentials,
    signal
  })
  const text = await response.text()
  return { status: response.status, ok: response.ok, data: readJson(text) }
}

/** A FormData goes as it is (fetch writes its multipart content-type and boundary); anything else as JSON. */
function encodedBody(value: unknown): { body: BodyInit | undefined; json: boolean } {
  if (value === undefined) return { body: undefined, json: false }
  if (typeof FormData !== 'undefined' && value instanceof FormData) return { body: value, json: false }
  return { body: JSON.stringify(value), json: true }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * The call's answer parsed by `schema`, or an ApiFailure of the kind docs/client-state.md#http-seam names:
 * TIMEOUT_ERROR, FETCH_ERROR, HTTP_ERROR (a non-2xx, its body kept) or PARSING_ERROR. `path` names the call in it.
 */
export async function parsedAnswer<Schema extends z.ZodMiniType>(
  url: string,
  path: string,
  schema: Schema,
  call: JsonCall
): Promise<z.infer<Schema>> {
  let answer: JsonAnswer
  try {
    answer = await fetchJson(url, call)
  } catch (failure) {
    if (failure instanceof CallTimedOut) {
      throw new ApiFailure('TIMEOUT_ERROR', `${path} n'a pas répondu à temps`)
    }
    throw new ApiFailure('FETCH_ERROR', `${path} est injoignable`)
  }
  if (!answer.ok) throw new ApiFailure('HTTP_ERROR', `${path} a répondu ${answer.status}`, answer.status, answer.data)
  const parsed = schema.safeParse(answer.data)
  if (!parsed.success) throw new ApiFailure('PARSING_ERROR', `Réponse illisible de ${path}`, answer.status, answer.data)
  return parsed.data
}

import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { ApiFailure } from '../../src/api/api-errors.ts'
import { request, setRequestAdapter } from '../../src/api/client.ts'

// src/api/fetch-json.ts under the shop's seam: what goes out, and the four failure kinds of what comes back.

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: BodyInit | null | undefined
  credentials: RequestCredentials | undefined
}

function answering(answer: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = []
  setRequestAdapter(async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? '',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
      credentials: init?.credentials
    })
    return answer()
  })
  return sent
}

const ok = z.object({ ok: z.boolean() })

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const failure: unknown = await call.then(
    () => undefined,
    (error: unknown) => error
  )
  expect(failure).toBeInstanceOf(ApiFailure)
  return failure as ApiFailure
}

afterEach(() => setRequestAdapter(undefined))

describe('the HTTP seam on fetch', () => {
  it('sends an object as JSON with its content-type, the query and lower-case header names, with the cookie', async () => {
    const sent = answering(() => Response.json({ ok: true }))
    const answer = await request('/api/thing', ok, {
      method: 'post',
      body: { a: 1 },
      params: { q: 'x y' },
      headers: { 'Idempotency-Key': 'k' }
    })
    expect(answer).toEqual({ ok: true })
    expect(sent).toEqual([
      {
        url: '/api/thing?q=x+y',
        method: 'POST',
        headers: { 'idempotency-key': 'k', 'content-type': 'application/json' },
        body: '{"a":1}',
        credentials: 'include'
      }
    ])
  })

  it('sends a FormData as it is, leaving its multipart content-type to fetch', async () => {
    const sent = answering(() => Response.json({ ok: true }))
    const form = new FormData()
    form.append('file', new Blob(['png']), 'image.png')
    await request('/api/admin/images', ok, { method: 'post', body: form })
    expect(sent[0]?.body).toBe(form)
    expect(sent[0]?.headers['content-type']).toBeUndefined()
  })

  it('keeps a non-2xx answer’s body, JSON or text, and names a wrong shape and a dead network', async () => {
    answering(() => Response.json({ error: 'Non.' }, { status: 409 }))
    expect(await failureOf(request('/api/a', ok))).toMatchObject({ kind: 'HTTP_ERROR', status: 409, body: { error: 'Non.' } })
    answering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(await failureOf(request('/api/a', ok))).toMatchObject({ kind: 'HTTP_ERROR', status: 502, body: '<h1>Bad gateway</h1>' })
    answering(() => Response.json({ ok: 'yes' }))
    expect(await failureOf(request('/api/a', ok))).toMatchObject({ kind: 'PARSING_ERROR', status: 200 })
    answering(() => Promise.reject(new TypeError('fetch failed')))
    expect(await failureOf(request('/api/a', ok))).toMatchObject({ kind: 'FETCH_ERROR' })
  })

  it('counts the body in the time-out: headers in time and a body that never ends is a TIMEOUT_ERROR', async () => {
    setRequestAdapter(async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'))
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        }
      })
      return new Response(body, { status: 200 })
    })
    expect(await failureOf(request('/api/slow', ok, { timeoutMs: 50 }))).toMatchObject({ kind: 'TIMEOUT_ERROR' })
  })

  it('times out without AbortSignal.timeout, which Safari 15 lacks (build.mjs targets safari15)', async () => {
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout')
    Reflect.deleteProperty(AbortSignal, 'timeout')
    try {
      expect('timeout' in AbortSignal).toBe(false)
      answering(() => Response.json({ ok: true }))
      expect(await request('/api/a', ok)).toEqual({ ok: true })
      setRequestAdapter(rejectingOnAbort(() => new DOMException('The operation was aborted.', 'AbortError')))
      expect(await failureOf(request('/api/slow', ok, { timeoutMs: 50 }))).toMatchObject({ kind: 'TIMEOUT_ERROR' })
    } finally {
      if (timeout) Object.defineProperty(AbortSignal, 'timeout', timeout)
    }
  })

  it('classes a time-out by its own timer: Chromium 103 (the game) rejects it as an AbortError, or any error', async () => {
    for (const error of [new DOMException('The user aborted a request.', 'AbortError'), new TypeError('Failed to fetch')]) {
      setRequestAdapter(rejectingOnAbort(() => error))
      expect(await failureOf(request('/api/slow', ok, { timeoutMs: 50 }))).toMatchObject({ kind: 'TIMEOUT_ERROR' })
    }
  })

  it('an AbortError before the time-out is not a time-out', async () => {
    answering(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')))
    expect(await failureOf(request('/api/a', ok, { timeoutMs: 60_000 }))).toMatchObject({ kind: 'FETCH_ERROR' })
  })
})

/** A fetch that never answers and rejects with `error()` once its signal aborts, as older browsers do. */
function rejectingOnAbort(error: () => Error): typeof fetch {
  return (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(error())))
}

import { afterEach, describe, expect, it } from 'vitest'

import { ApiFailure } from '../../src/api/api-errors.ts'
import { request, setRequestAdapter } from '../../src/api/client.ts'
import { charactersResponseSchema } from '../../src/core/contract/account.ts'
import { errorMessages } from '../../src/core/messages/errors.ts'

// docs/errors.md#request-failures: a stalled answer is TIMEOUT_ERROR, an unreadable one PARSING_ERROR.
afterEach(() => setRequestAdapter(undefined))

/** Never answers; rejects like fetch does once the request's signal aborts. */
const stall: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as DOMException)))

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const failure: unknown = await call.then(
    () => undefined,
    (error: unknown) => error
  )
  if (!(failure instanceof ApiFailure)) throw new Error('expected an ApiFailure')
  return failure
}

describe('request failure kinds', () => {
  it('a route that stalls past the time-out is a TIMEOUT_ERROR with no code for the player', async () => {
    setRequestAdapter(stall)
    const failure = await failureOf(request('/api/getCharacters', charactersResponseSchema, { timeoutMs: 50 }))
    expect(failure.kind).toBe('TIMEOUT_ERROR')
    expect(failure.serverMessage).toBeUndefined()
    expect(failure.serverMessage ?? errorMessages.genericDialog).not.toMatch(/TIMEOUT|ERROR/)
  })

  it('a non-JSON answer is a PARSING_ERROR with no code for the player', async () => {
    setRequestAdapter(async () => new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } }))
    const failure = await failureOf(request('/api/getCharacters', charactersResponseSchema))
    expect(failure.kind).toBe('PARSING_ERROR')
    expect(failure.serverMessage).toBeUndefined()
    expect(failure.serverMessage ?? errorMessages.genericDialog).not.toMatch(/PARSING|ERROR/)
  })
})

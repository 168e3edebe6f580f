import { afterEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { $user, logIn, refreshWhoAmI } from '../../src/stores/session.ts'

const account = { id: 1, username: 'Lucas_Martin', shopTokens: 10, group: 'user', discordId: null, rank: 'joueur', avatarUrl: null }

afterEach(() => setRequestAdapter(undefined))

describe('session', () => {
  it('a whoAmI refusal that answers after a login does not log the player out', async () => {
    let answerWhoAmI: (response: Response) => void = () => undefined
    setRequestAdapter(async (url) => {
      if (String(url).includes('/api/whoAmI')) return new Promise<Response>((resolve) => (answerWhoAmI = resolve))
      return Response.json({ account })
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const check = refreshWhoAmI()
    const login = logIn({ username: 'Lucas_Martin', password: 'secret', remember: false })
    await vi.advanceTimersByTimeAsync(600)
    await login
    answerWhoAmI(Response.json({ error: 'Vous n’êtes pas connecté.' }, { status: 401 }))
    await check
    vi.useRealTimers()
    expect($user.get()?.username).toBe('Lucas_Martin')
  })
})

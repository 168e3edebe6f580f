import { afterEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { $server } from '../../src/stores/characters.ts'
import { updateAppState } from '../../src/stores/persistence.ts'
import { logIn } from '../../src/stores/login-form.ts'
import { $publicConfig } from '../../src/stores/public-config.ts'
import { $user, refreshWhoAmI, setDiscordId } from '../../src/stores/session.ts'

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

  it('a whoAmI answer read before a Discord link does not take the linked id away', async () => {
    updateAppState({ user: account })
    let answerWhoAmI: ((response: Response) => void) | undefined
    setRequestAdapter(async (url) => {
      if (String(url).includes('/api/whoAmI')) return new Promise<Response>((resolve) => (answerWhoAmI = resolve))
      return Response.json({ account })
    })
    const check = refreshWhoAmI()
    await vi.waitFor(() => expect(answerWhoAmI).toBeDefined())
    setDiscordId('123456789012345678')
    answerWhoAmI?.(Response.json({ account }))
    await check
    expect($user.get()?.discordId).toBe('123456789012345678')
  })

  it('an aborted or unanswered whoAmI logs the player out and resets the server (docs/accounts.md#session-check)', async () => {
    $publicConfig.set(undefined)
    setRequestAdapter(async (url) => {
      if (String(url).includes('/api/config')) return Response.json({ error: 'indisponible' }, { status: 503 })
      throw new DOMException('The user aborted a request.', 'AbortError')
    })
    updateAppState({ user: account, server: 'legacy', selectedCharacters: { legacy: 3 } })
    await refreshWhoAmI()
    expect($user.get()).toBeUndefined()
    expect($server.get()).toBeUndefined()
  })

  it('whoAmI carries the gameServer header, also when it runs before the settings arrived', async () => {
    $publicConfig.set(undefined)
    const headers: Record<string, string>[] = []
    let answerConfig: (() => void) | undefined
    const config = {
      demo: true,
      servers: [{ name: 'main', label: 'Principal' }],
      defaultServer: 'main',
      socials: {},
      communityUrl: null,
      rankBadgeUrl: '/media/ranks/{rank}.svg',
      storeProvider: null,
      legal: {
        operatorName: null,
        operatorAddress: null,
        publicationDirector: null,
        contactEmail: null,
        hostName: null,
        hostAddress: null,
        hostContact: null
      }
    }
    setRequestAdapter(async (url, init) => {
      if (String(url).includes('/api/config')) {
        await new Promise<void>((resolve) => (answerConfig = resolve))
        return Response.json(config)
      }
      headers.push({ ...(init?.headers as Record<string, string>) })
      return Response.json({ account })
    })
    updateAppState({ user: account, server: undefined })
    const check = refreshWhoAmI()
    // whoAmI asked for the settings first and waits for them.
    await vi.waitFor(() => expect(answerConfig).toBeDefined())
    expect(headers).toEqual([])
    answerConfig?.()
    await check
    expect(headers[0]?.gameserver).toBe('main')
  })
})

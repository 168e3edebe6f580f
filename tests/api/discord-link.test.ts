import type { AddressInfo } from 'node:net'

import { serve, type ServerType } from '@hono/node-server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { discordStateSchema, linkDiscordResponseSchema, linkDiscordStartResponseSchema } from '../../src/core/contract/discord-link.ts'
import { discordLinkErrors } from '../../src/core/messages/discord-link.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { DEMO_DISCORD_CLIENT_ID, DEMO_DISCORD_CLIENT_SECRET } from '../../web/discord/discord-settings.ts'
import { DEMO_DISCORD_USERS } from '../../web/sandbox/discord/demo-users.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { log } from '../../web/log/logger.ts'

const [LUCAS_DISCORD, EMMA_DISCORD, GUEST_DISCORD] = DEMO_DISCORD_USERS.map((user) => user.id) as [string, string, string]
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function sessionCookie(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

async function errorOf(response: Response): Promise<{ status: number; error: unknown }> {
  return { status: response.status, error: ((await response.json()) as { error?: unknown }).error }
}

describe.each(DATABASE_KINDS)('linking a Discord account on %s', (kind) => {
  let shop: TestApp

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind))
  })
  afterEach(() => shop.db.close())

  const logIn = async (username: string, app: TestApp = shop) =>
    sessionCookie(await app.post('/api/login', { username, password: DEMO_PASSWORD }))

  const start = async (cookie: string, body: unknown = { previousPage: '/armes?tri=prix', packageId: 12, isGift: true }) => {
    const response = await shop.post('/api/linkDiscord/start', body, { cookie })
    expect(response.status).toBe(200)
    return new URL(linkDiscordStartResponseSchema.parse(await response.json()).authorizeUrl)
  }

  /** What the stand-in's page posts when the player picks `user` and clicks Autoriser or Annuler. */
  const decide = async (authorizeUrl: URL, user: string, decision: 'allow' | 'deny') => {
    const params = authorizeUrl.searchParams
    const form = new URLSearchParams({ user, decision })
    for (const name of ['client_id', 'redirect_uri', 'scope', 'state']) form.set(name, params.get(name) ?? '')
    const response = await shop.app.request(authorizeUrl.pathname + authorizeUrl.search, {
      method: 'POST',
      body: form.toString(),
      headers: FORM
    })
    expect(response.status).toBe(302)
    return new URL(response.headers.get('location') ?? '')
  }

  const authorize = async (cookie: string, user: string) => {
    const back = await decide(await start(cookie), user, 'allow')
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' }
  }

  const link = (cookie: string, body: unknown) => shop.post('/api/linkDiscord', body, { cookie })

  const discordIdOf = async (username: string) => {
    const { rows } = await shop.db.query<{ discord_id: string | null }>('select discord_id from accounts where username = $1', [username])
    return rows[0]?.discord_id
  }

  it('goes through the authorize page and back, then whoAmI shows the Discord id', async () => {
    const cookie = await logIn('Lucas_Martin')
    const authorizeUrl = await start(cookie)
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe('http://localhost/sandbox/discord/oauth2/authorize')
    expect(Object.fromEntries([...authorizeUrl.searchParams].filter(([name]) => name !== 'state'))).toEqual({
      client_id: DEMO_DISCORD_CLIENT_ID,
      response_type: 'code',
      scope: 'identify',
      redirect_uri: 'http://localhost/discordAuth'
    })
    const state = discordStateSchema.parse(JSON.parse(authorizeUrl.searchParams.get('state') ?? ''))
    expect(state).toMatchObject({ previousPage: '/armes?tri=prix', packageId: 12, isGift: true })

    const page = await shop.get(authorizeUrl.pathname + authorizeUrl.search)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Boutique souhaite accéder à votre compte Discord')
    expect(html).toContain('Autoriser')
    expect(html).toContain('Annuler')
    expect(html).not.toContain('"previousPage"')

    const back = await decide(authorizeUrl, LUCAS_DISCORD, 'allow')
    expect(back.origin + back.pathname).toBe('http://localhost/discordAuth')
    expect(back.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'))
    const response = await link(cookie, { code: back.searchParams.get('code'), state: back.searchParams.get('state') })
    expect(response.status).toBe(200)
    expect(linkDiscordResponseSchema.parse(await response.json())).toEqual({ discordId: LUCAS_DISCORD })
    const whoAmI = accountResponseSchema.parse(await (await shop.get('/api/whoAmI', { cookie })).json())
    expect(whoAmI.account.discordId).toBe(LUCAS_DISCORD)
    const { rows } = await shop.db.query<{ state_hash: string }>('select state_hash from discord_link_states')
    expect(rows.map((row) => row.state_hash)).not.toContain(state.nonce)
  })

  it('Annuler comes back with Discord’s access_denied error and the state', async () => {
    const cookie = await logIn('Lucas_Martin')
    const authorizeUrl = await start(cookie)
    const back = await decide(authorizeUrl, LUCAS_DISCORD, 'deny')
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The resource owner or authorization server denied the request',
      state: authorizeUrl.searchParams.get('state')
    })
  })

  it('refuses a wrong state, or the state of another session, and links nothing', async () => {
    const cookie = await logIn('Lucas_Martin')
    const { code, state } = await authorize(cookie, LUCAS_DISCORD)
    const tampered = JSON.stringify({ ...JSON.parse(state), previousPage: '/ailleurs' })
    for (const wrong of [
      tampered,
      'pas-un-etat',
      JSON.stringify({ previousPage: '/', packageId: null, isGift: false, nonce: 'x'.repeat(43) })
    ]) {
      expect(await errorOf(await link(cookie, { code, state: wrong }))).toEqual({ status: 400, error: discordLinkErrors.unknownState })
    }
    const otherSession = await logIn('Lucas_Martin')
    expect(await errorOf(await link(otherSession, { code, state }))).toEqual({ status: 400, error: discordLinkErrors.unknownState })
    expect(await discordIdOf('Lucas_Martin')).toBeNull()
  })

  it('refuses a replayed state, even with a fresh code', async () => {
    const cookie = await logIn('Lucas_Martin')
    const authorizeUrl = await start(cookie)
    const first = await decide(authorizeUrl, LUCAS_DISCORD, 'allow')
    const state = first.searchParams.get('state') ?? ''
    expect((await link(cookie, { code: first.searchParams.get('code'), state })).status).toBe(200)
    const second = await decide(authorizeUrl, GUEST_DISCORD, 'allow')
    expect(await errorOf(await link(cookie, { code: second.searchParams.get('code'), state }))).toEqual({
      status: 400,
      error: discordLinkErrors.usedState
    })
    expect(await discordIdOf('Lucas_Martin')).toBe(LUCAS_DISCORD)
  })

  it('refuses a state older than 10 minutes', async () => {
    const cookie = await logIn('Lucas_Martin')
    const begin = Date.parse('2026-11-21T10:00:00Z')
    shop.setNow(begin)
    const { code, state } = await authorize(cookie, LUCAS_DISCORD)
    shop.setNow(begin + 10 * 60_000 + 1)
    expect(await errorOf(await link(cookie, { code, state }))).toEqual({ status: 400, error: discordLinkErrors.expiredState })
    expect(await discordIdOf('Lucas_Martin')).toBeNull()
  })

  it('refuses a code Discord does not know; the state is spent', async () => {
    const cookie = await logIn('Lucas_Martin')
    const { state } = await authorize(cookie, LUCAS_DISCORD)
    const response = await link(cookie, { code: 'code-inconnu', state })
    expect(await errorOf(response)).toEqual({ status: 400, error: discordLinkErrors.badCode })
    expect(await discordIdOf('Lucas_Martin')).toBeNull()
  })

  it('needs a logged-in player', async () => {
    const cookie = await logIn('Lucas_Martin')
    const { code, state } = await authorize(cookie, LUCAS_DISCORD)
    expect(await errorOf(await shop.post('/api/linkDiscord/start', { previousPage: '/' }))).toEqual({
      status: 401,
      error: 'Vous n’êtes pas connecté.'
    })
    expect((await shop.post('/api/linkDiscord', { code, state })).status).toBe(401)
    await shop.post('/api/logout', {}, { cookie })
    expect((await link(cookie, { code, state })).status).toBe(401)
    expect(await discordIdOf('Lucas_Martin')).toBeNull()
  })

  it('refuses a Discord account already linked to Emma_Roux', async () => {
    const emma = await logIn('Emma_Roux')
    const emmaLink = await authorize(emma, EMMA_DISCORD)
    expect((await link(emma, emmaLink)).status).toBe(200)
    const lucas = await logIn('Lucas_Martin')
    const response = await link(lucas, await authorize(lucas, EMMA_DISCORD))
    expect(await errorOf(response)).toEqual({ status: 409, error: discordLinkErrors.alreadyLinked })
    expect(await discordIdOf('Lucas_Martin')).toBeNull()
    expect(await discordIdOf('Emma_Roux')).toBe(EMMA_DISCORD)
  })

  it('refuses malformed requests with 400 and foreign pages with 403', async () => {
    const cookie = await logIn('Lucas_Martin')
    for (const body of [
      {},
      { previousPage: 'https://evil.example/' },
      { previousPage: '//evil.example' },
      { previousPage: '/', packageId: -1 }
    ]) {
      expect((await shop.post('/api/linkDiscord/start', body, { cookie })).status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{}, { code: 'abc' }, { code: '', state: 'x' }, { code: 3, state: 4 }]) {
      expect((await link(cookie, body)).status, JSON.stringify(body)).toBe(400)
    }
    const foreign = await shop.post('/api/linkDiscord/start', { previousPage: '/' }, { cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })

  it('the stand-in refuses an unknown application or a foreign redirect_uri, and escapes what it shows', async () => {
    const cookie = await logIn('Lucas_Martin')
    const authorizeUrl = await start(cookie)
    const evil = new URL(authorizeUrl)
    evil.searchParams.set('redirect_uri', 'https://evil.example/discordAuth')
    expect((await shop.get(evil.pathname + evil.search)).status).toBe(400)
    const stranger = new URL(authorizeUrl)
    stranger.searchParams.set('client_id', '123456789')
    expect((await shop.get(stranger.pathname + stranger.search)).status).toBe(400)
    const script = new URL(authorizeUrl)
    script.searchParams.set('state', '"><script>alert(1)</script>')
    const html = await (await shop.get(script.pathname + script.search)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;')
  })

  it('answers 503 when no Discord application is set outside demo mode', async () => {
    const live = createTestApp(shop.db, { demo: false, discord: undefined })
    const cookie = await logIn('Lucas_Martin', live)
    expect(await errorOf(await live.post('/api/linkDiscord/start', { previousPage: '/' }, { cookie }))).toEqual({
      status: 503,
      error: discordLinkErrors.notConfigured
    })
    expect((await live.get('/sandbox/discord/oauth2/authorize')).status).toBe(404)
  })

  describe('with DISCORD_API_URL, over HTTP', () => {
    let server: ServerType
    let discordUrl: string

    beforeEach(async () => {
      // This shop's own stand-in plays Discord on a real port.
      server = await new Promise<ServerType>((ready) => {
        const started: ServerType = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started))
      })
      discordUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterEach(() => new Promise<void>((done) => server.close(() => done())))

    /** A second web host on the same database, registered at the stand-in's address. */
    const hostUsing = (clientSecret: string) =>
      createTestApp(shop.db, {
        publicUrl: discordUrl,
        discord: {
          clientId: DEMO_DISCORD_CLIENT_ID,
          clientSecret,
          authorizeUrl: `${discordUrl}/sandbox/discord/oauth2/authorize`,
          apiUrl: `${discordUrl}/sandbox/discord/api`
        }
      })

    const authorizeOver = async (host: TestApp, cookie: string) => {
      const started = await host.post('/api/linkDiscord/start', { previousPage: '/' }, { cookie })
      const authorizeUrl = new URL(linkDiscordStartResponseSchema.parse(await started.json()).authorizeUrl)
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${discordUrl}/discordAuth`)
      const form = new URLSearchParams({ user: LUCAS_DISCORD, decision: 'allow' })
      for (const name of ['client_id', 'redirect_uri', 'scope', 'state']) form.set(name, authorizeUrl.searchParams.get(name) ?? '')
      const answer = await fetch(authorizeUrl, { method: 'POST', body: form, headers: FORM, redirect: 'manual' })
      const back = new URL(answer.headers.get('location') ?? '')
      return { code: back.searchParams.get('code'), state: back.searchParams.get('state') }
    }

    it('exchanges the code and reads the user at that address', async () => {
      const host = hostUsing(DEMO_DISCORD_CLIENT_SECRET)
      const cookie = await logIn('Lucas_Martin', host)
      const response = await host.post('/api/linkDiscord', await authorizeOver(host, cookie), { cookie })
      expect(await response.json()).toEqual({ discordId: LUCAS_DISCORD })
    })

    it('a refused client secret is a 503 that never shows or logs the secret', async () => {
      const secret = 'mauvais-secret-de-test'
      const host = hostUsing(secret)
      const cookie = await logIn('Lucas_Martin', host)
      const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
      const response = await host.post('/api/linkDiscord', await authorizeOver(host, cookie), { cookie })
      const body = await response.text()
      expect(response.status).toBe(503)
      expect(JSON.parse(body)).toEqual({ error: discordLinkErrors.notConfigured })
      expect(JSON.stringify(logged.mock.calls)).not.toContain(secret)
      expect(logged).toHaveBeenCalled()
      logged.mockRestore()
      expect(await discordIdOf('Lucas_Martin')).toBeNull()
    })

    it('Discord out of reach is a 503 with a clear message', async () => {
      const host = createTestApp(shop.db, {
        discord: {
          clientId: DEMO_DISCORD_CLIENT_ID,
          clientSecret: DEMO_DISCORD_CLIENT_SECRET,
          authorizeUrl: undefined,
          apiUrl: 'http://127.0.0.1:9/api'
        }
      })
      const cookie = await logIn('Lucas_Martin', host)
      const started = await host.post('/api/linkDiscord/start', { previousPage: '/' }, { cookie })
      const state = new URL(linkDiscordStartResponseSchema.parse(await started.json()).authorizeUrl).searchParams.get('state')
      const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
      expect(await errorOf(await host.post('/api/linkDiscord', { code: 'abc', state }, { cookie }))).toEqual({
        status: 503,
        error: discordLinkErrors.discordUnavailable
      })
      logged.mockRestore()
    })
  })
})

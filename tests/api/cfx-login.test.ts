import { constants, publicEncrypt, randomBytes } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { cfxLoginStartResponseSchema, cfxLoginStateSchema } from '../../src/core/contract/cfx-login.ts'
import type { Database } from '../../web/db/database.ts'
import { getConfig } from '../../web/config.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { log } from '../../web/log/logger.ts'

interface Started {
  binding: string
  url: URL
}

function cookieNamed(response: Response, name: string): string {
  return (
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(';')[0] ?? ''
  )
}

async function sessionsCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from sessions')
  return rows[0]?.count ?? 0
}

/** What a forum answers, encrypted with the attempt's public key (PKCS#1 v1.5, Ruby's Base64 lines). */
function forumPayload(started: Started, content: object): string {
  const publicKey = started.url.searchParams.get('public_key') ?? ''
  const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(JSON.stringify(content)))
  return cipher.toString('base64').replace(/.{1,60}/g, '$&\n')
}

describe.each(DATABASE_KINDS)('forum-account login on %s', (kind) => {
  let shop: TestApp

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind))
  })
  afterEach(() => shop.db.close())

  async function start(app: TestApp = shop, headers: Record<string, string> = {}): Promise<Started> {
    const response = await app.post('/api/cfxlogin/start', { restorePage: '/armes?tri=prix' }, headers)
    expect(response.status).toBe(200)
    const { url } = cfxLoginStartResponseSchema.parse(await response.json())
    return { binding: cookieNamed(response, 'boutique_cfx'), url: new URL(url) }
  }

  /** The player's click on the stand-in page: answers where the forum sends the browser back. */
  async function decide(started: Started, userId: number, decision = 'authorize'): Promise<URL> {
    const form = new URLSearchParams(started.url.searchParams)
    form.set('user_id', String(userId))
    form.set('decision', decision)
    const response = await shop.app.request('/sandbox/forum/user-api-key', { method: 'POST', body: form })
    expect(response.status).toBe(302)
    return new URL(response.headers.get('location') ?? '')
  }

  const finish = (started: Started, payload: string, headers: Record<string, string> = {}) =>
    shop.post('/api/cfxlogin', { payload }, { cookie: started.binding, ...headers })

  async function expectRefused(response: Response, status: number, error: string) {
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
    expect(cookieNamed(response, 'boutique_session')).toBe('')
    expect(await sessionsCount(shop.db)).toBe(0)
  }

  it('round trip: start, the stand-in authorizes, the payload logs fivem:100001 in', async () => {
    const started = await start()
    expect(started.binding).toMatch(/^boutique_cfx=[\w-]{40,}$/)
    expect(`${started.url.origin}${started.url.pathname}`).toBe('http://localhost/sandbox/forum/user-api-key/new')
    const params = Object.fromEntries(started.url.searchParams)
    expect(params).toMatchObject({ application_name: 'Boutique', client_id: 'boutique-web', scopes: 'session_info' })
    expect(params.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    const back = new URL(params.auth_redirect ?? '')
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/cfxlogin')
    expect(cfxLoginStateSchema.parse(JSON.parse(back.searchParams.get('state') ?? ''))).toEqual({
      restorePage: '/armes?tri=prix',
      restorePopup: null,
      action: 'loginWithCfx'
    })

    const page = await shop.get(`${started.url.pathname}${started.url.search}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Autoriser Boutique ?')

    const landing = await decide(started, 100001)
    expect(landing.pathname).toBe('/cfxlogin')
    expect(landing.searchParams.get('state')).toBe(back.searchParams.get('state'))
    const payload = landing.searchParams.get('payload') ?? ''
    expect(payload).toContain('\n')

    const response = await finish(started, payload)
    expect(response.status).toBe(200)
    const { account } = accountResponseSchema.parse(await response.json())
    expect(account).toMatchObject({ username: 'Lucas_Martin', shopTokens: 25_000 })
    expect(account.avatarUrl).toBe('http://localhost/sandbox/forum/user_avatar/lucas_martin/120')
    const session = cookieNamed(response, 'boutique_session')
    expect(session).toMatch(/^boutique_session=[\w-]{40,}$/)
    const whoAmI = accountResponseSchema.parse(await (await shop.get('/api/whoAmI', { cookie: session })).json())
    expect(whoAmI.account).toMatchObject({ id: account.id, username: 'Lucas_Martin' })
  })

  it('a forum user with no shop account gets one under fivem:<forum id>', async () => {
    const started = await start()
    const payload = (await decide(started, 100003)).searchParams.get('payload') ?? ''
    const { account } = accountResponseSchema.parse(await (await finish(started, payload)).json())
    expect(account).toMatchObject({ username: 'Hugo_Lefevre', shopTokens: 0 })
    const { rows } = await shop.db.query<{ account_id: number }>(
      "select account_id from account_identifiers where identifier = 'fivem:100003'"
    )
    expect(rows[0]?.account_id).toBe(account.id)
  })

  it('refuses a forged payload', async () => {
    const started = await start()
    await expectRefused(
      await finish(started, randomBytes(256).toString('base64')),
      401,
      'La réponse du forum Cfx.re est illisible ou falsifiée. Recommencez la connexion.'
    )
  })

  it('refuses a payload carrying another nonce', async () => {
    const started = await start()
    const payload = forumPayload(started, { key: 'a'.repeat(32), nonce: 'f'.repeat(32), push: false, api: 4 })
    await expectRefused(
      await finish(started, payload),
      401,
      'La réponse du forum Cfx.re ne correspond pas à votre demande de connexion. Recommencez la connexion.'
    )
  })

  it('refuses a replayed payload, and a payload from another browser', async () => {
    const started = await start()
    const payload = (await decide(started, 100001)).searchParams.get('payload') ?? ''
    const other = await start()
    await expectRefused(
      await finish(other, payload),
      401,
      'La réponse du forum Cfx.re est illisible ou falsifiée. Recommencez la connexion.'
    )
    expect((await finish(started, payload)).status).toBe(200)
    await shop.db.query('delete from sessions')
    const unknown = 'Cette demande de connexion Cfx.re est inconnue ou a déjà servi. Recommencez la connexion.'
    await expectRefused(await finish(started, payload), 401, unknown)
    await expectRefused(await shop.post('/api/cfxlogin', { payload }), 401, unknown)
  })

  it('refuses an attempt older than 10 minutes', async () => {
    const started = await start()
    const payload = (await decide(started, 100002)).searchParams.get('payload') ?? ''
    shop.setNow(Date.parse('2026-11-21T10:10:00Z'))
    await expectRefused(
      await finish(started, payload),
      401,
      'La demande de connexion Cfx.re a expiré (10 minutes). Recommencez la connexion.'
    )
  })

  it('refuses a key the forum answers 403 for, and says when the forum is unreachable', async () => {
    const started = await start()
    const nonce = started.url.searchParams.get('nonce') ?? ''
    const payload = forumPayload(started, { key: 'b'.repeat(32), nonce, push: false, api: 4 })
    await expectRefused(await finish(started, payload), 401, 'Le forum Cfx.re a refusé l’autorisation. Recommencez la connexion.')

    const offline = createTestApp(shop.db, { forum: { ...getConfig({}).forum, url: 'http://127.0.0.1:9' } })
    const away = await start(offline)
    expect(away.url.href).toMatch(/^http:\/\/127\.0\.0\.1:9\/user-api-key\/new\?/)
    const awayPayload = forumPayload(away, { key: 'c'.repeat(32), nonce: away.url.searchParams.get('nonce'), push: false, api: 4 })
    const response = await offline.post('/api/cfxlogin', { payload: awayPayload }, { cookie: away.binding })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Le forum Cfx.re ne répond pas. Réessayez dans quelques minutes.' })
    expect(await sessionsCount(shop.db)).toBe(0)
  })

  it('limits guessing per address, and refuses malformed calls with 400', async () => {
    const proxied = createTestApp(shop.db, { trustProxy: true })
    const from = { 'x-forwarded-for': '203.0.113.7' }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = await start(proxied, from)
      const response = await proxied.post('/api/cfxlogin', { payload: 'AAAA' }, { cookie: started.binding, ...from })
      expect(response.status).toBe(401)
    }
    const blocked = await proxied.post('/api/cfxlogin', { payload: 'AAAA' }, from)
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'Trop de tentatives de connexion Cfx.re. Réessayez dans 05:00.' })
    expect((await proxied.post('/api/cfxlogin', { payload: 'AAAA' }, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(401)

    for (const body of [{}, { payload: '' }, { payload: 3 }, { payload: 'x'.repeat(2_001) }]) {
      expect((await shop.post('/api/cfxlogin', body)).status, JSON.stringify(body)).toBe(400)
    }
    for (const restorePage of ['//evil.example', 'https://evil.example', 'x']) {
      expect((await shop.post('/api/cfxlogin/start', { restorePage })).status, restorePage).toBe(400)
    }
    expect((await shop.post('/api/cfxlogin/start', {}, { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('limits starts to 10 a minute per address, since each one makes a key pair', async () => {
    const proxied = createTestApp(shop.db, { trustProxy: true })
    const startFrom = (address: string) => proxied.post('/api/cfxlogin/start', {}, { 'x-forwarded-for': address })
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await startFrom('198.51.100.7')).status).toBe(200)
    const refused = await startFrom('198.51.100.7')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Trop de tentatives de connexion Cfx.re. Réessayez dans 01:00.' })
    expect((await startFrom('198.51.100.8')).status).toBe(200)
    proxied.setNow(Date.parse('2026-11-21T10:01:01Z'))
    expect((await startFrom('198.51.100.7')).status).toBe(200)
  })

  it('the stand-in escapes what it shows, checks the request and answers 403 to an unknown key', async () => {
    const started = await start()
    const query = new URLSearchParams(started.url.searchParams)
    query.set('application_name', '<script>alert(1)</script>')
    const html = await (await shop.get(`/sandbox/forum/user-api-key/new?${query}`)).text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;')
    query.set('auth_redirect', 'https://evil.example/cfxlogin')
    expect((await shop.get(`/sandbox/forum/user-api-key/new?${query}`)).status).toBe(400)
    query.delete('public_key')
    expect((await shop.get(`/sandbox/forum/user-api-key/new?${query}`)).status).toBe(400)
    expect((await shop.get('/sandbox/forum/session/current.json', { 'user-api-key': 'inconnue' })).status).toBe(403)
    const denied = await decide(started, 100001, 'deny')
    expect(denied.searchParams.has('payload')).toBe(false)
  })

  it('writes no payload, key or session id to the logs', async () => {
    const spies = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((method) => vi.spyOn(log, method))
    try {
      const started = await start()
      const payload = (await decide(started, 100001)).searchParams.get('payload') ?? ''
      const response = await finish(started, payload)
      await finish(started, payload)
      await finish(await start(), randomBytes(256).toString('base64'))
      const secrets = [
        payload.slice(0, 40),
        started.binding.split('=')[1] ?? '',
        cookieNamed(response, 'boutique_session').split('=')[1] ?? ''
      ]
      const logged = spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')))
      for (const secret of secrets) expect(logged.some((line) => line.includes(secret))).toBe(false)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })

  it('is absent outside demo mode', async () => {
    const real = createTestApp(shop.db, { demo: false, forum: { ...getConfig({}).forum, url: 'https://forum.cfx.re' } })
    expect((await real.get('/sandbox/forum/session/current.json')).status).toBe(404)
    const started = await start(real)
    expect(started.url.origin).toBe('https://forum.cfx.re')
  })
})

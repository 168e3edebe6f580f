import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import { websiteLoginResponseSchema } from '../../src/core/contract/website-login.ts'
import { hashSecret } from '../../web/accounts/secrets.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const SERVER_KEY = 'k'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const NUI = 'https://cfx-nui-boutique'

describe.each(DATABASE_KINDS)('the shop service for the game’s NUI page on %s', (kind) => {
  let shop: TestApp

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY, publicUrl: 'https://boutique.example.fr' })
  })
  afterEach(() => shop.db.close())

  async function gameSession(identifier = 'fivem:100001'): Promise<string> {
    const minted = await shop.post(`/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
    const { token } = (await minted.json()) as { token: string }
    const login = await shop.post(`/api/loginGame?token=${token}`, undefined, { origin: NUI })
    return gameLoginResponseSchema.parse(await login.json()).sessionToken
  }

  it('answers the NUI origins’ preflight with the headers the bundle sends, and no credentials', async () => {
    for (const origin of [NUI, 'nui://game']) {
      const response = await shop.app.request('/api/buyProducts', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,gameserver' }
      })
      expect(response.status, origin).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization.*gameServer.*Idempotency-Key/)
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('lets a NUI page read answers, errors included, and gives other sites nothing', async () => {
    const config = await shop.get('/api/config', { origin: NUI })
    expect(config.headers.get('access-control-allow-origin')).toBe(NUI)
    expect(config.headers.get('vary')).toContain('Origin')
    const refused = await shop.get('/api/whoAmI', { origin: NUI })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(NUI)
    for (const origin of ['https://evil.example', 'https://cfx-nui-x.evil.example', 'http://cfx-nui-boutique', 'https://cfx-nui-other']) {
      const response = await shop.get('/api/config', { origin })
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull()
      const preflight = await shop.app.request('/api/config', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' }
      })
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })

  it('takes only the configured resource’s NUI page: another resource’s page gets 403 and no CORS answer', async () => {
    const other = 'https://cfx-nui-other'
    const minted = await shop.post('/api/server/players/fivem:100001/login-token', { serverName: 'main' }, asServer)
    const { token } = (await minted.json()) as { token: string }
    // Login CSRF from another resource: refused, and the token is not spent.
    const foreign = await shop.post(`/api/loginGame?token=${token}`, undefined, { origin: other })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect((await shop.post('/api/logout', {}, { origin: other })).status).toBe(403)
    const preflight = await shop.app.request('/api/loginGame', {
      method: 'OPTIONS',
      headers: { origin: other, 'access-control-request-method': 'POST' }
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect((await shop.post(`/api/loginGame?token=${token}`, undefined, { origin: NUI })).status).toBe(200)

    // Another resource name configured: its page is the one taken, and boutique's no longer is.
    const renamed = createTestApp(shop.db, { serverKey: SERVER_KEY, nuiResourceName: 'other' })
    const options = { method: 'OPTIONS', headers: { origin: other, 'access-control-request-method': 'POST' } }
    expect((await renamed.app.request('/api/login', options)).headers.get('access-control-allow-origin')).toBe(other)
    expect((await renamed.post('/api/logout', {}, { origin: other })).status).toBe(200)
    expect((await renamed.post('/api/logout', {}, { origin: NUI })).status).toBe(403)
  })

  it('the bearer session from a game login works from the NUI page', async () => {
    const session = await gameSession()
    const whoAmI = await shop.get('/api/whoAmI', { origin: NUI, authorization: `Bearer ${session}` })
    expect(whoAmI.status).toBe(200)
    expect(((await whoAmI.json()) as { account: { username: string } }).account.username).toBe('Lucas_Martin')
  })

  it('gives a logged-in player a one-time website login link, for themselves only', async () => {
    expect((await shop.post('/api/websiteLoginToken', {}, { origin: NUI })).status).toBe(401)
    const session = await gameSession('fivem:100002')
    const response = await shop.post(
      '/api/websiteLoginToken',
      {},
      { origin: NUI, authorization: `Bearer ${session}`, gameServer: 'legacy' }
    )
    expect(response.status).toBe(200)
    const { url } = websiteLoginResponseSchema.parse(await response.json())
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe('https://boutique.example.fr/loginGame')
    const token = link.searchParams.get('token') ?? ''
    const { rows } = await shop.db.query<{ server_name: string }>('select server_name from login_tokens where token_hash = $1', [
      hashSecret(token)
    ])
    expect(rows[0]?.server_name).toBe('legacy')
    const website = await shop.post(`/api/loginGame?token=${token}`, undefined)
    expect(((await website.json()) as { account: { username: string } }).account.username).toBe('Emma_Roux')
    expect((await shop.post(`/api/loginGame?token=${token}`, undefined)).status).toBe(401)
  })

  /** The in-game shop's hand-off: a 'website' link for the player, resuming at `redirect`. */
  async function handOffLink(session: string, body: object = {}): Promise<URL> {
    const response = await shop.post('/api/websiteLoginToken', body, { origin: NUI, authorization: `Bearer ${session}` })
    expect(response.status).toBe(200)
    return new URL(websiteLoginResponseSchema.parse(await response.json()).url)
  }

  const tokenRows = () =>
    shop.db.query<{ purpose: string; used: boolean }>(
      'select purpose, used_at is not null as used from login_tokens order by created_at, purpose'
    )

  it('a hand-off link goes to the website with its server, character and the place to resume; its token is for the website only', async () => {
    const session = await gameSession('fivem:100002')
    const link = await handOffLink(session, { redirect: '/tokens?handoff=buy%3A12', characterId: 3 })
    expect(`${link.origin}${link.pathname}`).toBe('https://boutique.example.fr/loginGame')
    expect(link.searchParams.get('serverId')).toBe('main')
    expect(link.searchParams.get('customRedirect')).toBe('/tokens?handoff=buy%3A12')
    expect(link.searchParams.get('characterId')).toBe('3')
    expect((await tokenRows()).rows).toEqual([
      { purpose: 'game', used: true },
      { purpose: 'website', used: false }
    ])
    const website = await shop.post(`/api/loginGame?token=${link.searchParams.get('token')}`, undefined)
    const body = gameLoginResponseSchema.parse(await website.json())
    expect(body.account.username).toBe('Emma_Roux')
    expect(body.serverName).toBe('main')
    for (const redirect of ['//evil.example', 'https://evil.example/', 'tokens']) {
      const refused = await shop.post('/api/websiteLoginToken', { redirect }, { origin: NUI, authorization: `Bearer ${session}` })
      expect(refused.status, redirect).toBe(400)
    }
  })

  it('a hand-off token used twice, expired (after 5 minutes), or opened where another player is logged in is refused in French and changes nothing', async () => {
    const emma = await gameSession('fivem:100002')
    const lucas = await gameSession('fivem:100001')
    const sessionCount = async () => (await shop.db.query<{ count: number }>('select count(*)::int as count from sessions')).rows[0]?.count
    const whoIs = async (session: string) =>
      ((await (await shop.get('/api/whoAmI', { authorization: `Bearer ${session}` })).json()) as { account: { username: string } }).account
        .username

    // Used twice: the second time is refused.
    const twice = (await handOffLink(emma)).searchParams.get('token')
    expect((await shop.post(`/api/loginGame?token=${twice}`, undefined)).status).toBe(200)
    const sessions = await sessionCount()
    const replay = await shop.post(`/api/loginGame?token=${twice}`, undefined)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: 'Ce lien de connexion est invalide ou a expiré. Rouvrez la boutique en jeu (F2).' })
    expect(await sessionCount()).toBe(sessions)

    // Opened in a browser where Lucas is logged in: refused, Lucas stays Lucas, Emma's token stays usable.
    const foreign = (await handOffLink(emma)).searchParams.get('token')
    const refused = await shop.post(`/api/loginGame?token=${foreign}`, undefined, { authorization: `Bearer ${lucas}` })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error:
        'Ce lien a été créé pour un autre joueur que celui connecté sur ce navigateur. Déconnectez-vous, puis relancez l’action depuis la boutique en jeu (F2).'
    })
    expect(await whoIs(lucas)).toBe('Lucas_Martin')
    expect(await sessionCount()).toBe(sessions)
    const { rows } = await shop.db.query<{ used: boolean }>('select used_at is not null as used from login_tokens where token_hash = $1', [
      hashSecret(foreign ?? '')
    ])
    expect(rows).toEqual([{ used: false }])

    // Read for almost 5 minutes behind the game's "Visit Site" prompt: still good, once; after 5 minutes: expired.
    const slow = (await handOffLink(emma)).searchParams.get('token')
    const late = (await handOffLink(emma)).searchParams.get('token')
    shop.setNow(Date.parse('2026-11-21T10:04:59Z'))
    expect((await shop.post(`/api/loginGame?token=${slow}`, undefined)).status).toBe(200)
    expect((await shop.post(`/api/loginGame?token=${slow}`, undefined)).status).toBe(401)
    const afterSlow = await sessionCount()
    shop.setNow(Date.parse('2026-11-21T10:05:01Z'))
    const expired = await shop.post(`/api/loginGame?token=${late}`, undefined)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ error: 'Ce lien de connexion est invalide ou a expiré. Rouvrez la boutique en jeu (F2).' })
    expect(await sessionCount()).toBe(afterSlow)
    expect(await whoIs(emma)).toBe('Emma_Roux')
  })

  it('the Discord link started with the game’s session comes back to the website, never to the game’s page', async () => {
    const session = await gameSession()
    const response = await shop.post(
      '/api/linkDiscord/start',
      { previousPage: '/abonnements' },
      { origin: NUI, authorization: `Bearer ${session}` }
    )
    expect(response.status).toBe(200)
    const { authorizeUrl } = (await response.json()) as { authorizeUrl: string }
    expect(new URL(authorizeUrl).searchParams.get('redirect_uri')).toBe('https://boutique.example.fr/discordAuth')
  })

  it('a foreign site cannot mint a link with the player’s cookie', async () => {
    const login = await shop.post('/api/login', { username: 'Lucas_Martin', password: 'boutique-demo', remember: false })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const response = await shop.post('/api/websiteLoginToken', {}, { cookie, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})

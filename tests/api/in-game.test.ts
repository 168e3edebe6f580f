import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { gameLoginResponseSchema } from '../../src/contract/account.ts'
import { websiteLoginResponseSchema } from '../../src/contract/website-login.ts'
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
      const preflight = await shop.app.request('/api/config', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } })
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
    const preflight = await shop.app.request('/api/loginGame', { method: 'OPTIONS', headers: { origin: other, 'access-control-request-method': 'POST' } })
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
    const response = await shop.post('/api/websiteLoginToken', {}, { origin: NUI, authorization: `Bearer ${session}`, gameServer: 'legacy' })
    expect(response.status).toBe(200)
    const { url } = websiteLoginResponseSchema.parse(await response.json())
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe('https://boutique.example.fr/loginGame')
    const token = link.searchParams.get('token') ?? ''
    const { rows } = await shop.db.query<{ server_name: string }>('select server_name from login_tokens where token_hash = $1', [hashSecret(token)])
    expect(rows[0]?.server_name).toBe('legacy')
    const website = await shop.post(`/api/loginGame?token=${token}`, undefined)
    expect(((await website.json()) as { account: { username: string } }).account.username).toBe('Emma_Roux')
    expect((await shop.post(`/api/loginGame?token=${token}`, undefined)).status).toBe(401)
  })

  it('a foreign site cannot mint a link with the player’s cookie', async () => {
    const login = await shop.post('/api/login', { username: 'Lucas_Martin', password: 'boutique-demo', remember: false })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const response = await shop.post('/api/websiteLoginToken', {}, { cookie, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})

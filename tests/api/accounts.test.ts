import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { accountResponseSchema, charactersResponseSchema, gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import type { Database } from '../../web/db/database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const SERVER_KEY = 'k'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

function sessionCookie(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0] ?? ''
}

async function sessionsCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from sessions')
  return rows[0]?.count ?? 0
}

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let shop: TestApp

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
  })
  afterEach(() => shop.db.close())

  const login = (username: string, password: string, remember: unknown = false, headers: Record<string, string> = {}) =>
    shop.post('/api/login', { username, password, remember }, headers)

  it('logs in with username and password: HttpOnly cookie, account data, whoAmI, logout', async () => {
    const response = await login('lucas_martin', DEMO_PASSWORD)
    expect(response.status).toBe(200)
    const { account } = accountResponseSchema.parse(await response.json())
    expect(account).toMatchObject({ username: 'Lucas_Martin', shopTokens: 25_000, group: 'user' })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^boutique_session=[\w-]{40,};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Expires')

    const cookie = sessionCookie(response)
    const whoAmI = await shop.get('/api/whoAmI', { cookie })
    expect(accountResponseSchema.parse(await whoAmI.json()).account.id).toBe(account.id)

    const logout = await shop.post('/api/logout', {}, { cookie })
    expect(await logout.json()).toEqual({ logoutSuccess: true })
    expect((await shop.get('/api/whoAmI', { cookie })).status).toBe(401)
  })

  it('remember me makes a lasting, Secure SameSite=None cookie over HTTPS', async () => {
    const https = createTestApp(shop.db, { publicUrl: 'https://boutique.example.fr' })
    const response = await https.post('/api/login', { username: 'Emma_Roux', password: DEMO_PASSWORD, remember: 'true' })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toContain('Secure')
    expect(setCookie).toContain('SameSite=None')
    expect(setCookie).toMatch(/Expires=/)
  })

  it('gives a new session id at every login and stores only its hash', async () => {
    const first = sessionCookie(await login('Lucas_Martin', DEMO_PASSWORD))
    const second = sessionCookie(await login('Lucas_Martin', DEMO_PASSWORD, false, { cookie: first }))
    expect(second).not.toBe(first)
    expect((await shop.get('/api/whoAmI', { cookie: first })).status).toBe(401)
    const id = second.split('=')[1] ?? ''
    const { rows } = await shop.db.query<{ id_hash: string }>('select id_hash from sessions')
    expect(rows.map((row) => row.id_hash)).not.toContain(id)
  })

  it('refuses a wrong password or an unknown user with the same clear error, and no session', async () => {
    for (const [username, password] of [
      ['Lucas_Martin', 'mauvais-mot'],
      ['Personne', DEMO_PASSWORD]
    ] as const) {
      const response = await login(username, password)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Identifiant ou mot de passe incorrect.' })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(await sessionsCount(shop.db)).toBe(0)
  })

  it('refuses malformed logins with 400', async () => {
    for (const body of [
      {},
      { username: 'a', password: 'xx' },
      { username: 'Lucas', password: 'p'.repeat(41) },
      { username: 3, password: 4 }
    ]) {
      expect((await shop.post('/api/login', body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await shop.post('/api/login', 'pas du json', { 'content-type': 'application/json' })).status).toBe(400)
  })

  it('blocks a username after more than 4 failures for 5 minutes, then lets it try again', async () => {
    const start = Date.parse('2026-11-21T10:00:00Z')
    shop.setNow(start)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('Emma_Roux', 'mauvais')).status).toBe(401)
    const blocked = await login('Emma_Roux', DEMO_PASSWORD)
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'Trop de tentatives. Réessayez dans 05:00.' })
    shop.setNow(start + 4 * 60_000)
    expect(await (await login('Emma_Roux', DEMO_PASSWORD)).json()).toEqual({ error: 'Trop de tentatives. Réessayez dans 01:00.' })
    shop.setNow(start + 5 * 60_000 + 1)
    expect((await login('Emma_Roux', DEMO_PASSWORD)).status).toBe(200)
  })

  it('refuses a state-changing call from a foreign Origin', async () => {
    const response = await login('Lucas_Martin', DEMO_PASSWORD, false, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await sessionsCount(shop.db)).toBe(0)
    expect((await login('Lucas_Martin', DEMO_PASSWORD, false, { origin: 'http://localhost' })).status).toBe(200)
    expect((await login('Lucas_Martin', DEMO_PASSWORD, false, { origin: 'https://cfx-nui-boutique' })).status).toBe(200)
  })

  it('lists the characters of the server in the gameServer header', async () => {
    const cookie = sessionCookie(await login('Lucas_Martin', DEMO_PASSWORD))
    const main = charactersResponseSchema.parse(await (await shop.get('/api/getCharacters', { cookie, gameServer: 'main' })).json())
    expect(main.map((character) => `${character.firstname} ${character.lastname}`)).toEqual(['Lucas Martin', 'Sofia Martin'])
    const legacy = charactersResponseSchema.parse(await (await shop.get('/api/getCharacters', { cookie, gameServer: 'legacy' })).json())
    expect(legacy).toHaveLength(1)
    expect(legacy[0]).toMatchObject({ serverName: 'legacy', height: 180 })
    expect((await shop.get('/api/getCharacters', { cookie, gameServer: 'ailleurs' })).status).toBe(400)
    expect((await shop.get('/api/getCharacters', { gameServer: 'main' })).status).toBe(401)
  })

  it('a player from the game sets a website password, then changes it with the current one', async () => {
    await shop.app.request('/api/server/players/fivem:777', {
      method: 'PUT',
      body: JSON.stringify({ name: 'Nouveau Joueur', serverName: 'main' }),
      headers: { 'content-type': 'application/json', ...asServer }
    })
    const { token } = (await (await shop.post('/api/server/players/fivem:777/login-token', { serverName: 'main' }, asServer)).json()) as {
      token: string
    }
    const { sessionToken } = gameLoginResponseSchema.parse(await (await shop.post(`/api/loginGame?token=${token}`, undefined)).json())
    const asPlayer = { authorization: `Bearer ${sessionToken}` }
    expect((await shop.post('/api/password', { newPassword: 'court' }, asPlayer)).status).toBe(400)
    expect((await shop.post('/api/password', { newPassword: 'mon-mot-de-passe' })).status).toBe(401)
    expect(await (await shop.post('/api/password', { newPassword: 'mon-mot-de-passe' }, asPlayer)).json()).toEqual({
      message: 'Votre mot de passe a été enregistré.'
    })
    const website = sessionCookie(await login('Nouveau_Joueur', 'mon-mot-de-passe'))
    expect(website).toMatch(/^boutique_session=/)

    const wrong = await shop.post('/api/password', { currentPassword: 'pas-le-bon', newPassword: 'encore-un-autre' }, asPlayer)
    expect(wrong.status).toBe(403)
    const changed = await shop.post('/api/password', { currentPassword: 'mon-mot-de-passe', newPassword: 'encore-un-autre' }, asPlayer)
    expect(changed.status).toBe(200)
    expect((await shop.get('/api/whoAmI', { cookie: website })).status).toBe(401)
    expect((await shop.get('/api/whoAmI', asPlayer)).status).toBe(200)
    expect((await login('Nouveau_Joueur', 'encore-un-autre')).status).toBe(200)
  })

  describe('from the game', () => {
    const upsert = (identifier: string, body: unknown, headers = asServer) =>
      shop.app.request(`/api/server/players/${identifier}`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers }
      })
    const mintToken = (identifier: string) => shop.post(`/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)

    it('needs the server key', async () => {
      for (const headers of [{}, { authorization: 'Bearer faux' }, { authorization: `Bearer ${SERVER_KEY}x` }]) {
        expect((await upsert('fivem:42', { name: 'X', serverName: 'main' }, headers as typeof asServer)).status).toBe(401)
      }
      const keyless = createTestApp(shop.db, { serverKey: undefined })
      expect((await keyless.post('/api/server/players/fivem:42/login-token', { serverName: 'main' })).status).toBe(503)
    })

    it('creates a player with characters, updates them, and refuses a character of another player', async () => {
      const first = await upsert('license:abc123', {
        name: 'Lucas Martin',
        serverName: 'main',
        characters: [{ id: 7, firstname: 'Tom', lastname: 'Bay', dob: '01/02/2000', pob: 'LS', height: 175 }]
      })
      expect(await first.json()).toMatchObject({ username: 'Lucas_Martin2' })
      const again = await upsert('license:abc123', { name: 'Lucas Martin', serverName: 'main', characters: [] })
      expect(again.status).toBe(200)
      const taken = await upsert('fivem:100002', {
        name: 'Emma',
        serverName: 'main',
        characters: [{ id: 'char-1001', firstname: 'X', lastname: 'Y', dob: '1', pob: '', height: 170 }]
      })
      expect(taken.status).toBe(409)
      expect((await upsert('steam:123', { name: 'X', serverName: 'main' })).status).toBe(400)
      expect((await upsert('fivem:9', { name: 'X', serverName: 'inconnu' })).status).toBe(400)
    })

    it('a game token logs in once, within 60 s, and gives the framed bundle its session', async () => {
      const { token, expiresAt } = (await (await mintToken('fivem:100001')).json()) as { token: string; expiresAt: string }
      expect(Date.parse(expiresAt)).toBe(Date.parse('2026-11-21T10:01:00Z'))
      const { rows } = await shop.db.query<{ token_hash: string }>('select token_hash from login_tokens')
      expect(rows.map((row) => row.token_hash)).not.toContain(token)

      const response = await shop.post(`/api/loginGame?token=${token}`, undefined)
      const body = gameLoginResponseSchema.parse(await response.json())
      expect(body.account.username).toBe('Lucas_Martin')
      expect((await shop.get('/api/whoAmI', { authorization: `Bearer ${body.sessionToken}` })).status).toBe(200)

      const replay = await shop.post(`/api/loginGame?token=${token}`, undefined)
      expect(replay.status).toBe(401)
      expect(await replay.json()).toEqual({ error: 'Ce lien de connexion est invalide ou a expiré. Rouvrez la boutique en jeu (F2).' })

      const late = (await (await mintToken('fivem:100001')).json()) as { token: string }
      shop.setNow(Date.parse('2026-11-21T10:01:01Z'))
      expect((await shop.post(`/api/loginGame?token=${late.token}`, undefined)).status).toBe(401)
      expect((await shop.post('/api/loginGame?token=court', undefined)).status).toBe(400)
      expect((await mintToken('fivem:999')).status).toBe(404)
    })

    it('credits Unions with a ledger row, once per reference', async () => {
      const credit = (amount: unknown, reference?: string) =>
        shop.post('/api/server/players/fivem:100002/credit', { amount, reason: 'Récompense événement', reference }, asServer)
      expect(await (await credit(500, 'event-1')).json()).toEqual({ shopTokens: 2_000 })
      const retries = await Promise.all([credit(500, 'event-1'), credit(500, 'event-1')])
      for (const retry of retries) expect(await retry.json()).toEqual({ shopTokens: 2_000 })
      for (const bad of [0, -5, 1.5, '10', 2_000_000]) expect((await credit(bad)).status, String(bad)).toBe(400)
      const { rows } = await shop.db.query<{ sum: number; balance: number }>(
        `select (select sum(delta)::int from ledger where account_id = a.id) as sum, a.shop_tokens as balance
           from accounts a where a.username = 'Emma_Roux'`
      )
      expect(rows[0]?.sum).toBe(rows[0]?.balance)
    })
  })
})

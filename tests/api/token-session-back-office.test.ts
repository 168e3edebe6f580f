import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callHost } from '../support/host-players.ts'
import { gamePlayer, passwordSession, sessionFromToken, startLiveShop, tokenSession, type LiveShop } from '../support/live-shop.ts'
import { DATABASE_KINDS } from '../support/test-databases.ts'

// Needs the built host and CLI: node build.mjs --quiet
const ALICE_PASSWORD = 'alice-vrai-mot-de-passe'
const credit = { delta: 1_000_000, reason: 'Crédit par jeton', idempotencyKey: 'attack-key-0001' }

describe.each(DATABASE_KINDS)(
  'the built host over TCP (%s): a session made with the server key alone has no back-office rights',
  (kind) => {
    let shop: LiveShop
    let emmaId: number

    beforeAll(async () => {
      shop = await startLiveShop(kind)
      await gamePlayer(shop, 'fivem:1', 'Alice_Admin')
      await gamePlayer(shop, 'fivem:3', 'Bob_Admin')
      emmaId = await gamePlayer(shop, 'fivem:2', 'Emma_Roux')
      // Alice chose her password in game, as a player, before she was made admin.
      const asPlayer = await tokenSession(shop, 'fivem:1')
      expect((await callHost(shop.host.url, 'POST', '/api/password', { newPassword: ALICE_PASSWORD }, asPlayer)).status).toBe(200)
      expect((await shop.grant('Alice_Admin', 'admin')).code).toBe(0)
      expect((await shop.grant('Bob_Admin', 'admin')).code).toBe(0)
    }, 180_000)
    afterAll(() => shop?.stop())

    const post = (path: string, body: unknown, headers: Record<string, string>) => callHost(shop.host.url, 'POST', path, body, headers)

    async function expectNoRights(session: Record<string, string>): Promise<void> {
      const balance = await post(`/api/admin/players/${emmaId}/balance`, credit, session)
      expect(balance.status).toBe(401)
      expect(await balance.json()).toEqual({ error: expect.stringContaining('saisissez votre mot de passe'), reauth: true })
      expect((await post('/api/admin/staff/role', { username: 'Emma_Roux', role: 'admin' }, session)).status).toBe(401)
      expect((await callHost(shop.host.url, 'GET', '/api/admin/staff', undefined, session)).status).toBe(401)
      const view = await callHost(shop.host.url, 'GET', '/api/admin/session', undefined, session)
      expect(await view.json()).toMatchObject({ username: expect.any(String), idle: true, reauthUntil: 0 })
    }

    it('a game-token session for an admin: crediting Unions and granting admin are refused (401, password asked)', async () => {
      await expectNoRights(await tokenSession(shop, 'fivem:1'))
    })

    it('a hand-off link made from that session logs a browser in with no back-office rights either', async () => {
      const inGame = await tokenSession(shop, 'fivem:1')
      const link = await post('/api/websiteLoginToken', {}, inGame)
      const token = new URL(((await link.json()) as { url: string }).url).searchParams.get('token') ?? ''
      await expectNoRights(await sessionFromToken(shop, token))
    })

    it('an admin without a password: no first password from a token session, so no re-entry either', async () => {
      const session = await tokenSession(shop, 'fivem:3')
      const first = await post('/api/password', { newPassword: 'choisi-par-un-intrus' }, session)
      expect(first.status).toBe(403)
      expect(((await first.json()) as { error: string }).error).toContain('connectez-vous par le forum')
      expect((await post('/api/admin/reauth', { password: 'choisi-par-un-intrus' }, session)).status).toBe(403)
      expect(
        (await callHost(shop.host.url, 'POST', '/api/login', { username: 'Bob_Admin', password: 'choisi-par-un-intrus' })).status
      ).toBe(401)
      await expectNoRights(session)
    })

    it('nothing changed: no Unions, no role, no staff action but the two grants; the password then opens the same rights', async () => {
      const admin = await passwordSession(shop, 'Alice_Admin', ALICE_PASSWORD)
      const detail = (await (await callHost(shop.host.url, 'GET', `/api/admin/players/${emmaId}`, undefined, admin)).json()) as {
        player: { balance: number }
      }
      expect(detail.player.balance).toBe(0)
      const staff = (await (await callHost(shop.host.url, 'GET', '/api/admin/staff', undefined, admin)).json()) as {
        members: { username: string }[]
      }
      expect(staff.members.map((member) => member.username).sort()).toEqual(['Alice_Admin', 'Bob_Admin'])
      const audit = (await (await callHost(shop.host.url, 'GET', '/api/admin/actions', undefined, admin)).json()) as { total: number }
      expect(audit.total).toBe(2)
      // The same calls with a password checked on this session: the routes and bodies above were right.
      expect((await post(`/api/admin/players/${emmaId}/balance`, { ...credit, delta: 10 }, admin)).status).toBe(200)
      // A token session after that still has no rights: the proof is the session's, not the account's.
      await expectNoRights(await tokenSession(shop, 'fivem:1'))
    })
  }
)

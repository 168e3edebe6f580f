import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { playerDetailSchema, playerSearchResultSchema, ledgerPageSchema } from '../../src/core/contract/back-office-players.ts'
import { MONEY_ACTIONS, staffActionPageSchema } from '../../src/core/contract/back-office.ts'
import { deliveriesResponseSchema } from '../../src/core/contract/game-server.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { ledgerMismatches, logIn, type ShopPlayer } from '../support/shop-player.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'

const SERVER_KEY = 's'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const START = Date.parse('2026-11-21T10:00:00Z')
const LUCAS_ON_SOFIA = { identifiers: ['fivem:100001'], characters: ['char-1002'], activeCharacter: 'char-1002' }

describe('back-office players: find, read, and act on a player', () => {
  let shop: TestApp
  let lucas: ShopPlayer
  let admin: Record<string, string>
  let lucasId: number
  let keys = 0
  const key = () => `form-key-${++keys}-${'x'.repeat(8)}`

  beforeAll(async () => {
    shop = createTestApp(await freshDatabase('pglite'), { serverKey: SERVER_KEY, deliveryMaxFailures: 2 })
    lucas = await logIn(shop, 'Lucas_Martin')
    admin = await loggedIn(shop.db, await accountWithRole(shop.db, 'Noe_Admin', 'admin', 3, new Date(START)), new Date(START))
  })
  afterAll(() => shop.db.close())

  const adminPost = (path: string, body: unknown) => shop.post(`/api/admin${path}`, body, admin)
  async function detail() {
    return playerDetailSchema.parse(await (await shop.get(`/api/admin/players/${lucasId}`, admin)).json())
  }
  async function claim(players = [LUCAS_ON_SOFIA]) {
    const response = await shop.post('/api/server/deliveries/claim', { serverName: 'main', players }, asServer)
    return deliveriesResponseSchema.parse(await response.json()).deliveries
  }
  const fail = (id: number) =>
    shop.post(`/api/server/deliveries/${id}/failure`, { unit: 1, grant: 0, reason: 'error', error: 'garage plein' }, asServer)

  it('finds the player by a character name, a game identifier, a username', async () => {
    const search = async (q: string) =>
      playerSearchResultSchema.parse(await (await shop.get(`/api/admin/players?q=${encodeURIComponent(q)}`, admin)).json()).players
    const byCharacter = await search('sofia mar')
    expect(byCharacter.map((player) => [player.username, player.matched])).toEqual([['Lucas_Martin', 'Sofia Martin (main)']])
    lucasId = byCharacter[0]?.id ?? 0
    expect((await search('fivem:100001')).map((player) => player.username)).toEqual(['Lucas_Martin'])
    expect((await search('lucas_m')).map((player) => player.id)).toEqual([lucasId])
    expect((await search('personne_de_ce_nom')).length).toBe(0)
    expect((await shop.get('/api/admin/players?q=a', admin)).status).toBe(400)
  })

  it('shows a delivery waiting for its offline player, then failed twice for them online, re-queues it once, and sees it delivered', async () => {
    shop.setNow(START)
    const sofia = (await lucas.characters()).find((character) => character.firstname === 'Sofia')
    expect((await lucas.buy({ characterDbId: sofia?.id, products: { '303': { amount: 1, isFromDailyShop: false } } })).status).toBe(200)
    expect(await claim([])).toEqual([])
    expect((await detail()).deliveries[0]).toMatchObject({
      state: 'waiting_player',
      attempts: 0,
      failures: 0,
      canRequeue: false,
      canCancel: true
    })
    // Online now: claimed, and the game server says the grant failed, twice (the second try after its 30 s delay).
    for (const attempt of [1, 2]) {
      shop.setNow(START + (attempt - 1) * 30_000)
      const [delivery] = await claim()
      expect(delivery?.attempts).toBe(attempt)
      expect((await fail(delivery?.id ?? 0)).status).toBe(200)
    }
    const failed = (await detail()).deliveries[0]
    expect(failed).toMatchObject({
      label: 'Dinka Blista',
      status: 'pending',
      state: 'review',
      canRequeue: true,
      canCancel: true,
      attempts: 2,
      failures: 2,
      lastError: 'unité 1, don 1 : garage plein',
      character: 'Sofia Martin',
      serverName: 'main'
    })

    const requeue = { reason: 'Le joueur n’a rien reçu', idempotencyKey: key() }
    expect((await adminPost(`/deliveries/${failed?.id}/requeue`, requeue)).status).toBe(200)
    // The same form sent again (double click): answered the same, done once.
    expect((await adminPost(`/deliveries/${failed?.id}/requeue`, requeue)).status).toBe(200)
    expect((await detail()).deliveries[0]).toMatchObject({ status: 'pending', state: 'in_progress', failures: 0 })
    const [again] = await claim()
    expect(again?.attempts).toBe(3)
    expect((await shop.post(`/api/server/deliveries/${again?.id}/grants`, { unit: 1, grant: 0 }, asServer)).status).toBe(200)
    expect((await detail()).deliveries[0]).toMatchObject({
      status: 'delivered',
      state: 'delivered',
      granted: 1,
      grantsTotal: 1,
      canRequeue: false,
      canCancel: false
    })
    expect((await adminPost(`/deliveries/${failed?.id}/cancel`, { reason: 'Déjà livrée', idempotencyKey: key() })).status).toBe(409)
  })

  it('credits 500 Unions once per form, refuses a debit below zero, and writes every step to the audit', async () => {
    const before = (await detail()).player.balance
    const credit = { delta: 500, reason: 'Geste commercial après panne', idempotencyKey: key() }
    const [first, second] = await Promise.all([
      adminPost(`/players/${lucasId}/balance`, credit),
      adminPost(`/players/${lucasId}/balance`, credit)
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await second.json()).toEqual(await first.json())
    const page = await detail()
    expect(page.player.balance).toBe(before + 500)
    const ledger = ledgerPageSchema.parse(await (await shop.get(`/api/admin/players/${lucasId}/ledger?page=1`, admin)).json())
    expect(ledger.entries[0]).toMatchObject({ delta: 500, reason: 'Crédit par l’équipe : Geste commercial après panne' })
    const debit = await adminPost(`/players/${lucasId}/balance`, {
      delta: -(before + 501),
      reason: 'Erreur de saisie',
      idempotencyKey: key()
    })
    expect(debit.status).toBe(409)
    expect(((await debit.json()) as { error: string }).error).toMatch(/sous zéro/)
    expect(await ledgerMismatches(shop.db)).toEqual([])

    const audit = await shop.db.query<{ action: string; target: string }>('select action, target from staff_actions order by id')
    expect(audit.rows).toEqual([
      { action: 'delivery.requeue', target: 'account:Lucas_Martin' },
      { action: 'balance.credit', target: 'account:Lucas_Martin' }
    ])
  })

  it('blocks purchases with a French refusal, unblocks them, and ends the player’s sessions', async () => {
    const buy = () => lucas.buy({ characterDbId: 1, products: { '201': { amount: 1, isFromDailyShop: false } } })
    expect(
      (await adminPost(`/players/${lucasId}/purchases-block`, { blocked: true, reason: 'Fraude suspectée', idempotencyKey: key() })).status
    ).toBe(200)
    expect((await detail()).player.purchasesBlockedReason).toBe('Fraude suspectée')
    const refused = await buy()
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Vos achats sont suspendus par l’équipe. Contactez-nous pour en savoir plus.'
    )
    expect(
      (await adminPost(`/players/${lucasId}/purchases-block`, { blocked: false, reason: 'Vérifié', idempotencyKey: key() })).status
    ).toBe(200)
    expect((await buy()).status).not.toBe(403)

    expect((await detail()).sessions.length).toBe(1)
    expect((await adminPost(`/players/${lucasId}/sessions/end`, { reason: 'Compte partagé', idempotencyKey: key() })).status).toBe(200)
    expect((await detail()).sessions).toEqual([])
    expect((await shop.get('/api/getCharacters', { cookie: lucas.cookie, gameServer: 'main' })).status).toBe(401)
  })

  it('lists the ledger and the staff journal newest first by number, never as text (… 100, 99 … 96, not 99 … 96, 103 …)', async () => {
    await shop.db.query(`select setval(pg_get_serial_sequence('ledger', 'id'), 95)`)
    for (let n = 1; n <= 8; n += 1) {
      const credit = { amount: 1, reason: `Tri ${n}`, reference: `tri-${n}` }
      expect((await shop.post('/api/server/players/fivem:100001/credit', credit, asServer)).status).toBe(200)
    }
    const ledger = ledgerPageSchema.parse(await (await shop.get(`/api/admin/players/${lucasId}/ledger?page=1`, admin)).json())
    expect(ledger.entries.slice(0, 8).map((entry) => entry.reason)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Tri ${n}`))
    const ids = ledger.entries.map((entry) => Number(entry.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    // Actions written in the same instant: the id decides, as a number.
    await shop.db.query(`select setval(pg_get_serial_sequence('staff_actions', 'id'), 95)`)
    const at = new Date(START + 86_400_000)
    for (let n = 1; n <= 8; n += 1) {
      await shop.db.query(`insert into staff_actions (actor, action, target, at) values ('Noe_Admin', 'test.sort', $1, $2)`, [
        `tri:${n}`,
        at
      ])
    }
    const journal = (await (await shop.get('/api/admin/actions?action=test.sort&page=1', admin)).json()) as {
      actions: { target: string }[]
    }
    expect(journal.actions.map((action) => action.target)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((n) => `tri:${n}`))
  })

  it('filters the staff journal to money actions: credits and debits, not blocks or sessions', async () => {
    const read = async (query: string) =>
      staffActionPageSchema.parse(await (await shop.get(`/api/admin/actions?${query}`, admin)).json()).actions.map((entry) => entry.action)
    const everything = await read('page=1')
    expect(everything).toEqual(expect.arrayContaining(['balance.credit', 'purchases.block', 'sessions.end']))
    const money = await read('only=money&page=1')
    expect(money).toContain('balance.credit')
    expect(money.every((action) => (MONEY_ACTIONS as readonly string[]).includes(action))).toBe(true)
    expect(money.length).toBe(everything.filter((action) => (MONEY_ACTIONS as readonly string[]).includes(action)).length)
    expect((await shop.get('/api/admin/actions?only=tout', admin)).status).toBe(400)
  })
})

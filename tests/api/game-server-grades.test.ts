import { randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { upsertPlayerResponseSchema, type PlayerGrade } from '../../src/core/contract/game-server.ts'
import { BOUTIQUE_ACES, FakeAcl } from '../support/fake-fivem-acl.ts'
import { startFakeGameServer, type FakePlayer } from '../support/fake-game-server.ts'
import { paymentEvent } from '../support/tebex-events.ts'
import { signedTebexRequest, tebexFixture, type TebexEvent } from '../support/tebex-fixtures.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { waitFor } from '../support/wait-for.ts'

const SHOP = 'https://boutique.example.fr'
const SERVER_KEY = 'k'.repeat(40)
const GRADE_VIP = 6000001
const GRADE_MVP = 6000003
const DAY = 86_400_000
const START = Date.parse('2026-11-21T10:00:00Z')
const LUCAS: FakePlayer = { source: '7', identifiers: ['license:abc123', 'fivem:100001'], name: 'Lucas_Martin' }
const EMMA: FakePlayer = { source: '9', identifiers: ['license:def456', 'fivem:100002'], name: 'Emma_Roux' }
const VIP: PlayerGrade = { tier: 1, rank: 'vip' }
const MVP: PlayerGrade = { tier: 3, rank: 'mvp' }
/** What the server.cfg gives these players on its own: no Grade may touch it. */
const SERVER_CFG = [
  'add_principal identifier.fivem:100001 group.admin',
  'add_principal identifier.license:abc123 group.vip',
  'add_principal identifier.fivem:100002 group.moderator'
]
const CFG_PARENTS = { 'identifier.fivem:100001': ['group.admin'], 'identifier.fivem:100002': ['group.moderator'] }

/** A recurring-payment.* sample of tests/fixtures/tebex for this account, package, period payment and period end. */
function recurring(name: string, accountId: number, payment: string, paidUntil: number, packageId: number): TebexEvent {
  return tebexFixture(name, (event) => {
    event.id = randomUUID()
    const subject = event.subject as Record<string, unknown> & Record<'initial_payment' | 'last_payment', Record<string, unknown>>
    subject.reference = `tbx-r-${accountId}-${packageId}`
    subject.next_payment_at = new Date(paidUntil).toISOString()
    for (const paid of [subject.initial_payment, subject.last_payment]) {
      paid.custom = { accountId }
      paid.products = (paid.products as Record<string, unknown>[]).map((product) => ({ ...product, id: packageId }))
    }
    subject.last_payment.transaction_id = payment
  })
}

describe.each(DATABASE_KINDS)('Grades applied at every join, the shop being their source, on %s', (kind) => {
  let shop: TestApp
  let acl: FakeAcl
  let game: ReturnType<typeof startFakeGameServer>
  let accounts: Record<'lucas' | 'emma', number>

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
    const { rows } = await shop.db.query<{ id: number; username: string }>(
      `select id, username from accounts where username in ('Lucas_Martin', 'Emma_Roux')`
    )
    const idOf = (name: string) => rows.find((row) => row.username === name)?.id ?? 0
    accounts = { lucas: idOf('Lucas_Martin'), emma: idOf('Emma_Roux') }
    acl = new FakeAcl()
    acl.config(...BOUTIQUE_ACES, ...SERVER_CFG)
    // The resource's calls go to the shop's own routes (in-process), server key and all.
    const fetch: typeof globalThis.fetch = (input, init) => Promise.resolve(shop.app.request(String(input).slice(SHOP.length), init))
    const convars = { boutique_shop_url: SHOP, boutique_server_name: 'main', boutique_server_key: SERVER_KEY }
    game = startFakeGameServer({ fetch, players: [LUCAS, EMMA], convars, acl })
  })
  afterEach(() => shop.db.close())

  async function webhook(event: object): Promise<void> {
    const { body, headers } = signedTebexRequest(JSON.stringify(event))
    expect((await shop.post('/api/webhooks/tebex', body, headers)).status).toBe(200)
  }

  /** The player joins (again): what the state bag, getGrade and the ACL say once the shop answered. */
  async function joins(player: FakePlayer) {
    game.join(player.source)
    await waitFor(() => game.state(player.source, 'boutiqueGrade') !== undefined, `${player.name}'s Grade from the shop`)
    const principal = `identifier.${player.identifiers[1] ?? ''}`
    return {
      state: game.state(player.source, 'boutiqueGrade'),
      getGrade: game.call('getGrade', Number(player.source)),
      groups: acl.parentsOf(principal)
    }
  }

  it('answers the current Grade in PUT /api/server/players/:identifier (null without one)', async () => {
    const put = (identifier: string) =>
      shop.app.request(`/api/server/players/${identifier}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lucas', serverName: 'main' })
      })
    expect(upsertPlayerResponseSchema.parse(await (await put('fivem:100001')).json())).toMatchObject({ grade: null })
    await webhook(recurring('recurring-started', accounts.lucas, 'tbx-g-1', START + 30 * DAY, GRADE_MVP))
    expect(upsertPlayerResponseSchema.parse(await (await put('fivem:100001')).json())).toMatchObject({ grade: MVP })
    // A staff rank stays on the badge; the game still hears of the Grade paid for.
    await shop.db.query(`update accounts set rank = 'staff' where id = $1`, [accounts.lucas])
    expect(await (await put('fivem:100001')).json()).toMatchObject({ grade: MVP })
    expect(await (await put('fivem:999999')).json()).toMatchObject({ grade: null })
  })

  it('bought and renewed while offline: at the next join the Grade is there, one group, nothing else touched', async () => {
    expect(await joins(LUCAS)).toEqual({ state: { value: null, replicated: true }, getGrade: null, groups: ['group.admin'] })
    game.drop(LUCAS.source)
    await webhook(recurring('recurring-started', accounts.lucas, 'tbx-b-1', START + 30 * DAY, GRADE_VIP))
    expect(await joins(LUCAS)).toEqual({ state: { value: VIP, replicated: true }, getGrade: VIP, groups: ['group.admin', 'group.vip'] })
    // The Grade's own delivery, claimed after the join, says the same: granted, acknowledged, no second group.
    expect(await game.script.runDeliveries()).toHaveLength(1)
    game.drop(LUCAS.source)
    shop.setNow(START + 30 * DAY)
    await webhook(recurring('recurring-renewed', accounts.lucas, 'tbx-b-2', START + 60 * DAY, GRADE_VIP))
    expect(await joins(LUCAS)).toEqual({ state: { value: VIP, replicated: true }, getGrade: VIP, groups: ['group.admin', 'group.vip'] })
    expect(acl.parentsOf('identifier.license:abc123')).toEqual(['group.vip'])
    // Each join tells other resources the Grade of this session, from nothing.
    expect(game.gradeEvents()).toEqual([
      [7, VIP, null],
      [7, VIP, null]
    ])
    expect(acl.console).toEqual([])
  })

  it('downgraded while offline (the higher subscription ended): at the next join, the lower Grade and only its group', async () => {
    const once = paymentEvent('payment.completed', 'tbx-once-1', [{ id: GRADE_VIP }], { accountId: accounts.lucas })
    await webhook(once)
    await webhook(recurring('recurring-started', accounts.lucas, 'tbx-d-1', START + 30 * DAY, GRADE_MVP))
    expect((await joins(LUCAS)).groups).toEqual(['group.admin', 'group.mvp'])
    game.drop(LUCAS.source)
    shop.setNow(START + 31 * DAY)
    await webhook(recurring('recurring-ended', accounts.lucas, 'tbx-d-1', START + 30 * DAY, GRADE_MVP))
    expect(await joins(LUCAS)).toEqual({ state: { value: VIP, replicated: true }, getGrade: VIP, groups: ['group.admin', 'group.vip'] })
    expect(game.gradeEvents()).toEqual([
      [7, MVP, null],
      [7, VIP, null]
    ])
    // The revocation that was waiting for the player then says the same thing: nothing changes.
    await game.script.runDeliveries()
    expect(acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin', 'group.vip'])
    expect(acl.parentsOf('identifier.license:abc123')).toEqual(['group.vip'])
  })

  it('refunded while offline: at the next join no Grade, no Boutique group, the server.cfg’s groups intact', async () => {
    const started = recurring('recurring-started', accounts.emma, 'tbx-r-1', START + 30 * DAY, GRADE_MVP)
    await webhook(started)
    expect(await joins(EMMA)).toMatchObject({ getGrade: MVP, groups: ['group.moderator', 'group.mvp'] })
    await game.script.runDeliveries()
    game.drop(EMMA.source)
    const lastPayment = (started.subject as { last_payment: Record<string, unknown> }).last_payment
    await webhook({
      id: randomUUID(),
      type: 'payment.refunded',
      date: '2026-11-22T10:00:00+00:00',
      subject: { ...lastPayment, status: { id: 2, description: 'Refund' } }
    })
    expect(await joins(EMMA)).toEqual({ state: { value: null, replicated: true }, getGrade: null, groups: ['group.moderator'] })
    await game.script.runDeliveries()
    const parents = Object.fromEntries(Object.keys(CFG_PARENTS).map((principal) => [principal, acl.parentsOf(principal)]))
    expect(parents).toEqual(CFG_PARENTS)
    // Joining without a Grade is no change for this session; the revocation then finds nothing to change.
    expect(game.gradeEvents()).toEqual([[9, MVP, null]])
  })
})

import { describe, expect, it } from 'vitest'

import type { Delivery, PlayerGrade } from '../../src/core/contract/game-server.ts'
import { BOUTIQUE_ACES, FakeAcl } from '../support/fake-fivem-acl.ts'
import { settle, startFakeGameServer, type FakePlayer } from '../support/fake-game-server.ts'

const CONVARS = { boutique_shop_url: 'https://boutique.example.fr', boutique_server_name: 'main', boutique_server_key: 'k'.repeat(40) }
const LUCAS: FakePlayer = { source: '7', identifiers: ['license:abc123', 'fivem:100001'], name: 'Lucas' }
const EMMA: FakePlayer = { source: '9', identifiers: ['license:def456', 'fivem:100002'], name: 'Emma' }
const VIP: PlayerGrade = { tier: 1, rank: 'vip' }
const MVP: PlayerGrade = { tier: 3, rank: 'mvp' }
/** What a server.cfg already holds for Lucas, which no Grade may touch. */
const STAFF_LINES = ['add_principal identifier.fivem:100001 group.admin', 'add_principal identifier.license:abc123 group.vip']

/** The shop's game-server API: each account's Grade as the join answer says it, deliveries as queued. */
function fakeShop(grades: Record<string, PlayerGrade | null | undefined>, claims: Delivery[][] = []) {
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input)).pathname
    if (path.startsWith('/api/server/players/')) {
      const identifier = decodeURIComponent(path.split('/')[4] ?? '')
      const grade = grades[identifier]
      return Response.json({ accountId: 1, username: 'Joueur', ...(grade === undefined ? {} : { grade }) })
    }
    if (path === '/api/server/deliveries/claim')
      return Response.json({ deliveries: claims.shift() ?? [], claimedUntil: '2030-01-01T00:00:00Z' })
    // A Grade delivery is one grant of one unit: its acknowledgement delivers it.
    const what = /^\/api\/server\/deliveries\/\d+\/(\w+)$/.exec(path)?.[1]
    if (what === 'grants') return Response.json({ status: 'delivered', granted: 1, of: 1 })
    if (what === 'failure') return Response.json({ failures: 1, retryAt: null, flagged: false, tellPlayer: false })
    if (what === 'release') return Response.json({ released: true })
    return Response.json({ error: 'Route inconnue' }, { status: 404 })
  }
  return fetch
}

function gradeDelivery(id: number, grant: Record<string, unknown>, kind: Delivery['kind'] = 'grant'): Delivery {
  return {
    id,
    kind,
    orderId: null,
    serverName: 'main',
    identifiers: ['fivem:100001', 'license:abc123'],
    accountId: 1,
    character: null,
    product: { id: 1, name: 'grade_vip', label: 'Grade VIP', category: 'Grades' },
    quantity: 1,
    grants: [{ kind: 'grade', ...grant }],
    attempts: 1,
    createdAt: '2026-11-21T10:00:00.000Z',
    grantedSteps: [],
    revokesDeliveryId: null
  }
}

function aclWith(...lines: string[]): FakeAcl {
  const acl = new FakeAcl()
  acl.config(...lines)
  return acl
}

describe('the resource’s Grades: state bag, ACE group, getGrade, event', () => {
  it('at start without the ACE to change principals, prints exactly the add_ace lines to add; with them, nothing', () => {
    const without = startFakeGameServer({ fetch: fakeShop({}), players: [], convars: CONVARS })
    expect(without.warnings.filter((line) => line.includes('add_ace')).map((line) => line.trim())).toEqual(BOUTIQUE_ACES)
    const granted = startFakeGameServer({ fetch: fakeShop({}), players: [], convars: CONVARS, acl: aclWith(...BOUTIQUE_ACES) })
    expect(granted.warnings.join('\n')).not.toContain('add_ace')
  })

  it('sets a joining player’s Grade from the shop’s answer, and only the Boutique group', async () => {
    const server = startFakeGameServer({
      fetch: fakeShop({ 'fivem:100001': MVP, 'fivem:100002': null }),
      players: [LUCAS, EMMA],
      convars: CONVARS,
      acl: aclWith(...BOUTIQUE_ACES, ...STAFF_LINES)
    })
    server.join(LUCAS.source)
    server.join(EMMA.source)
    await settle()
    expect(server.state('7', 'boutiqueGrade')).toEqual({ value: MVP, replicated: true })
    expect(server.state('9', 'boutiqueGrade')).toEqual({ value: null, replicated: true })
    expect(server.call('getGrade', 7)).toEqual(MVP)
    expect(server.call('getGrade', '9')).toBeNull()
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin', 'group.mvp'])
    expect(server.acl.parentsOf('identifier.license:abc123')).toEqual(['group.vip'])
    expect(server.acl.parentsOf('identifier.fivem:100002')).toEqual([])
    expect(server.acl.allows('player.7', 'group.mvp')).toBe(false)
    expect(server.gradeEvents()).toEqual([[7, MVP, null]])
    expect(server.acl.console).toEqual([])
  })

  it('a Grade delivery and a revocation change the Grade, removing only the previous Boutique group', async () => {
    const server = startFakeGameServer({
      fetch: fakeShop({ 'fivem:100001': VIP }, [
        [gradeDelivery(1, { tier: 3, rank: 'mvp' })],
        [gradeDelivery(2, { tier: 0, rank: 'joueur' }, 'revoke')]
      ]),
      players: [LUCAS],
      convars: CONVARS,
      acl: aclWith(...BOUTIQUE_ACES, ...STAFF_LINES)
    })
    server.join(LUCAS.source)
    await settle()
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin', 'group.vip'])
    expect(await server.script.runDeliveries()).toEqual([1])
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin', 'group.mvp'])
    expect(server.call('getGrade', 7)).toEqual(MVP)
    expect(await server.script.runDeliveries()).toEqual([2])
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin'])
    expect(server.acl.parentsOf('identifier.license:abc123')).toEqual(['group.vip'])
    expect(server.state('7', 'boutiqueGrade')?.value).toBeNull()
    expect(server.gradeEvents()).toEqual([
      [7, VIP, null],
      [7, MVP, VIP],
      [7, null, MVP]
    ])
  })

  it('after a restart, knows the group it gave from its KVP store: a Grade ended meanwhile is removed at the next join', async () => {
    const acl = aclWith(...BOUTIQUE_ACES, ...STAFF_LINES)
    const kvp = new Map<string, string>()
    const grades: Record<string, PlayerGrade | null> = { 'fivem:100001': MVP }
    const before = startFakeGameServer({ fetch: fakeShop(grades), players: [LUCAS], convars: CONVARS, acl, kvp })
    before.join(LUCAS.source)
    await settle()
    before.drop(LUCAS.source)
    grades['fivem:100001'] = null
    const after = startFakeGameServer({ fetch: fakeShop(grades), players: [LUCAS], convars: CONVARS, acl, kvp })
    after.join(LUCAS.source)
    await settle()
    expect(acl.parentsOf('identifier.fivem:100001')).toEqual(['group.admin'])
    expect(after.call('getGrade', 7)).toBeNull()
    expect(kvp.size).toBe(0)
  })

  it('the same Grade told again leaves one group, not copies; an answer without a grade (an older shop) changes nothing', async () => {
    const grades: Record<string, PlayerGrade | undefined> = { 'fivem:100001': VIP }
    const server = startFakeGameServer({ fetch: fakeShop(grades), players: [LUCAS], convars: CONVARS, acl: aclWith(...BOUTIQUE_ACES) })
    for (let join = 0; join < 3; join += 1) {
      server.join(LUCAS.source)
      await settle()
      server.drop(LUCAS.source)
    }
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.vip'])
    grades['fivem:100001'] = undefined
    server.join(LUCAS.source)
    await settle()
    expect(server.acl.parentsOf('identifier.fivem:100001')).toEqual(['group.vip'])
    expect(server.call('getGrade', 7)).toBeNull()
  })

  it('without the ACE lines, a Grade delivery sets the state bag but fails with the lines to add, and is not acknowledged', async () => {
    const server = startFakeGameServer({
      fetch: fakeShop({ 'fivem:100001': null }, [[gradeDelivery(3, { tier: 1, rank: 'vip' })]]),
      players: [LUCAS],
      convars: CONVARS
    })
    server.join(LUCAS.source)
    await settle()
    expect(await server.script.runDeliveries()).toEqual([])
    expect(server.state('7', 'boutiqueGrade')?.value).toEqual(VIP)
    expect(server.acl.inheritances).toEqual([])
    expect(server.warnings.join('\n')).toContain(
      'le groupe group.vip n’a pas pu être mis à jour : ajoutez au server.cfg add_ace resource.boutique command.add_principal allow et add_ace resource.boutique command.remove_principal allow'
    )
  })

  it('refuses a Grade grant whose rank could smuggle a command, and a bridge’s own grade handler replaces the built-in one', async () => {
    const smuggled = gradeDelivery(4, { tier: 1, rank: 'vip; quit' })
    const server = startFakeGameServer({
      fetch: fakeShop({}, [[smuggled], [gradeDelivery(5, { tier: 1, rank: 'vip' })]]),
      players: [LUCAS],
      convars: CONVARS,
      acl: aclWith(...BOUTIQUE_ACES)
    })
    server.join(LUCAS.source)
    await settle()
    expect(await server.script.runDeliveries()).toEqual([])
    expect(server.warnings.join('\n')).toContain('Grade illisible')
    const seen: unknown[] = []
    expect(server.call('registerDeliveryHandler', 'grade', (_source: number, grant: unknown) => seen.push(grant) > 0)).toBe(true)
    expect(await server.script.runDeliveries()).toEqual([5])
    expect(seen).toEqual([{ kind: 'grade', tier: 1, rank: 'vip' }])
    expect(server.acl.inheritances).toEqual([])
  })

  it('takes a join answer whose rank could smuggle a command as unreadable: no command, no state bag', async () => {
    const server = startFakeGameServer({
      fetch: fakeShop({ 'fivem:100001': { tier: 1, rank: 'vip group.admin\nquit' } }),
      players: [LUCAS],
      convars: CONVARS,
      acl: aclWith(...BOUTIQUE_ACES)
    })
    server.join(LUCAS.source)
    await settle()
    expect(server.acl.inheritances).toEqual([])
    expect(server.state('7', 'boutiqueGrade')).toBeUndefined()
    expect(server.warnings.join('\n')).toContain('player 7 not saved in the shop: PUT /players/fivem%3A100001: unreadable answer')
  })
})

describe('the Grade perk the resource gives itself: state aid', () => {
  const holders = (grades: Record<string, PlayerGrade | null>, convars: Record<string, string> = {}) =>
    startFakeGameServer({
      fetch: fakeShop(grades),
      players: [LUCAS, EMMA, { source: '11', identifiers: ['license:aaa111'], name: 'Hugo' }],
      convars: { ...CONVARS, ...convars },
      acl: aclWith(...BOUTIQUE_ACES)
    })

  it('pays each online Grade holder their tier’s amount through the money handler every 30 minutes, nobody else', async () => {
    const server = holders({ 'fivem:100001': MVP, 'fivem:100002': { tier: 5, rank: 'prestige' }, 'license:aaa111': null })
    for (const source of ['7', '9', '11']) server.join(source)
    await settle()
    const paid: [number, unknown, unknown][] = []
    server.call('registerDeliveryHandler', 'money', (source: number, grant: unknown, context: { character: unknown }) => {
      paid.push([source, grant, context.character])
      return true
    })
    const aidTimer = server.timers.find((timer) => timer.ms === 30 * 60_000)
    if (!aidTimer) throw new Error('no 30-minute timer')
    aidTimer.fn()
    await settle()
    expect(paid).toEqual([
      [7, { kind: 'money', amount: 5000 }, null],
      [9, { kind: 'money', amount: 7500 }, null]
    ])
    // The next round is scheduled again; a player gone meanwhile is not paid.
    expect(server.timers.filter((timer) => timer.ms === 30 * 60_000)).toHaveLength(2)
    server.drop('9')
    expect(await server.script.grades.payStateAid()).toBe(1)
    expect(paid.at(-1)).toEqual([7, { kind: 'money', amount: 5000 }, null])
  })

  it('takes its amounts and interval from convars (0: that tier gets none); a value that does not read keeps the defaults, said', async () => {
    const server = holders(
      { 'fivem:100001': VIP, 'fivem:100002': MVP },
      { boutique_state_aid: '100, 200, 0, 400, 500', boutique_state_aid_minutes: '15' }
    )
    server.join('7')
    server.join('9')
    await settle()
    const paid: unknown[] = []
    server.call('registerDeliveryHandler', 'money', (_source: number, grant: unknown) => paid.push(grant) > 0)
    expect(server.timers.some((timer) => timer.ms === 15 * 60_000)).toBe(true)
    expect(await server.script.grades.payStateAid()).toBe(1)
    expect(paid).toEqual([{ kind: 'money', amount: 100 }])

    const wrong = holders({}, { boutique_state_aid: '3000,lots', boutique_state_aid_minutes: '0' })
    expect(wrong.warnings).toEqual(
      expect.arrayContaining([
        'boutique_state_aid must be five whole amounts, e.g. "3000,3500,5000,6000,7500": defaults used',
        'boutique_state_aid_minutes must be whole minutes from 1 to 1440: 30 used'
      ])
    )
  })

  it('without a money handler, or when it fails, says so in the console and pays nothing twice', async () => {
    const server = holders({ 'fivem:100001': VIP })
    server.join('7')
    await settle()
    expect(await server.script.grades.payStateAid()).toBe(0)
    expect(server.warnings).toContain('state aid: no "money" handler (registerDeliveryHandler), 1 player(s) not paid')
    let calls = 0
    server.call('registerDeliveryHandler', 'money', () => {
      calls += 1
      throw new Error('compte bancaire introuvable')
    })
    expect(await server.script.grades.payStateAid()).toBe(0)
    expect(calls).toBe(1)
    expect(server.warnings).toContain('state aid of 3000 to player 7: compte bancaire introuvable')
  })
})

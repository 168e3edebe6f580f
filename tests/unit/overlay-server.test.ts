import { describe, expect, it } from 'vitest'

import type { Delivery } from '../../src/core/contract/game-server.ts'
import type { ServerNatives } from '../../overlay/src/server/server-natives.ts'
import { startServer } from '../../overlay/src/server/start-server.ts'
import { fakeFiveM } from '../support/fake-fivem-acl.ts'

const SHOP = 'https://boutique.example.fr'
const SERVER_KEY = 'k'.repeat(24) + '-secret-server-key'
const LUCAS = { source: '7', identifiers: ['license:abc123', 'fivem:100001', 'ip:10.0.0.7'], name: 'Lucas' }
const EMMA = { source: '9', identifiers: ['license:def456', 'fivem:100002'], name: 'Emma' }

interface ApiCall {
  method: string
  url: string
  authorization: string | null
  body: unknown
}

/**
 * The shop's game-server API as a recorder that keeps a delivery's progress as the shop does
 * (web/deliveries/grant-progress.ts): `claims` are what each claim hands out, with the grants given so far.
 */
function fakeShop(claims: Delivery[][] = [], failedGrantAcks = 0, tellPlayerAt = 2) {
  const calls: ApiCall[] = []
  const given = new Map<number, Set<string>>()
  const failures = new Map<number, number>()
  let tokens = 0
  const progress = (id: number) => given.get(id) ?? given.set(id, new Set()).get(id) ?? new Set<string>()
  const handedOut: Delivery[] = []
  const forget = () => handedOut.splice(0)
  const claimed = () => (claims.shift() ?? []).map((delivery) => ({ ...delivery, grantedSteps: [...progress(delivery.id)] }))
  const total = (id: number) => {
    const delivery = handedOut.find((candidate) => candidate.id === id)
    return delivery ? delivery.quantity * delivery.grants.length : 0
  }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method: init?.method ?? 'GET', url, authorization: new Headers(init?.headers).get('authorization'), body })
    const path = new URL(url).pathname
    if (path.endsWith('/login-token'))
      return Response.json({ token: `token-${++tokens}-${'x'.repeat(30)}`, expiresAt: '2030-01-01T00:00:00.000Z' })
    if (path.startsWith('/api/server/players/')) return Response.json({ accountId: 1, username: 'Lucas_Martin' })
    if (path === '/api/server/deliveries/claim') {
      const deliveries = claimed()
      handedOut.push(...deliveries)
      return Response.json({ deliveries, claimedUntil: '2030-01-01T00:00:00.000Z' })
    }
    const [, id = '0', what] = /^\/api\/server\/deliveries\/(\d+)\/(\w+)$/.exec(path) ?? []
    if (what === 'grants') {
      if (failedGrantAcks-- > 0) throw new TypeError('fetch failed')
      if (!handedOut.some((delivery) => delivery.id === Number(id)))
        return Response.json({ error: 'Livraison inconnue, ou ce don n’en fait pas partie.' }, { status: 404 })
      const steps = progress(Number(id)).add(`${body.unit}:${body.grant}`)
      const status = steps.size >= total(Number(id)) ? 'delivered' : 'claimed'
      return Response.json({ status, granted: steps.size, of: total(Number(id)) })
    }
    if (what === 'failure') {
      const count = (failures.get(Number(id)) ?? 0) + 1
      failures.set(Number(id), count)
      return Response.json({ failures: count, retryAt: null, flagged: count >= tellPlayerAt, tellPlayer: count === tellPlayerAt })
    }
    if (what === 'release') return Response.json({ released: true })
    return Response.json({ error: 'Route inconnue' }, { status: 404 })
  }
  const callsTo = (what: string) => calls.filter((call) => call.url.endsWith(`/${what}`))
  return { calls, fetch, callsTo, forget, tokenCalls: () => callsTo('login-token') }
}

/** The server's natives as a recorder, with players online and the resource's exports. */
function fakeServer(convars: Record<string, string>, online = [LUCAS, EMMA]) {
  const handlers = { joining: [] as ((source: string) => void)[], clientEvents: new Map<string, (source: string) => void>() }
  const exported = new Map<string, (...args: never[]) => unknown>()
  const server = {
    toClients: [] as { event: string; source: string; payload: unknown }[],
    localEvents: [] as unknown[][],
    warnings: [] as string[],
    exported,
    join: (source: string) => handlers.joining.forEach((handler) => handler(source)),
    clientSends: (event: string, source: string) => handlers.clientEvents.get(event)?.(source),
    call: (name: string, ...args: unknown[]) => (exported.get(name) as (...values: unknown[]) => unknown)(...args)
  }
  const natives: ServerNatives = {
    getConvar: (name, fallback) => convars[name] ?? fallback,
    playerIdentifiers: (source) => online.find((player) => player.source === source)?.identifiers ?? [],
    playerName: (source) => online.find((player) => player.source === source)?.name ?? '',
    players: () => [],
    emitClient: (event, source, payload) => server.toClients.push({ event, source, payload }),
    emitLocal: (...args) => server.localEvents.push(args),
    onPlayerJoining: (handler) => handlers.joining.push(handler),
    onPlayerDropped: () => undefined,
    onClientEvent: (event, handler) => handlers.clientEvents.set(event, handler),
    exportFunction: (name, fn) => exported.set(name, fn),
    after: () => undefined,
    mainThread: () => Promise.resolve(),
    log: () => undefined,
    warn: (message) => server.warnings.push(message),
    ...fakeFiveM().natives
  }
  return { server, natives }
}

const CONVARS = { boutique_shop_url: SHOP, boutique_server_name: 'main', boutique_server_key: SERVER_KEY }

function start(
  options: { claims?: Delivery[][]; failedGrantAcks?: number; convars?: Record<string, string>; clock?: { now: number } } = {}
) {
  const shop = fakeShop(options.claims, options.failedGrantAcks)
  const { server, natives } = fakeServer(options.convars ?? CONVARS)
  const clock = options.clock ?? { now: 1_000_000 }
  const script = startServer(natives, { fetch: shop.fetch, now: () => clock.now })
  return { shop, server, script, clock }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    kind: 'grant',
    orderId: 10,
    serverName: 'main',
    identifiers: ['fivem:100001', 'license:abc123'],
    accountId: 1,
    character: { gameId: 'char1', firstname: 'Lucas', lastname: 'Martin' },
    product: { id: 101, name: 'pack_demarrage', label: 'Pack Démarrage', category: 'pack' },
    quantity: 1,
    grants: [
      { kind: 'item', item: 'repairkit', count: 2 },
      { kind: 'weapon', weapon: 'WEAPON_KNIFE', ammo: 0 }
    ],
    attempts: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    grantedSteps: [],
    revokesDeliveryId: null,
    ...overrides
  }
}

const lucasCharacters = [{ id: 'char1', firstname: 'Lucas', lastname: 'Martin', dob: '1990-01-01', pob: 'Paris', height: 180 }]

describe('the server script: players and login tokens', () => {
  it('saves a joining player under their fivem: identifier, with the server key, at the shop only', async () => {
    const { shop, server } = start()
    server.join(LUCAS.source)
    await settle()
    expect(shop.calls).toEqual([
      {
        method: 'PUT',
        url: `${SHOP}/api/server/players/fivem%3A100001`,
        authorization: `Bearer ${SERVER_KEY}`,
        body: { name: 'Lucas', serverName: 'main' }
      }
    ])
  })

  it('mints one token per cooldown: a second "open" within 10 s calls the API no more', async () => {
    const { shop, server, clock } = start()
    server.clientSends('boutique:requestSession', LUCAS.source)
    await settle()
    server.clientSends('boutique:requestSession', LUCAS.source)
    await settle()
    expect(shop.tokenCalls()).toHaveLength(1)
    expect(shop.tokenCalls()[0]?.url).toBe(`${SHOP}/api/server/players/fivem%3A100001/login-token`)
    expect(shop.tokenCalls()[0]?.body).toEqual({ serverName: 'main' })
    expect(server.toClients.map(({ source, payload }) => [source, payload])).toEqual([
      [LUCAS.source, { shopUrl: SHOP, serverName: 'main', token: expect.stringMatching(/^token-1-/) }],
      [LUCAS.source, { shopUrl: SHOP, serverName: 'main', token: null }]
    ])
    clock.now += 10_000
    server.clientSends('boutique:requestSession', LUCAS.source)
    await settle()
    expect(shop.tokenCalls()).toHaveLength(2)
  })

  it('the cooldown is per player', async () => {
    const { shop, server } = start()
    server.clientSends('boutique:requestSession', LUCAS.source)
    server.clientSends('boutique:requestSession', EMMA.source)
    await settle()
    expect(shop.tokenCalls().map((call) => call.url)).toEqual([
      `${SHOP}/api/server/players/fivem%3A100001/login-token`,
      `${SHOP}/api/server/players/fivem%3A100002/login-token`
    ])
  })

  it('never sends the server key to a client, whatever the outcome', async () => {
    const { server } = start()
    server.join(LUCAS.source)
    server.clientSends('boutique:requestSession', LUCAS.source)
    await settle()
    server.clientSends('boutique:requestSession', LUCAS.source) // within the cooldown: no token
    server.clientSends('boutique:requestSession', '999') // no identifiers: an error answer
    await settle()
    const unconfigured = start({ convars: { boutique_shop_url: SHOP, boutique_server_key: SERVER_KEY } })
    unconfigured.server.clientSends('boutique:requestSession', LUCAS.source)
    const sent = [...server.toClients, ...unconfigured.server.toClients]
    expect(sent.map((message) => message.source).sort()).toEqual([LUCAS.source, LUCAS.source, LUCAS.source, '999'])
    for (const message of sent) expect(JSON.stringify(message)).not.toContain(SERVER_KEY)
    expect(JSON.stringify(sent)).not.toContain('secret-server-key')
  })

  it('without its convars it calls nothing and tells the player the shop is not configured', async () => {
    const { shop, server, script } = start({ convars: { boutique_shop_url: SHOP } })
    expect(script).toBeUndefined()
    server.join(LUCAS.source)
    server.clientSends('boutique:requestSession', LUCAS.source)
    await settle()
    expect(shop.calls).toEqual([])
    expect(server.toClients[0]?.payload).toMatchObject({ token: null, error: 'La boutique n’est pas encore configurée sur ce serveur.' })
    expect(server.warnings.join('\n')).toMatch(/boutique_server_name.*\n.*boutique_server_key/)
  })

  it('pushCharacters sends the framework’s characters with the player', async () => {
    const { shop, server } = start()
    server.call('pushCharacters', 7, lucasCharacters, 'char1')
    await settle()
    expect(shop.calls.map((call) => call.body)).toEqual([{ name: 'Lucas', serverName: 'main', characters: lucasCharacters }])
    server.call('pushCharacters', 7, [{ id: 'bad id!' }])
    await settle()
    expect(shop.calls).toHaveLength(1)
    expect(server.warnings).toContain('pushCharacters(7): invalid characters list, ignored')
  })
})

describe('the server script: deliveries', () => {
  it('tells the shop who is online, with the characters the framework pushed and the one played', async () => {
    const { shop, server, script } = start()
    if (!script) throw new Error('not started')
    server.join('7')
    server.call('pushCharacters', 7, lucasCharacters, 'char1')
    server.join('9')
    await settle()
    await script.runDeliveries()
    expect(shop.callsTo('claim').map((call) => call.body)).toEqual([
      {
        serverName: 'main',
        players: [
          { identifiers: ['license:abc123', 'fivem:100001'], characters: ['char1'], activeCharacter: 'char1' },
          { identifiers: ['license:def456', 'fivem:100002'], characters: [], activeCharacter: null }
        ]
      }
    ])
  })

  it('acknowledges each grant as it is given, and a failed grant is reported with its reason, not given twice', async () => {
    const first = delivery()
    const { shop, server, script } = start({ claims: [[first], [first]] })
    if (!script) throw new Error('not started')
    const given: string[] = []
    let weaponWorks = false
    server.call('registerDeliveryHandler', 'item', (source: number, grant: { item: string }) => given.push(`${source}:${grant.item}`) > 0)
    server.call('registerDeliveryHandler', 'weapon', (source: number, grant: { weapon: string }) => {
      if (!weaponWorks) throw new Error('inventaire plein')
      given.push(`${source}:${grant.weapon}`)
      return true
    })
    server.call('pushCharacters', 7, lucasCharacters, 'char1')
    await settle()

    expect(await script.runDeliveries()).toEqual([])
    expect(given).toEqual(['7:repairkit'])
    expect(shop.callsTo('grants').map((call) => call.body)).toEqual([{ unit: 1, grant: 0 }])
    expect(shop.callsTo('failure').map((call) => call.body)).toEqual([{ unit: 1, grant: 1, reason: 'error', error: 'inventaire plein' }])

    weaponWorks = true
    expect(await script.runDeliveries()).toEqual([1])
    expect(given).toEqual(['7:repairkit', '7:WEAPON_KNIFE'])
    expect(shop.callsTo('grants').map((call) => call.body)).toEqual([
      { unit: 1, grant: 0 },
      { unit: 1, grant: 1 }
    ])
    expect(server.localEvents).toContainEqual(['boutique:deliver', 7, { ...first, grantedSteps: ['1:0'] }])
  })

  it('grants each unit of the quantity; a handler that does not return true is a refusal, in its own words from Lua', async () => {
    const { shop, server, script } = start({
      claims: [
        [delivery({ quantity: 3, grants: [{ kind: 'money', amount: 500 }] })],
        [delivery({ id: 2, grants: [{ kind: 'money', amount: 1 }] })],
        [delivery({ id: 3, grants: [{ kind: 'money', amount: 2 }] })]
      ]
    })
    if (!script) throw new Error('not started')
    const units: number[] = []
    server.call('registerDeliveryHandler', 'money', (_source: number, grant: { amount: number }, context: { unit: number }) => {
      units.push(context.unit)
      if (grant.amount === 2) return [false, 'compte bancaire introuvable']
      return grant.amount === 1 ? undefined : true
    })
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    expect(await script.runDeliveries()).toEqual([1])
    expect(units).toEqual([1, 2, 3])
    expect(await script.runDeliveries()).toEqual([])
    expect(await script.runDeliveries()).toEqual([])
    expect(shop.callsTo('failure').map((call) => call.body)).toEqual([
      { unit: 1, grant: 0, reason: 'refused', error: 'le gestionnaire de « money » n’a pas renvoyé true' },
      { unit: 1, grant: 0, reason: 'refused', error: 'compte bancaire introuvable' }
    ])
  })

  it('takes a Lua handler’s several return values, the first being true, as granted', async () => {
    const { server, script } = start({ claims: [[delivery({ grants: [{ kind: 'item', item: 'phone', count: 1 }] })]] })
    if (!script) throw new Error('not started')
    server.call('registerDeliveryHandler', 'item', () => [true, { slot: 3 }])
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    expect(await script.runDeliveries()).toEqual([1])
  })

  it('gives back, without a failure, a delivery whose owner left or changed character since the claim', async () => {
    const offline = delivery({ id: 3, identifiers: ['fivem:555'] })
    const otherCharacter = delivery({ id: 4, character: { gameId: 'char2', firstname: 'Sofia', lastname: 'Martin' } })
    const grade = delivery({ id: 5, character: null, grants: [{ kind: 'grade', tier: 2, rank: 'vip' }] })
    const { shop, server, script } = start({ claims: [[offline, otherCharacter, grade]] })
    if (!script) throw new Error('not started')
    const granted: number[] = []
    for (const kind of ['item', 'weapon', 'grade']) {
      server.call(
        'registerDeliveryHandler',
        kind,
        (_source: number, _grant: unknown, context: { id: number }) => granted.push(context.id) > 0
      )
    }
    server.call('pushCharacters', 7, [...lucasCharacters, { ...lucasCharacters[0], id: 'char2', firstname: 'Sofia' }], 'char1')
    await settle()
    expect(await script.runDeliveries()).toEqual([5])
    expect(granted).toEqual([5])
    expect(shop.callsTo('release').map((call) => call.url)).toEqual([
      `${SHOP}/api/server/deliveries/3/release`,
      `${SHOP}/api/server/deliveries/4/release`
    ])
    expect(shop.callsTo('failure')).toEqual([])
  })

  it('a grant with no handler is reported « pas de gestionnaire », and the player is told once when the shop flags it', async () => {
    const vehicle = delivery({ grants: [{ kind: 'vehicle', model: 'faggio' }] })
    const { shop, server, script } = start({ claims: [[vehicle], [vehicle], [vehicle]] })
    if (!script) throw new Error('not started')
    expect(server.call('registerDeliveryHandler', 'teleport', () => true)).toBe(false)
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    for (let round = 0; round < 3; round += 1) expect(await script.runDeliveries()).toEqual([])
    expect(shop.callsTo('failure').map((call) => call.body)).toEqual(
      Array(3).fill({ unit: 1, grant: 0, reason: 'no_handler', error: 'pas de gestionnaire pour « vehicle » (registerDeliveryHandler)' })
    )
    expect(server.toClients.filter((sent) => sent.event === 'boutique:notice')).toEqual([
      {
        event: 'boutique:notice',
        source: '7',
        payload: { text: 'Votre achat « Pack Démarrage » attend : le serveur ne sait pas encore le livrer, l’équipe est prévenue.' }
      }
    ])
  })

  it('a grant given while the shop was unreachable is acknowledged first next round, never given again', async () => {
    const lost = delivery({ quantity: 2, grants: [{ kind: 'item', item: 'phone', count: 1 }] })
    const { shop, server, script } = start({ claims: [[lost], [lost]], failedGrantAcks: 1 })
    if (!script) throw new Error('not started')
    let given = 0
    server.call('registerDeliveryHandler', 'item', () => ++given > 0)
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    await expect(script.runDeliveries()).rejects.toThrow(/grants: fetch failed/)
    expect(given).toBe(1)
    expect(await script.runDeliveries()).toEqual([1])
    expect(given).toBe(2)
    expect(shop.callsTo('grants').map((call) => call.body)).toEqual([
      { unit: 1, grant: 0 },
      { unit: 1, grant: 0 },
      { unit: 2, grant: 0 }
    ])
  })

  it('a grant the shop refuses to hear of later (its delivery is gone) is dropped, and the rounds go on', async () => {
    const { shop, server, script } = start({ claims: [[delivery()], [], []], failedGrantAcks: 1 })
    if (!script) throw new Error('not started')
    server.call('registerDeliveryHandler', 'item', () => true)
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    await expect(script.runDeliveries()).rejects.toThrow(/fetch failed/)
    shop.forget()
    expect(await script.runDeliveries()).toEqual([])
    expect(server.warnings.join('\n')).toContain('delivery 1: the shop refused grant 1:0')
    expect(await script.runDeliveries()).toEqual([])
    expect(shop.callsTo('grants')).toHaveLength(2)
  })

  it('a revocation goes to the revocation handlers (a Grade’s to the grade handler), with the delivery it takes back', async () => {
    const revokeItem = delivery({
      id: 6,
      kind: 'revoke',
      orderId: null,
      character: null,
      grants: [{ kind: 'item', item: 'repairkit', count: 2 }],
      revokesDeliveryId: 2
    })
    const revokeGrade = delivery({
      id: 7,
      kind: 'revoke',
      orderId: null,
      character: null,
      grants: [{ kind: 'grade', tier: 0, rank: 'joueur' }]
    })
    const { server, script } = start({ claims: [[revokeItem, revokeGrade], [revokeItem]] })
    if (!script) throw new Error('not started')
    const calls: string[] = []
    server.call('registerDeliveryHandler', 'item', () => calls.push('grant item') > 0)
    server.call('registerDeliveryHandler', 'grade', (_source: number, grant: { tier: number }) => calls.push(`grade ${grant.tier}`) > 0)
    server.call('pushCharacters', 7, lucasCharacters)
    await settle()
    // No revocation handler for items yet: the item revocation waits, the Grade is set to what remains.
    expect(await script.runDeliveries()).toEqual([7])
    expect(calls).toEqual(['grade 0'])
    expect(server.warnings.join('\n')).toContain('pas de gestionnaire pour « item » (registerRevocationHandler)')
    const revoker = (_source: number, grant: { count: number }, context: { kind: string; revokesDeliveryId: number }) =>
      calls.push(`revoke item ${grant.count} of delivery ${context.revokesDeliveryId}`) > 0
    expect(server.call('registerRevocationHandler', 'item', revoker)).toBe(true)
    expect(await script.runDeliveries()).toEqual([6])
    expect(calls).toEqual(['grade 0', 'revoke item 2 of delivery 2'])
    expect(server.localEvents).toContainEqual(['boutique:revoke', 7, { ...revokeItem, grantedSteps: [] }])
  })
})

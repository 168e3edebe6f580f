import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSession } from '../../web/accounts/sessions.ts'
import { hashSecret } from '../../web/accounts/secrets.ts'
import type { Database } from '../../web/db/database.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { ADMIN_SAMPLES } from './admin-samples.ts'
import { databaseChecksum } from './database-checksum.ts'
import { CONTENT_TYPES, fuzzBody, fuzzQuery, fuzzSegment, headerText, type FuzzBody } from './fuzz-requests.ts'
import { accountWithRole } from './staff-accounts.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { freshDatabase } from './test-databases.ts'

/*
 * Every /api route of the app, a thousand malformed, hostile or well-formed requests each in CI, from
 * every kind of caller: never a 5xx, every refusal is JSON {error}, and a refused request writes
 * nothing. The database's checksum (every row of every table) is compared whenever a transaction
 * wrote anything: a request that allocated no transaction id cannot have changed a row.
 * The routes are fuzzed in four groups, a test file each (tests/api/fuzz-*-routes.test.ts), so that the four
 * run side by side; each file starts from its own copy of the demo database.
 */

/**
 * FUZZ_RUNS_PER_ROUTE sets it; by default the full 1,000 in CI (CI=true), 100 on a developer's machine. fast-check
 * seeds each property anew every run: its failure report gives the seed and path, FUZZ_SEED=<seed> replays a run.
 * (At 250 runs, three coverage runs each missed one to six rare branches the 1,000 reach: buy_products' answers,
 * the delivery and account routes, webhook refusals; they want tests of their own before the count comes down.)
 */
const RUNS_PER_ROUTE = runsPerRoute(process.env.FUZZ_RUNS_PER_ROUTE, !['', '0', 'false', undefined].includes(process.env.CI))
/** A seed to replay (FUZZ_SEED, from a failure's report); fast-check draws a new one each run otherwise. */
const SEED = seedToReplay(process.env.FUZZ_SEED)
/** Back-office routes are many and alike behind one guard: a fifth of the runs each (200 in CI). */
const RUNS_PER_ADMIN_ROUTE = Math.max(1, Math.round(RUNS_PER_ROUTE / 5))
const SERVER_KEY = 'fuzz-server-key-'.padEnd(48, 'k')
/** Limit slots are taken on purpose, refused or not: that is how the limits count. */
const COUNTED_ON_REFUSAL = ['limits']
/** /api routes the fuzzer leaves alone, with the reason. None: a new route must be added to the samples below. */
const EXCLUDED: Record<string, string> = {}

/** The four groups of routes, a test file each: every route falls in exactly one. */
export type RouteGroup = 'shop' | 'player' | 'login' | 'staff and game server'

const LOGIN_ROUTES = ['/api/login', '/api/loginGame', '/api/logout', '/api/cfxlogin', '/api/linkDiscord']
const PLAYER_ROUTES = [
  '/api/getPlayerTransactions',
  '/api/verifyUsername',
  '/api/whoAmI',
  '/api/getCharacters',
  '/api/websiteLoginToken',
  '/api/password'
]

export function routeGroup(route: string): RouteGroup {
  const path = route.split(' ')[1] ?? ''
  if (path.startsWith('/api/admin/') || path.startsWith('/api/server/')) return 'staff and game server'
  if (LOGIN_ROUTES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'login'
  if (PLAYER_ROUTES.includes(path)) return 'player'
  return 'shop'
}

interface RouteSample {
  query?: Record<string, string>
  body?: Record<string, unknown>
  /** The :identifier of the game-server routes. */
  identifier?: string
}

/** A well-formed request per route, which the fuzzer mutates. */
function routeSamples(characterId: number): Record<string, RouteSample> {
  const contact = {
    username: 'Lucas',
    email: 'lucas@example.fr',
    subject: 'Question achat',
    text: 'Bonjour, une question sur mon dernier achat.'
  }
  const character = { id: 'fuzz-1', firstname: 'Fuzz', lastname: 'Test', dob: '01/01/2000', pob: 'Los Santos', height: 180 }
  return {
    'POST /api/webhooks/tebex': { body: { id: 'evt-fuzz', type: 'validation.webhook', date: '2026-11-21T10:00:00Z', subject: {} } },
    'GET /api/shopVer': { query: { version: 'abc123' } },
    'GET /api/dailyShop': {},
    'GET /api/getCreators': {},
    'GET /api/config': {},
    'GET /api/getExchangeRate': {},
    'POST /api/sendMail': { body: contact },
    'POST /api/login': { body: { username: 'Emma_Roux', password: 'boutique-demo', remember: true } },
    'POST /api/loginGame': { query: { token: 'a'.repeat(43) } },
    'POST /api/logout': { body: {} },
    'POST /api/password': { body: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-de-passe' } },
    'GET /api/whoAmI': {},
    'GET /api/getCharacters': {},
    'POST /api/websiteLoginToken': { body: {} },
    'POST /api/cfxlogin/start': { body: { restorePage: '/tokens', restorePopup: null } },
    'POST /api/cfxlogin': { body: { payload: 'AAAA' } },
    'POST /api/linkDiscord/start': { body: { previousPage: '/', packageId: null, isGift: false } },
    'POST /api/linkDiscord': { body: { code: 'code', state: '{"previousPage":"/"}' } },
    'POST /api/buyProducts': { body: { characterDbId: characterId, products: { '201': { amount: 1, isFromDailyShop: false } } } },
    'GET /api/getPlayerTransactions': {},
    'GET /api/verifyUsername': { query: { username: 'Emma_Roux' } },
    'GET /api/giftCheck': { query: { productId: '3', targetId: '2' } },
    'GET /api/server/deliveries': { query: { serverName: 'main', limit: '5' } },
    'POST /api/server/deliveries/ack': { body: { ids: [1, 2] } },
    'POST /api/server/deliveries/claim': {
      body: { serverName: 'main', players: [{ identifiers: ['fivem:100001'], characters: ['char-1001'], activeCharacter: 'char-1001' }] }
    },
    'POST /api/server/deliveries/:id/grants': { identifier: '1', body: { unit: 1, grant: 0 } },
    'POST /api/server/deliveries/:id/failure': {
      identifier: '1',
      body: { unit: 1, grant: 0, reason: 'refused', error: 'inventaire plein' }
    },
    'POST /api/server/deliveries/:id/release': { identifier: '1', body: {} },
    'PUT /api/server/players/:identifier': {
      identifier: 'fivem:424242',
      body: { name: 'Fuzz Test', serverName: 'main', characters: [character] }
    },
    'POST /api/server/players/:identifier/login-token': { identifier: 'fivem:100002', body: { serverName: 'main' } },
    'POST /api/server/players/:identifier/credit': { identifier: 'fivem:100002', body: { amount: 10, reason: 'Fuzz', reference: 'fuzz' } },
    ...adminSamples()
  }
}

function adminSamples(): Record<string, RouteSample> {
  return Object.fromEntries(
    Object.entries(ADMIN_SAMPLES).map(([route, sample]) => [
      route,
      { query: sample.query, body: sample.body as Record<string, unknown> | undefined, identifier: sample.id }
    ])
  )
}

type Caller = 'anonymous' | 'player cookie' | 'player bearer' | 'staff cookie' | 'game server' | 'forged'

interface FuzzCase {
  caller: Caller
  origin: string | undefined
  contentType: (typeof CONTENT_TYPES)[number]
  body: FuzzBody
  query: string
  segment: string
  gameServer: string | undefined
  idempotencyKey: string | undefined
  signed: boolean
}

function fuzzCase(sample: RouteSample): fc.Arbitrary<FuzzCase> {
  return fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'player cookie', 'player bearer', 'staff cookie', 'game server', 'forged'),
    origin: fc.constantFrom(undefined, undefined, 'http://localhost', 'https://cfx-nui-boutique', 'https://evil.example', 'null'),
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json' as const) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }
    ),
    body: fuzzBody(sample.body),
    query: fuzzQuery(sample.query),
    segment: fuzzSegment(sample.identifier ?? ''),
    gameServer: fc.oneof(fc.constantFrom(undefined, 'main', 'main', 'legacy'), headerText),
    idempotencyKey: fc.oneof(fc.constant(undefined), fc.constant(undefined), headerText, fc.stringMatching(/^[\w-]{8,20}$/)),
    signed: fc.boolean()
  })
}

/** The file's tests: its group's routes under fuzzing, on a copy of the demo database (PGlite). */
export function describeRouteFuzzing(group: RouteGroup): void {
  describe(`every /api route under fuzzing (PGlite): ${group}`, () => {
    let db: Database
    let shop: TestApp
    let samples: Record<string, RouteSample>
    let sessionId = ''
    let staffSessionId = ''
    let adminId = 0

    beforeAll(async () => {
      db = await freshDatabase('pglite')
      shop = createTestApp(db, { serverKey: SERVER_KEY })
      const { rows } = await db.query<{ id: number }>(
        `select c.id from characters c join accounts a on a.id = c.account_id
        where a.username = 'Lucas_Martin' and c.server_name = 'main' order by c.id limit 1`
      )
      samples = routeSamples(rows[0]?.id ?? 1)
      adminId = await accountWithRole(db, 'Fuzz_Admin', 'admin', 1)
      // The day's offers are written on the first read of the day: done here, before any comparison.
      expect((await shop.get('/api/dailyShop')).status).toBe(200)
    })
    afterAll(() => db?.close())

    const apiRoutes = () => [
      ...new Set(
        shop.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`)
      )
    ]

    // Once, in the shop's file: the four groups together are every route the app serves.
    if (group === 'shop')
      it('fuzzes exactly the routes the app serves under /api, less the documented exclusions', () => {
        const served = apiRoutes().filter((route) => !(route in EXCLUDED))
        expect(Object.keys(samples).sort()).toEqual(served.sort())
      })

    /**
     * Lucas's session for the 'player' callers and an admin's for 'staff' (logged in at the test clock's
     * instant, so never idle nor stale); made again when a fuzzed logout or login ended one.
     */
    async function renewSessions(): Promise<boolean> {
      const { rows } = await db.query<{ id_hash: string }>('select id_hash from sessions where id_hash = any($1::text[])', [
        [hashSecret(sessionId), hashSecret(staffSessionId)]
      ])
      const alive = new Set(rows.map((row) => row.id_hash))
      const at = new Date('2026-11-21T10:00:00Z')
      let renewed = false
      if (!alive.has(hashSecret(sessionId))) {
        const lucas = await db.query<{ id: number }>("select id from accounts where username = 'Lucas_Martin'")
        sessionId = (await createSession(db, lucas.rows[0]?.id ?? 0, true, at, 'password')).id
        renewed = true
      }
      if (!alive.has(hashSecret(staffSessionId))) {
        staffSessionId = (await createSession(db, adminId, false, at, 'password')).id
        renewed = true
      }
      return renewed
    }

    function request(route: string, fuzz: FuzzCase): Request {
      const [method = 'GET', pattern = ''] = route.split(' ')
      const path = pattern.replace(/:(identifier|id)\b/, fuzz.segment)
      const headers = new Headers()
      if (fuzz.caller === 'player cookie') headers.set('cookie', `boutique_session=${sessionId}`)
      if (fuzz.caller === 'player bearer') headers.set('authorization', `Bearer ${sessionId}`)
      if (fuzz.caller === 'staff cookie') headers.set('cookie', `boutique_session=${staffSessionId}`)
      if (fuzz.caller === 'game server') headers.set('authorization', `Bearer ${SERVER_KEY}`)
      if (fuzz.caller === 'forged') headers.set('authorization', `Bearer ${SERVER_KEY.slice(1)}x`)
      if (fuzz.origin) headers.set('origin', fuzz.origin)
      if (fuzz.gameServer !== undefined) headers.set('gameServer', fuzz.gameServer)
      if (fuzz.idempotencyKey !== undefined) headers.set('Idempotency-Key', fuzz.idempotencyKey)
      const hasBody = method !== 'GET' && fuzz.body.text !== undefined
      if (hasBody && fuzz.contentType) headers.set('content-type', fuzz.contentType)
      if (hasBody && fuzz.signed) headers.set('x-signature', webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, fuzz.body.text ?? ''))
      const url = `http://localhost${path}${fuzz.query ? `?${fuzz.query}` : ''}`
      return new Request(url, { method, headers, body: hasBody ? fuzz.body.text : undefined })
    }

    const nextTransactionId = async () =>
      (await db.query<{ xmax: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax')).rows[0]?.xmax ?? ''

    it.each(Object.keys(routeSamples(1)).filter((route) => routeGroup(route) === group))(
      '%s: never a 5xx, refusals are JSON {error} and write nothing',
      async (route) => {
        const runs = route.includes(' /api/admin/') ? RUNS_PER_ADMIN_ROUTE : RUNS_PER_ROUTE
        let checksum = await databaseChecksum(db, COUNTED_ON_REFUSAL)
        // Only a write allocates a transaction id: while the next one stays the same, no row changed,
        // and the player's session (ended only by a write) is still there.
        let transactionId = await nextTransactionId()
        let sessionCheckedAt = ''
        const seen = new Map<number, number>()
        await fc.assert(
          fc.asyncProperty(fuzzCase(samples[route] ?? {}), async (fuzz) => {
            if (fuzz.caller.startsWith('player') || fuzz.caller === 'staff cookie') {
              if (sessionCheckedAt !== transactionId && (await renewSessions())) {
                checksum = await databaseChecksum(db, COUNTED_ON_REFUSAL)
                transactionId = await nextTransactionId()
              }
              sessionCheckedAt = transactionId
            }
            const response = await shop.app.request(request(route, fuzz))
            const status = response.status
            seen.set(status, (seen.get(status) ?? 0) + 1)
            expect(status, `${fuzz.body.kind} → ${status}: ${await response.clone().text()}`).toBeLessThan(500)
            if (status >= 400) {
              expect(response.headers.get('content-type')).toMatch(/^application\/json/)
              const body = (await response.json()) as { error?: unknown }
              expect(typeof body.error === 'string' && body.error.length > 0, JSON.stringify(body)).toBe(true)
            }
            const after = await nextTransactionId()
            if (after === transactionId) return
            transactionId = after
            const now = await databaseChecksum(db, COUNTED_ON_REFUSAL)
            if (status >= 400) expect(now, `a refused request (${status}, ${fuzz.body.kind}) changed the database`).toBe(checksum)
            checksum = now
          }),
          { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }) }
        )
        expect([...seen.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(runs)
      },
      180_000
    )
  })
}

function runsPerRoute(setting: string | undefined, ci: boolean): number {
  if (setting === undefined || setting === '') return ci ? 1_000 : 100
  const runs = Number(setting)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS_PER_ROUTE must be a whole number of at least 1, not '${setting}'`)
  return runs
}

function seedToReplay(setting: string | undefined): number | undefined {
  if (setting === undefined || setting === '') return undefined
  const seed = Number(setting)
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number (a failure's seed), not '${setting}'`)
  return seed
}

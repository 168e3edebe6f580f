import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountResponseSchema, gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase, freshPostgresUrl } from '../support/test-databases.ts'

const SERVER_KEY = 'limits-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }
const BURST = 200
const START = Date.parse('2026-11-21T10:00:00Z')

/** PGlite (one host), and PostgreSQL through two pools: two web hosts sharing the database. */
const SETUPS = [
  { name: 'PGlite', open: async () => [await freshDatabase('pglite')] },
  {
    name: 'PostgreSQL, two hosts',
    open: async () => {
      const url = await freshPostgresUrl()
      return [openPostgresDatabase(url), openPostgresDatabase(url)]
    }
  }
]

/**
 * Every limit takes its slot before the attempt is evaluated, in one atomic statement: a burst fired at
 * once evaluates at most the limit, whatever the database and however many hosts. An answer other than 429
 * is an evaluated attempt, so counting them counts evaluations.
 */
describe.each(SETUPS)('limits under a burst of $name', ({ open }) => {
  let databases: Database[] = []
  let hosts: TestApp[] = []
  let nextAddress = 0

  beforeAll(async () => {
    databases = await open()
    hosts = databases.map((db) => createTestApp(db, { serverKey: SERVER_KEY, trustProxy: true }))
  })
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()))
  })

  const host = (index: number) => hosts[index % hosts.length] as TestApp
  const setNow = (instant: number) => hosts.forEach((each) => each.setNow(instant))
  const address = () => ({ 'x-forwarded-for': `198.18.${Math.floor((nextAddress += 1) / 250)}.${(nextAddress % 250) + 1}` })
  const login = (index: number, username: string, password: string, headers = address()) =>
    host(index).post('/api/login', { username, password }, headers)
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {})

  /** Fires `count` calls at once; `onBlocked` runs as soon as the first 429 comes back, while the rest may still be under way. */
  async function burst(count: number, call: (index: number) => Promise<Response>, onBlocked?: () => Promise<Response>) {
    let blocked: () => void = () => {}
    const firstRefusal = new Promise<void>((resolve) => (blocked = resolve))
    const calls = Array.from({ length: count }, async (_, index) => {
      const { status } = await call(index)
      if (status === 429) blocked()
      return status
    })
    const late = onBlocked ? firstRefusal.then(onBlocked) : undefined
    return { statuses: tally(await Promise.all(calls)), late: await late }
  }

  it('200 wrong passwords for one account, each from its own address: 5 evaluated, then even the right one waits 5 minutes', async () => {
    setNow(START)
    const { statuses, late } = await burst(
      BURST,
      (index) => login(index, 'Emma_Roux', `faux-${index}`),
      () => login(1, 'Emma_Roux', DEMO_PASSWORD)
    )
    expect(statuses).toEqual({ 401: 5, 429: BURST - 5 })
    expect(late?.status).toBe(429)
    expect(await late?.json()).toEqual({ error: 'Trop de tentatives. Réessayez dans 05:00.' })
    setNow(START + 299_000)
    expect((await login(0, 'Emma_Roux', DEMO_PASSWORD)).status).toBe(429)
    setNow(START + 300_000)
    expect((await login(0, 'Emma_Roux', DEMO_PASSWORD)).status).toBe(200)
    setNow(START)
  })

  it('200 wrong logins from one address, each for another username: 5 evaluated, then the address waits', async () => {
    setNow(START + 3_600_000)
    const from = address()
    const { statuses, late } = await burst(
      BURST,
      (index) => login(index, `Inconnu_${index}`, 'peu-importe', from),
      () => login(0, 'Lucas_Martin', DEMO_PASSWORD, from)
    )
    expect(statuses).toEqual({ 401: 5, 429: BURST - 5 })
    expect(late?.status).toBe(429)
    // The address is taken first: the refused guesses write no row of their usernames (one per guess before).
    const { rows } = await (databases[0] as Database).query<{ count: number }>(
      "select count(*)::int as count from limits where scope = 'login-user' and key like 'inconnu\\_%'"
    )
    expect(rows[0]?.count).toBeLessThanOrEqual(5)
    expect((await login(1, 'Lucas_Martin', DEMO_PASSWORD)).status).toBe(200)
    setNow(START)
  })

  it('200 login tokens asked at once for one player: 10 minted, then the website link waits too', async () => {
    setNow(START + 7_200_000)
    const identifier = 'fivem:4242'
    const put = await host(0).app.request(`/api/server/players/${identifier}`, {
      method: 'PUT',
      headers: { ...asServer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rafale Jetons', serverName: 'main' })
    })
    expect(put.status).toBe(200)
    const mint = (index: number) => host(index).post(`/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
    const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => mint(index)))
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 10, 429: BURST - 10 })
    const minted = answers.find((answer) => answer.status === 200)
    const { token } = (await minted?.json()) as { token: string }
    const { sessionToken } = gameLoginResponseSchema.parse(await (await host(1).post(`/api/loginGame?token=${token}`, '')).json())
    expect((await host(0).post('/api/websiteLoginToken', {}, { authorization: `Bearer ${sessionToken}` })).status).toBe(429)
    const { rows } = await (databases[0] as Database).query<{ count: number }>(
      'select count(*)::int as count from login_tokens t join account_identifiers i on i.account_id = t.account_id where i.identifier = $1',
      [identifier]
    )
    expect(rows[0]?.count).toBe(10)
    setNow(START)
  })

  it('200 lookups of unknown players at once: 5 looked up, then even a real player waits', async () => {
    setNow(START + 10_800_000)
    const from = address()
    const signedIn = await login(0, 'Lucas_Martin', DEMO_PASSWORD, from)
    expect(signedIn.status).toBe(200)
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const lookUp = (index: number, username: string) => host(index).get(`/api/verifyUsername?username=${username}`, { cookie, ...from })
    const { statuses, late } = await burst(
      BURST,
      (index) => lookUp(index, `Personne_${index}`),
      () => lookUp(1, 'Emma_Roux')
    )
    expect(statuses).toEqual({ 404: 5, 429: BURST - 5 })
    expect(late?.status).toBe(429)
    setNow(START)
  })
})

describe('usernames fold one way for the account and for its limit', () => {
  let shop: TestApp
  beforeAll(async () => {
    shop = createTestApp(await freshDatabase('pglite'), { serverKey: SERVER_KEY })
  })
  afterAll(() => shop.db.close())

  const login = (username: string, password: string) => shop.post('/api/login', { username, password })
  const sync = (identifier: string, name: string) =>
    shop.app.request(`/api/server/players/${identifier}`, {
      method: 'PUT',
      headers: { ...asServer, 'content-type': 'application/json' },
      body: JSON.stringify({ name, serverName: 'main' })
    })

  it('the Turkish İ and ı, full-width letters and any case find the same account', async () => {
    for (const typed of ['Lucas_Martİn', 'lucas_martın', 'ＬＵＣＡＳ_ＭＡＲＴＩＮ', 'LUCAS_MARTIN']) {
      const response = await login(typed, DEMO_PASSWORD)
      expect(response.status, typed).toBe(200)
      expect(accountResponseSchema.parse(await response.json()).account.username).toBe('Lucas_Martin')
    }
  })

  it('a blocked account stays blocked under every spelling that finds it', async () => {
    shop.setNow(START)
    for (const typed of ['Lucas_Martin', 'Lucas_Martİn', 'lucas_martın', 'ＬＵＣＡＳ_ＭＡＲＴＩＮ', 'LUCAS_MARTIN']) {
      expect((await login(typed, 'mauvais-mot')).status, typed).toBe(401)
    }
    for (const typed of ['Lucas_Martin', 'Lucas_Martİn', 'lucas_martın', 'ＬＵＣＡＳ_ＭＡＲＴＩＮ', 'Ｌｕｃａｓ_Ｍａｒｔｉｎ']) {
      expect((await login(typed, DEMO_PASSWORD)).status, typed).toBe(429)
    }
    shop.setNow(START + 300_000)
    expect((await login('Lucas_Martin', DEMO_PASSWORD)).status).toBe(200)
  })

  it('ß, ligatures and look-alike names: one account each, found by any spelling', async () => {
    const created = async (identifier: string, name: string) =>
      ((await (await sync(identifier, name)).json()) as { username: string }).username
    expect(await created('fivem:610001', 'Groß Straße')).toBe('Groß_Straße')
    expect(await created('fivem:610002', 'GROSS STRASSE')).toBe('GROSS_STRASSE2')
    expect(await created('fivem:610003', 'ﬁona')).toBe('fiona')
    expect(await created('fivem:610004', 'FIONA')).toBe('FIONA2')
    // The dotted İ folds to i: "Lucas Martİn" from the game cannot take a name that logs in as Lucas_Martin.
    expect(await created('fivem:610005', 'Lucas Martİn')).toBe('Lucas_Martİn2')

    const cookie =
      (shop.setNow(START + 3_600_000), (await login('Emma_Roux', DEMO_PASSWORD)).headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const found = async (typed: string) =>
      ((await (await shop.get(`/api/verifyUsername?username=${encodeURIComponent(typed)}`, { cookie })).json()) as { username?: string })
        .username
    expect(await found('gross_strasse')).toBe('Groß_Straße')
    expect(await found('GROẞ_STRAẞE')).toBe('Groß_Straße')
    expect(await found('ＦＩＯＮＡ')).toBe('fiona')
    expect(await found('ﬁona2')).toBe('FIONA2')
  })
})

import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { demoCatalogueWith, importCatalogue } from '../support/catalogue-import.ts'
import { callHost } from '../support/host-players.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host and CLI: node build.mjs --quiet
const SERVER_KEY = 'two-hosts-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

describe('two web hosts on one PostgreSQL database', () => {
  let a: WebHost
  let b: WebHost
  let databaseUrl: string

  beforeAll(async () => {
    databaseUrl = await createDatabase(inject('postgresUrl'), `test_two_hosts_${randomBytes(4).toString('hex')}`)
    // Behind one reverse proxy, as such a pair runs: the players' addresses come in X-Forwarded-For.
    const env = { DATABASE_URL: databaseUrl, SHOP_DEMO: 'true', TRUST_PROXY: 'true', SHOP_SERVER_KEY: SERVER_KEY }
    ;[a, b] = await Promise.all([startWebHost({ env }), startWebHost({ env })])
  }, 90_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  /**
   * Every call is a player at an address no other call used (198.18.0.0/15, the benchmarking range), so the
   * address limits of one leave the others alone. A random pick could meet the address an earlier test
   * blocked: its early 429 let the burst's right password in before the username's fifth failure.
   */
  let addressesUsed = 0
  const fromAddress = () => {
    addressesUsed += 1
    return { 'x-forwarded-for': `198.18.${Math.floor(addressesUsed / 250)}.${(addressesUsed % 250) + 1}` }
  }
  const logIn = async (host: WebHost, username: string, password: string, headers: Record<string, string>) =>
    callHost(host.url, 'POST', '/api/login', { username, password }, headers)
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

  it('share sessions: a login on A is known on B, a logout on B ends it on A', async () => {
    const address = fromAddress()
    const login = await logIn(a, 'Lucas_Martin', DEMO_PASSWORD, address)
    expect(login.status).toBe(200)
    const cookie = cookieOf(login)
    const onB = await callHost(b.url, 'GET', '/api/whoAmI', undefined, { cookie, ...address })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { account: { username: string } }).account.username).toBe('Lucas_Martin')

    expect((await callHost(b.url, 'POST', '/api/logout', {}, { cookie, ...address })).status).toBe(200)
    expect((await callHost(a.url, 'GET', '/api/whoAmI', undefined, { cookie, ...address })).status).toBe(401)
  })

  it('share the guessing limits: failures on A count on B', async () => {
    const address = fromAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(attempt % 2 === 0 ? a : b, 'Emma_Roux', 'mauvais-mot-de-passe', address)).status).toBe(401)
    }
    // Even the right password now waits: the sixth try, on either host.
    const blocked = await logIn(b, 'Emma_Roux', DEMO_PASSWORD, fromAddress())
    expect(blocked.status).toBe(429)
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Trop de tentatives/)
    expect((await logIn(a, 'Emma_Roux', DEMO_PASSWORD, fromAddress())).status).toBe(429)

    // Lookups of unknown players: misses on A count on B.
    const lookupAddress = fromAddress()
    const cookie = cookieOf(await logIn(a, 'Lucas_Martin', DEMO_PASSWORD, lookupAddress))
    const lookUp = (host: WebHost, username: string) =>
      callHost(host.url, 'GET', `/api/verifyUsername?username=${username}`, undefined, { cookie, ...lookupAddress })
    for (let miss = 0; miss < 5; miss += 1) expect((await lookUp(miss % 2 === 0 ? b : a, `Inconnu_${miss}`)).status).toBe(404)
    expect((await lookUp(b, 'Emma_Roux')).status).toBe(429)
  })

  it('share the limits under a burst: 200 wrong passwords across both hosts evaluate 5, and the right one then waits', async () => {
    // Lucas_Martin's last login in this file: he stays blocked for 5 minutes after it.
    let blocked: () => void = () => {}
    const firstRefusal = new Promise<void>((resolve) => (blocked = resolve))
    const burst = Array.from({ length: 200 }, async (_, index) => {
      const { status } = await logIn(index % 2 === 0 ? a : b, 'Lucas_Martin', `faux-${index}`, fromAddress())
      if (status === 429) blocked()
      return status
    })
    const right = firstRefusal.then(() => logIn(b, 'Lucas_Martin', DEMO_PASSWORD, fromAddress()))
    const statuses = await Promise.all(burst)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(195)
    expect((await right).status).toBe(429)
    expect((await logIn(a, 'Lucas_Martin', DEMO_PASSWORD, fromAddress())).status).toBe(429)
  })

  it('share the limits under a burst: 200 login tokens give 10, 200 lookups of unknown players look up 5', async () => {
    const identifier = 'fivem:424242'
    const player = { name: 'Rafale Deux Hôtes', serverName: 'main' }
    expect((await callHost(a.url, 'PUT', `/api/server/players/${identifier}`, player, asServer)).status).toBe(200)
    const mints = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        callHost((index % 2 === 0 ? a : b).url, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
      )
    )
    const minted = mints.filter((response) => response.status === 200)
    expect(minted).toHaveLength(10)
    expect(mints.filter((response) => response.status === 429)).toHaveLength(190)

    const { token } = (await minted[0]?.json()) as { token: string }
    const { sessionToken } = (await (await callHost(b.url, 'POST', `/api/loginGame?token=${token}`)).json()) as { sessionToken: string }
    const from = fromAddress()
    const lookUp = (host: WebHost, username: string) =>
      callHost(host.url, 'GET', `/api/verifyUsername?username=${username}`, undefined, { authorization: `Bearer ${sessionToken}`, ...from })
    const lookups = await Promise.all(Array.from({ length: 200 }, (_, index) => lookUp(index % 2 === 0 ? a : b, `Personne_${index}`)))
    expect(lookups.filter((response) => response.status === 404)).toHaveLength(5)
    expect(lookups.filter((response) => response.status === 429)).toHaveLength(195)
    expect((await lookUp(a, 'Emma_Roux')).status).toBe(429)
  })

  it('serve the same daily shop, even when both make the day’s offers at the same moment', async () => {
    const [onA, onB] = await Promise.all(
      [a, b].map(async (host) => dailyShopResponseSchema.parse(await (await callHost(host.url, 'GET', '/api/dailyShop')).json()))
    )
    expect(onA?.offers.length).toBeGreaterThan(0)
    expect(onB).toEqual(onA)
  })

  it('serve the same shop version, and both see a catalogue import at once (the cache checks the revision on every read)', async () => {
    const version = async (host: WebHost) => shopVerResponseSchema.parse(await (await callHost(host.url, 'GET', '/api/shopVer')).json())
    const [beforeA, beforeB] = await Promise.all([version(a), version(b)])
    expect(beforeB?.shopVer).toBe(beforeA?.shopVer)

    const output = await importCatalogue(
      demoCatalogueWith((product) => (product.id === 201 ? { ...product, label: 'Kit de réparation deluxe' } : product)),
      { DATABASE_URL: databaseUrl }
    )
    expect(output).toMatch(/Catalogue importé/)

    const [afterA, afterB] = await Promise.all([version(a), version(b)])
    expect(afterA?.shopVer).not.toBe(beforeA?.shopVer)
    expect(afterB?.shopVer).toBe(afterA?.shopVer)
    expect(afterB?.shopData?.products.find((product) => product.id === 201)?.label).toBe('Kit de réparation deluxe')
  })
})

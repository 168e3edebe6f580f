import { setTimeout as delay } from 'node:timers/promises'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dailyShopResponseSchema, type DailyShopResponse } from '../../src/core/contract/daily-shop.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { callHost } from '../support/host-players.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

/** The host's clock starts this long before a Paris midnight (CET: +01:00 on that day). */
const BEFORE_MIDNIGHT_MS = 30_000
const CLOCK_START = '2027-03-10T23:59:30+01:00'
const TODAY = '2027-03-10'
const TOMORROW = '2027-03-11'

interface Answer {
  text: string
  body: DailyShopResponse
  /** Set by the app's request observer on every answer it sends; the shortcut's kept answers carry none. */
  fromApp: boolean
  setCookie: string | null
  /** How long nginx in front may keep it (docs/deploy/nginx-boutique.conf): its last fresh second. */
  nginxExpires: string | null
}

async function dailyShop(host: WebHost, headers: Record<string, string> = {}, path = '/api/dailyShop'): Promise<Answer> {
  const response = await callHost(host.url, 'GET', path, undefined, headers)
  expect(response.status).toBe(200)
  const text = await response.text()
  return {
    text,
    body: dailyShopResponseSchema.parse(JSON.parse(text)),
    fromApp: response.headers.get('x-request-id') !== null,
    setCookie: response.headers.get('set-cookie'),
    nginxExpires: response.headers.get('x-accel-expires')
  }
}

async function cookieOf(host: WebHost, username: string): Promise<string> {
  const login = await callHost(host.url, 'POST', '/api/login', { username, password: DEMO_PASSWORD })
  expect(login.status).toBe(200)
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/**
 * GET /api/dailyShop is the same body for every player on a Paris day, kept once and sent from memory
 * (web/http/answer-cache.ts, node-shortcut.ts; docs/daily-shop.md#caching). The built host on PostgreSQL in demo
 * mode, its clock fixed 30 s before a Paris midnight (SHOP_FIXED_CLOCK): the tests run in order, the last one after
 * that midnight on the host's clock. About 35 s, most of it waiting for the midnight.
 */
describe('the day’s offers, one shared answer per Paris day, on the built host', { timeout: 120_000 }, () => {
  let host: WebHost
  let databaseUrl: string
  let spawnedAt: number
  let healthyAt: number
  let today: Answer

  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl()
    spawnedAt = Date.now()
    host = await startWebHost({ env: { DATABASE_URL: databaseUrl, SHOP_FIXED_CLOCK: CLOCK_START } })
    healthyAt = Date.now()
  })
  afterAll(() => host?.stop())

  it('gives two logged-in players and a visitor the same bytes, with nothing of either player in them', async () => {
    today = await dailyShop(host)
    // The host read its clock between its spawn and its first healthy answer: still before midnight here.
    expect(Date.now() - spawnedAt, 'the host took too long to start for this clock').toBeLessThan(BEFORE_MIDNIGHT_MS)
    expect(today.body.day).toBe(TODAY)
    expect(Object.keys(today.body).sort()).toEqual(['day', 'nextResetAt', 'offers'])
    // Fresh for nginx through 23:59:59 Paris time, never into the next day.
    expect(today.nginxExpires).toBe(`@${Date.parse('2027-03-10T22:59:59Z') / 1000}`)
    expect(today.body.offers.length).toBeGreaterThan(0)
    const lucas = await cookieOf(host, 'Lucas_Martin')
    const emma = await cookieOf(host, 'Emma_Roux')
    for (const cookie of [lucas, emma, lucas]) {
      const answer = await dailyShop(host, { cookie })
      expect(answer).toEqual({ ...today, fromApp: false })
    }
    // Nothing of the players themselves: neither name nor session in the shared body.
    for (const secret of ['Lucas', 'Emma', lucas.split('=')[1] ?? '-', emma.split('=')[1] ?? '-']) {
      expect(today.text).not.toContain(secret)
    }
  })

  it('keeps today’s offers after a catalogue change, as the database holds them', async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const ids = today.body.offers.map((offer) => offer.itemId)
      await client.query('update products set daily_shop_eligible = false where id = any($1::int[])', [ids])
    } finally {
      await client.end()
    }
    const kept = await dailyShop(host)
    expect(kept.fromApp).toBe(false)
    expect(kept.text).toBe(today.text)
    // Past the kept answer (a query string is the app's): the day fixed in the database, the same offers.
    const fromApp = await dailyShop(host, {}, '/api/dailyShop?fresh=1')
    expect(fromApp.fromApp).toBe(true)
    expect(fromApp.body.offers).toEqual(today.body.offers)
  })

  it('after Paris midnight on the host’s clock: the next day’s offers, from the changed catalogue, again shared', async () => {
    // The host's clock is at least CLOCK_START + (now − healthyAt): wait until that is past midnight.
    await delay(Math.max(0, healthyAt + BEFORE_MIDNIGHT_MS + 1_000 - Date.now()))
    const first = await dailyShop(host)
    expect(first.fromApp).toBe(true)
    expect(first.body.day).toBe(TOMORROW)
    expect(first.body.nextResetAt).toBe('2027-03-11T23:00:00.000Z')
    expect(first.nginxExpires).toBe(`@${Date.parse('2027-03-11T22:59:59Z') / 1000}`)
    const yesterdays = new Set(today.body.offers.map((offer) => offer.itemId))
    expect(first.body.offers.filter((offer) => yesterdays.has(offer.itemId))).toEqual([])
    const again = await dailyShop(host, { cookie: await cookieOf(host, 'Emma_Roux') })
    expect(again).toEqual({ ...first, fromApp: false })
  })
})

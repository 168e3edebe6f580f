import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import type { Database } from '../../web/db/database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { shopInvariantViolations } from '../support/shop-invariants.ts'
import { DATABASE_KINDS } from '../support/test-databases.ts'
import { sameHostData } from '../support/same-host-data.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'
import { waitFor } from '../support/wait-for.ts'

// Needs the built host: node build.mjs --quiet
const SERVER_KEY = 'crash-test-server-key-'.padEnd(48, 'k')
const PLAYERS = 6
const UNIONS_EACH = 40_000
/** Cheap unlimited items and weapons, mostly; now and then a pack that credits Unions (stock 25), a car of stock 5, a sold-out drill. */
const EVERYDAY_PRODUCTS = [201, 202, 203, 204, 208, 209, 401, 402, 301]
const SCARCE_PRODUCTS = [107, 309, 210]
/** Responses collected before the host is killed: enough for a load, not enough to end it. */
const ANSWERS_BEFORE_KILL = 60

interface Attempt {
  player: HostPlayer
  key: string
  body: { characterDbId: number; products: Record<string, { amount: number; isFromDailyShop: false }> }
  /** The player gives up waiting after this long (the answer is lost, the purchase may be made). */
  abortAfterMs?: number
  /** The answer is lost on its way back: the purchase is made, the player does not know. */
  dropAnswer?: boolean
  /** undefined: no answer came (given up, killed in flight, or never reached the host). */
  status?: number
  orderId?: number
}

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

function randomBasket(player: HostPlayer, serial: number): Attempt {
  const products: Attempt['body']['products'] = {}
  for (let line = 0; line < 1 + (serial % 3); line += 1) {
    const id = EVERYDAY_PRODUCTS[(serial * 7 + line * 5) % EVERYDAY_PRODUCTS.length] ?? 201
    products[String(id)] = { amount: 1 + ((serial + line) % 2), isFromDailyShop: false }
  }
  if (serial % 6 === 0) products[String(SCARCE_PRODUCTS[(serial / 6) % SCARCE_PRODUCTS.length])] = { amount: 1, isFromDailyShop: false }
  return {
    player,
    key: `crash-${serial}-${randomBytes(6).toString('hex')}`,
    body: { characterDbId: player.characterId, products },
    ...(serial % 8 === 3 ? { abortAfterMs: serial % 20 } : {}),
    ...(serial % 8 === 5 ? { dropAnswer: true } : {})
  }
}

async function send(host: WebHost, attempt: Attempt): Promise<void> {
  attempt.status = undefined
  attempt.orderId = undefined
  try {
    const response = await fetch(`${host.url}/api/buyProducts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${attempt.player.sessionToken}`,
        gameServer: 'main',
        'Idempotency-Key': attempt.key
      },
      body: JSON.stringify(attempt.body),
      signal: attempt.abortAfterMs === undefined ? undefined : AbortSignal.timeout(attempt.abortAfterMs)
    })
    const body: unknown = await response.json()
    if (attempt.dropAnswer) return
    attempt.status = response.status
    if (response.status === 200) attempt.orderId = buyProductsResponseSchema.parse(body).order.id
  } catch {
    // No answer: the host died, or the player gave up.
  }
}

/** Each player buys one basket after another until the host dies under them. */
async function purchaseLoad(host: WebHost, players: HostPlayer[], onAnswer: (answered: number) => void): Promise<Attempt[]> {
  const attempts: Attempt[] = []
  let serial = 0
  let answered = 0
  await Promise.all(
    players.map(async (player) => {
      while (host.process.exitCode === null && host.process.signalCode === null) {
        const attempt = randomBasket(player, (serial += 1))
        attempts.push(attempt)
        await send(host, attempt)
        if (attempt.status !== undefined) onAnswer((answered += 1))
      }
    })
  )
  return attempts
}

async function ordersOf(db: Database, orderIds: number[]): Promise<Map<number, { product_id: number; quantity: number }[]>> {
  const { rows } = await db.query<{ order_id: number; product_id: number; quantity: number }>(
    'select order_id::int as order_id, product_id, quantity from order_lines where order_id = any($1::bigint[]) order by id',
    [orderIds]
  )
  const orders = new Map<number, { product_id: number; quantity: number }[]>()
  for (const row of rows)
    orders.set(row.order_id, [...(orders.get(row.order_id) ?? []), { product_id: row.product_id, quantity: row.quantity }])
  return orders
}

const linesOf = (attempt: Attempt) =>
  Object.entries(attempt.body.products)
    .map(([id, line]) => ({ product_id: Number(id), quantity: line.amount }))
    .sort((a, b) => a.product_id - b.product_id)

describe.each(DATABASE_KINDS)('kill -9 under a purchase load (%s)', (kind) => {
  it('keeps every answered purchase, none refused, balances equal to ledgers, one delivery per line; retries are exactly-once', async () => {
    const data = await sameHostData(kind, SERVER_KEY, folders)
    const first = await startWebHost({ env: data.env, dataDir: data.dataDir })
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, index) => playerFromGame(first.url, SERVER_KEY, index, UNIONS_EACH))
    )
    const stocksBefore = await (async () => {
      const response = await callHost(first.url, 'GET', '/api/shopVer')
      const { shopData } = (await response.json()) as { shopData: { products: { id: number; stocks: number | null }[] } }
      return new Map(
        shopData.products.filter((product) => product.stocks !== null).map((product) => [product.id, product.stocks as number])
      )
    })()

    const attempts = await purchaseLoad(first, players, (answered) => {
      if (answered === ANSWERS_BEFORE_KILL) first.process.kill('SIGKILL')
    })
    await first.stop()
    const answered = attempts.filter((attempt) => attempt.status !== undefined)
    const lost = attempts.filter((attempt) => attempt.status === undefined)
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERS_BEFORE_KILL)
    expect(answered.some((attempt) => attempt.status === 200)).toBe(true)
    expect(answered.some((attempt) => attempt.status === 409)).toBe(true)
    expect(answered.every((attempt) => attempt.status === 200 || attempt.status === 409)).toBe(true)

    // The killed host's data, read before anything else touches it.
    const committedBefore = new Map<string, number>()
    let ordersBefore = 0
    await withDatabase(data, async (db) => {
      const keys = await db.query<{ idempotency_key: string; order_id: number }>(
        'select idempotency_key, order_id::int as order_id from purchase_requests where idempotency_key = any($1::text[])',
        [attempts.map((attempt) => attempt.key)]
      )
      for (const row of keys.rows) committedBefore.set(row.idempotency_key, row.order_id)
      expect(committedBefore.size, 'purchases made whose answer was lost, to retry').toBeGreaterThan(
        answered.filter((one) => one.status === 200).length
      )
      for (const attempt of answered) {
        if (attempt.status === 200) expect(committedBefore.get(attempt.key), `answered order ${attempt.orderId}`).toBe(attempt.orderId)
        else expect(committedBefore.has(attempt.key), `refused purchase ${attempt.key}`).toBe(false)
      }
      const kept = await ordersOf(
        db,
        answered.flatMap((attempt) => (attempt.orderId ? [attempt.orderId] : []))
      )
      for (const attempt of answered.filter((one) => one.status === 200)) expect(kept.get(attempt.orderId ?? 0)).toEqual(linesOf(attempt))
      // Every order is an answered purchase, or one whose answer the kill cut off.
      const cutOff = lost.filter((attempt) => committedBefore.has(attempt.key)).length
      ordersBefore = await countOrders(db)
      expect(ordersBefore).toBe(answered.filter((attempt) => attempt.status === 200).length + cutOff)
      expect(await shopInvariantViolations(db, stocksBefore)).toEqual([])
    })

    // Restarted on the same data, the players retry what got no answer, with the same keys.
    const second = await startWebHost({ env: data.env, dataDir: data.dataDir })
    for (const attempt of lost) {
      const before = committedBefore.get(attempt.key)
      attempt.abortAfterMs = undefined
      attempt.dropAnswer = false
      await send(second, attempt)
      expect(attempt.status === 200 || attempt.status === 409, `retry answered ${attempt.status}`).toBe(true)
      if (before !== undefined) expect(attempt.orderId, 'a purchase made before the kill is answered again').toBe(before)
    }
    // Answered purchases sent again get their first answer.
    const bought = [...answered, ...lost].filter((attempt) => attempt.status === 200)
    for (const attempt of bought.slice(0, 10)) {
      const orderId = attempt.orderId
      // A player who gave up after a few milliseconds the first time, and had the answer by then, waits this time.
      attempt.abortAfterMs = undefined
      await send(second, attempt)
      expect(attempt.orderId).toBe(orderId)
    }
    expect(await second.stop()).toBe(0)

    await withDatabase(data, async (db) => {
      const newlyBought = lost.filter((attempt) => attempt.status === 200 && !committedBefore.has(attempt.key)).length
      expect(await countOrders(db)).toBe(ordersBefore + newlyBought)
      expect(await shopInvariantViolations(db, stocksBefore)).toEqual([])
    })
  }, 120_000)
})

describe.each(DATABASE_KINDS)('SIGTERM (%s)', (kind) => {
  it('answers the requests in flight, refuses new connections, exits 0 and leaves the database closed cleanly', async () => {
    const data = await sameHostData(kind, SERVER_KEY, folders)
    const host = await startWebHost({ env: data.env, dataDir: data.dataDir })
    const exited = new Promise<number | null>((resolve) => host.process.once('exit', resolve))
    const login = (username: string, password: string) => postJson(host.url, '/api/login', { username, password })
    // A login whose body is still on its way when the signal comes.
    const streamed = postJson(host.url, '/api/login', { username: 'Emma_Roux', password: DEMO_PASSWORD }, { holdTail: 10 })
    // Password checks (scrypt) take a while each: once the first is answered, the others are still being worked on.
    // Every attempt takes a limit slot before it is checked (web/limits/), five per username and per address, the
    // streamed login included: four in flight stay within them, two of them wrong.
    const passwords = Array.from({ length: 4 }, (_, index) => (index % 2 === 0 ? 'mauvais-mot-de-passe' : DEMO_PASSWORD))
    const logins = passwords.map((password) => login('Lucas_Martin', password))
    // Every request is on the wire (so in flight, not new) and one is answered before the signal.
    await Promise.all([...logins, streamed].map((request) => request.written))
    await Promise.race(logins.map((request) => request.status))
    host.process.kill('SIGTERM')
    // The host logs the signal, then closes its listener on the next turn: new connections are refused from then
    // on, while the held login's body still has to come.
    await waitFor(() => host.output().includes('SIGTERM reçu'), 'the host heard SIGTERM')
    await waitFor(async () => !(await acceptsConnections(host.url)), 'new connections refused while a login is in flight')
    streamed.finishBody()

    const statuses = await Promise.all([...logins, streamed].map((request) => request.status))
    expect(statuses.slice(0, -1)).toEqual(passwords.map((password) => (password === DEMO_PASSWORD ? 200 : 401)))
    expect(statuses.at(-1)).toBe(200)
    expect(await exited).toBe(0)
    expect(host.output()).not.toMatch(/fermeture en erreur/)
    if (kind === 'pglite') expect(existsSync(join(data.dataDir, 'pglite', 'boutique.lock'))).toBe(false)
    await withDatabase(data, async (db) => {
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from sessions s join accounts a on a.id = s.account_id where a.username in ('Lucas_Martin', 'Emma_Roux')`
      )
      expect(rows[0]?.count).toBe(3)
    })
  }, 120_000)
})

/** PGlite has one owner at a time: the database is read while no host runs. */
async function withDatabase(data: { open(): Promise<Database> }, work: (db: Database) => Promise<void>): Promise<void> {
  const db = await data.open()
  try {
    await work(db)
  } finally {
    await db.close()
  }
}

interface PostedJson {
  /** Resolves once the request (all of it, or all but the held tail) is handed to the kernel. */
  written: Promise<void>
  status: Promise<number>
  /** Sends the held tail of the body. */
  finishBody(): void
}

/** A JSON POST on a connection of its own; `holdTail` keeps the body's last characters back until finishBody(). */
function postJson(baseUrl: string, path: string, body: unknown, options: { holdTail?: number } = {}): PostedJson {
  const text = JSON.stringify(body)
  const cut = text.length - (options.holdTail ?? 0)
  const request = httpRequest(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }
  })
  const status = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
      response.once('error', reject)
    })
    request.once('error', reject)
  })
  const written = new Promise<void>((resolve) => request.write(text.slice(0, cut), () => resolve()))
  if (cut === text.length) request.end()
  return { written, status, finishBody: () => request.end(text.slice(cut)) }
}

/** Whether a new connection to the host is accepted (connections already open are another matter). */
function acceptsConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function countOrders(db: Database): Promise<number> {
  return (await db.query<{ count: number }>('select count(*)::int as count from orders')).rows[0]?.count ?? 0
}

import { randomUUID } from 'node:crypto'
import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database, Queryable } from '../../web/db/database.ts'
import { lineParties } from '../../web/tebex/payment-parties.ts'
import { paymentSubjectSchema } from '../../web/tebex/webhook-schema.ts'
import { httpFrom } from '../support/http-from.ts'
import { accountIdOf, balanceAndRank } from '../support/shop-player.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { signedTebexRequest, tebexFixture } from '../support/tebex-fixtures.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'
import { waitFor } from '../support/wait-for.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const GRADE_VIP = 6000001
const UNIONS_500 = 6000101
const UNIONS_25000 = 6000106
const MIB = 1024 * 1024
const CLIENT = '127.0.0.1'

describe('the Tebex webhook path on the built host over TCP: one limit, one reader, one refusal place', () => {
  let host: WebHost

  beforeAll(async () => {
    host = await startWebHost({ env: { SHOP_DEMO: 'true' } })
  })
  afterAll(async () => {
    await host?.stop()
  })

  const post = (event: object | string) => {
    const { body, headers } = signedTebexRequest(event as Parameters<typeof signedTebexRequest>[0])
    return httpFrom(CLIENT, `${host.url}/api/webhooks/tebex`, { method: 'POST', body, headers })
  }

  it('stores a type it does not handle and answers 200 ignored, once; a handled type it cannot read is a 400 in French', async () => {
    const id = randomUUID()
    const abandoned = { id, type: 'basket.abandoned', date: '2026-11-21T10:00:00+00:00', subject: { ident: 'x' } }
    expect(await post(abandoned)).toMatchObject({ status: 200, body: { id, outcome: 'ignored', replay: false } })
    expect(await post(abandoned)).toMatchObject({ status: 200, body: { id, outcome: 'ignored', replay: true } })
    expect(await post({ id: randomUUID(), type: 'payment.declined', subject: { transaction_id: 'tbx-d', products: [] } })).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' }
    })
    const unreadable = [
      { id: randomUUID(), type: 'payment.refunded', subject: { products: 'none' } },
      { id: randomUUID(), type: 'recurring-payment.ended', subject: { next_payment_at: null } },
      { id: randomUUID(), type: '', subject: {} },
      { type: 'validation.webhook', subject: {} },
      '{not json'
    ]
    for (const event of unreadable) {
      const answer = await post(event)
      expect(answer.status, JSON.stringify(event)).toBe(400)
      expect((answer.body as { error: string }).error).toMatch(/^Webhook illisible : /)
    }
  })

  it('takes a body of 1 MiB and refuses one byte more with 413, declared or streamed, counted as too_large', async () => {
    const validation = { id: randomUUID(), type: 'validation.webhook', subject: {}, pad: '' }
    const exact = JSON.stringify({ ...validation, pad: 'x'.repeat(MIB - JSON.stringify(validation).length) })
    expect(Buffer.byteLength(exact)).toBe(MIB)
    expect(await post(exact)).toMatchObject({ status: 200, body: { id: validation.id } })
    const over = `${exact} `
    const declared = await post(over)
    expect(declared).toMatchObject({ status: 413, body: { error: 'Corps du webhook trop volumineux.' } })
    expect(await streamed(`${host.url}/api/webhooks/tebex`, over)).toBe(413)
    // The host writes its log lines asynchronously: the second may come a little after its answer.
    const refusals = () =>
      host
        .output()
        .split('\n')
        .filter((line) => line.includes('webhook refusé') && line.includes('"too_large"'))
    await waitFor(() => refusals().length >= 2, 'two too_large refusals in the host log', 30_000)
    expect(refusals()).toHaveLength(2)
  })
})

/** A POST whose body is sent in chunks, without a declared length (Transfer-Encoding: chunked): its status. */
function streamed(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve(incoming.statusCode ?? 0))
    })
    // The host answers as soon as the limit is passed; the rest of the body may then meet a closed socket.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)
    )
    for (let start = 0; start < body.length; start += 64 * 1024) outgoing.write(body.slice(start, start + 64 * 1024))
    outgoing.end()
  })
}

interface Statement {
  sql: string
  params: unknown[]
}

/** `inner`, with every statement it is sent written down in `log`. */
const watched = (inner: Queryable, log: Statement[]): Queryable => ({
  query: <Row>(sql: string, params?: unknown[], name?: string) => {
    log.push({ sql, params: params ?? [] })
    return inner.query<Row>(sql, params, name)
  },
  exec: (sql: string) => inner.exec(sql)
})

/** The database with every statement of its transactions written down, as the webhook path sends them. */
function recording(db: Database, log: Statement[]): Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction') return <T>(work: (tx: Queryable) => Promise<T>) => target.transaction((tx) => work(watched(tx, log)))
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    }
  })
}

const isPartyLookup = (statement: Statement) =>
  /from account_identifiers where identifier|select id from accounts where id = \$1$/.test(statement.sql)
const isAccountLock = (statement: Statement) => /from accounts\b[\s\S]*for update/.test(statement.sql)
const accountIdsOf = (statement: Statement) => [statement.params[0]].flat().map(Number)

/** How many statements locked each account. */
function locksPerAccount(log: Statement[]): Record<number, number> {
  const locks: Record<number, number> = {}
  for (const id of log.filter(isAccountLock).flatMap(accountIdsOf)) locks[id] = (locks[id] ?? 0) + 1
  return locks
}

describe('one webhook computes each line’s parties once and locks each account once (PostgreSQL)', () => {
  let shop: TestApp
  let db: Database
  const log: Statement[] = []
  let lucas: number
  let emma: number

  beforeAll(async () => {
    db = await freshDatabase('postgres')
    shop = createTestApp(recording(db, log))
    lucas = await accountIdOf(db, 'Lucas_Martin')
    emma = await accountIdOf(db, 'Emma_Roux')
  })
  afterAll(async () => {
    await db?.close()
  })

  async function send(event: object): Promise<Statement[]> {
    log.length = 0
    const { body, headers } = signedTebexRequest(event as Parameters<typeof signedTebexRequest>[0])
    const response = await shop.post('/api/webhooks/tebex', body, headers)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ outcome: 'processed' })
    return [...log]
  }

  it('a payment of three lines, one a Grade given to a friend: three party lookups, each account locked once, then its refund', async () => {
    // Lucas pays for all three; the Grade and the 25'000 pack go to Emma.
    const lines = [
      { id: GRADE_VIP, variables: variables(emma, lucas) },
      { id: UNIONS_500, variables: variables(lucas) },
      { id: UNIONS_25000, variables: variables(emma, lucas) }
    ]
    const event = paymentEvent('payment.completed', 'tbx-counted', lines, { accountId: lucas })
    const subject = paymentSubjectSchema.parse(event.subject)
    // What computing one line's parties takes, measured on the line itself.
    const once: Statement[] = []
    const [firstLine] = subject.products
    if (!firstLine) throw new Error('no line')
    await db.transaction((tx) => lineParties(watched(tx, once), subject, firstLine))
    expect(once.length).toBeGreaterThan(0)

    const completed = await send(event)
    expect(completed.filter(isPartyLookup)).toHaveLength(lines.length * once.length)
    expect(locksPerAccount(completed)).toEqual({ [lucas]: 1, [emma]: 1 })
    expect(await balanceAndRank(db, emma)).toEqual({ shop_tokens: 26_500, rank: 'vip' })

    const refunded = await send(paymentEvent('payment.refunded', 'tbx-counted', lines, { accountId: lucas }))
    expect(locksPerAccount(refunded)).toEqual({ [lucas]: 1, [emma]: 1 })
    expect(await balanceAndRank(db, emma)).toEqual({ shop_tokens: 1500, rank: 'joueur' })
  })

  it('a subscription that ends at once: its account locked once', async () => {
    const reference = 'tbx-r-counted'
    const started = tebexFixture('recurring-started', (event) => {
      event.id = randomUUID()
      event.subject.reference = reference
      event.subject.next_payment_at = '2026-12-21T10:00:00Z'
      for (const key of ['initial_payment', 'last_payment']) {
        const payment = event.subject[key] as { transaction_id: string; custom: object; products: { id: number }[] }
        payment.transaction_id = 'tbx-counted-sub'
        payment.custom = { accountId: emma }
        for (const product of payment.products) product.id = GRADE_VIP
      }
    })
    expect(locksPerAccount(await send(started))).toEqual({ [emma]: 1 })
    // The period Tebex names is over already: the Grade goes in the same event.
    const ended = tebexFixture('recurring-ended', (event) => {
      event.id = randomUUID()
      event.subject.reference = reference
      event.subject.next_payment_at = '2026-11-20T10:00:00Z'
    })
    expect(locksPerAccount(await send(ended))).toEqual({ [emma]: 1 })
    expect((await balanceAndRank(db, emma)).rank).toBe('joueur')
  })
})

import { randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { deliveriesResponseSchema } from '../../src/core/contract/game-server.ts'
import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { changeBalance } from '../../web/accounts/ledger.ts'
import { getConfig } from '../../web/config.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET, TEBEX_WEBHOOK_IPS, type StoreProviderSettings } from '../../web/tebex/tebex-settings.ts'
import { balanceViolations } from '../support/shop-invariants.ts'
import { accountIdOf, balanceAndRank } from '../support/shop-player.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const UNIONS_500 = 6000101
const UNIONS_25000 = 6000106
const GRADE_VIP = 6000001
const GRADE_MVP = 6000003
const SERVER_KEY = 'k'.repeat(40)

describe.each(DATABASE_KINDS)('Tebex webhooks on %s', (kind) => {
  let shop: TestApp
  let lucas: number
  let emma: number

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind))
    lucas = await accountId('Lucas_Martin')
    emma = await accountId('Emma_Roux')
  })
  afterEach(async () => {
    expect(await balanceViolations(shop.db)).toEqual([])
    await shop.db.close()
  })

  const accountId = (username: string) => accountIdOf(shop.db, username)
  const account = (id: number) => balanceAndRank(shop.db, id)

  async function count(table: string): Promise<number> {
    const { rows } = await shop.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
    return rows[0]?.n ?? 0
  }

  /** Signed over exactly the bytes sent, as Tebex does. */
  function send(event: unknown, headers: Record<string, string> = {}, app = shop) {
    const body = typeof event === 'string' ? event : JSON.stringify(event)
    return app.post('/api/webhooks/tebex', body, {
      'content-type': 'application/json',
      'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, body),
      ...headers
    })
  }

  async function accepted(event: unknown): Promise<{ id: string; outcome: string; replay: boolean }> {
    const response = await send(event)
    expect(response.status).toBe(200)
    return (await response.json()) as { id: string; outcome: string; replay: boolean }
  }

  async function storeTransaction(txnId: string) {
    const { rows } = await shop.db.query<{ status: string; account_id: number | null; gift_to_account_id: number | null }>(
      // The amount in minor units of its currency (migration 024): 4.99 EUR is 499 EUR.
      `select status, account_id, gift_to_account_id, json_build_object('cents', amount_cents, 'currency', currency) as amount
         from store_transactions where txn_id = $1`,
      [txnId]
    )
    return rows[0]
  }

  async function historyOf(username: string) {
    const login = await shop.post('/api/login', { username, password: DEMO_PASSWORD })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const response = await shop.get('/api/getPlayerTransactions', { cookie })
    expect(response.status).toBe(200)
    return playerTransactionsResponseSchema.parse(await response.json()).tebex
  }

  it('refuses a missing, wrong or forged signature with 403 and changes nothing', async () => {
    const event = paymentEvent('payment.completed', 'tbx-forged', [{ id: UNIONS_25000, variables: variables(emma) }], { accountId: emma })
    const body = JSON.stringify(event)
    const attempts: Record<string, string>[] = [
      {},
      { 'x-signature': '' },
      { 'x-signature': 'abc' },
      { 'x-signature': webhookSignature('another-secret-of-some-length', body) },
      // Signed over a different serialisation of the same event: the raw bytes are what count.
      { 'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, JSON.stringify(event, null, 2)) }
    ]
    for (const headers of attempts) {
      const response = await shop.post('/api/webhooks/tebex', body, { 'content-type': 'application/json', ...headers })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Signature du webhook invalide.' })
    }
    expect(await count('tebex_events')).toBe(0)
    expect(await count('store_transactions')).toBe(0)
    expect((await account(emma)).shop_tokens).toBe(1500)
  })

  it('answers validation.webhook with its id and keeps it', async () => {
    const id = randomUUID()
    const response = await send({ id, type: 'validation.webhook', date: '2026-11-21T10:00:00+00:00', subject: {} })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id })
    const { rows } = await shop.db.query<{ type: string; outcome: string }>('select type, outcome from tebex_events where id = $1', [id])
    expect(rows).toEqual([{ type: 'validation.webhook', outcome: 'validation' }])
  })

  it('is not stopped by the origin check: webhooks come from Tebex, not a page', async () => {
    const response = await send({ id: randomUUID(), type: 'validation.webhook', subject: {} }, { origin: 'https://tebex.io' })
    expect(response.status).toBe(200)
  })

  it('credits a Unions pack once, with its ledger row; the same event again, or the payment under a new id, changes nothing', async () => {
    const event = paymentEvent('payment.completed', 'tbx-unions-1', [{ id: UNIONS_500, quantity: 2, variables: variables(lucas) }], {
      accountId: lucas
    })
    expect(await accepted(event)).toEqual({ id: event.id, outcome: 'processed', replay: false })
    expect((await account(lucas)).shop_tokens).toBe(26_000)
    const ledger = await shop.db.query<{ delta: number; balance_after: number; reference: string }>(
      'select delta, balance_after, reference from ledger where account_id = $1 and reference like $2',
      [lucas, 'tebex:%']
    )
    expect(ledger.rows).toEqual([{ delta: 1000, balance_after: 26_000, reference: `tebex:tbx-unions-1:${UNIONS_500}` }])

    expect(await accepted(event)).toEqual({ id: event.id, outcome: 'processed', replay: true })
    expect(await accepted({ ...event, id: randomUUID() })).toMatchObject({ outcome: 'processed', replay: false })
    expect((await account(lucas)).shop_tokens).toBe(26_000)
    expect(await count("ledger where reference like 'tebex:%'")).toBe(1)
    expect(await count('tebex_events')).toBe(2)
    expect(await storeTransaction(`tbx-unions-1:${UNIONS_500}`)).toMatchObject({
      status: 'complete',
      account_id: lucas,
      gift_to_account_id: null,
      amount: { cents: 499, currency: 'EUR' }
    })
  })

  it('reads the tolerant shapes: variables as an object, username as a string, ids as strings', async () => {
    const event = paymentEvent('payment.completed', 'tbx-shapes', [], { accountId: String(emma) })
    const subject = {
      ...event.subject,
      status: { id: '1', description: 'Complete' },
      customer: { username: 'Emma_Roux' },
      products: [
        { id: String(UNIONS_500), name: '500', quantity: 1, variables: { identifier: emma, gifter: 'null' }, custom: null, username: null }
      ]
    }
    expect(await accepted({ ...event, subject })).toMatchObject({ outcome: 'processed' })
    expect((await account(emma)).shop_tokens).toBe(2000)
  })

  it('gives a gifted Grade to its target: rank, a delivery per game server, and the payment in both histories', async () => {
    const event = paymentEvent(
      'payment.completed',
      'tbx-gift-1',
      [
        {
          id: GRADE_MVP,
          variables: [...variables(emma, lucas), { identifier: 'discord_id', option: '900000000000000101' }],
          custom: { gift_target_data: { id: emma, nickname: 'Emma_Roux' } }
        }
      ],
      { accountId: lucas }
    )
    expect(await accepted(event)).toMatchObject({ outcome: 'processed' })
    expect((await account(emma)).rank).toBe('mvp')
    expect((await account(lucas)).rank).toBe('joueur')
    const deliveries = await shop.db.query<{ account_id: number; server_name: string; character_id: number | null; grants: unknown }>(
      'select account_id, server_name, character_id, grants from deliveries where store_transaction_id = $1 order by server_name',
      [`tbx-gift-1:${GRADE_MVP}`]
    )
    expect(deliveries.rows).toEqual(
      ['legacy', 'main'].map((server_name) => ({
        account_id: emma,
        server_name,
        character_id: null,
        grants: [{ kind: 'grade', tier: 3, rank: 'mvp' }]
      }))
    )
    const gameServer = createTestApp(shop.db, { serverKey: SERVER_KEY })
    const claimed = deliveriesResponseSchema.parse(
      await (await gameServer.get('/api/server/deliveries?serverName=main', { authorization: `Bearer ${SERVER_KEY}` })).json()
    )
    expect(claimed.deliveries).toEqual([
      expect.objectContaining({
        orderId: null,
        accountId: emma,
        character: null,
        identifiers: ['fivem:100002'],
        product: expect.objectContaining({ name: 'grade_mvp', category: 'Grades' }),
        grants: [{ kind: 'grade', tier: 3, rank: 'mvp' }]
      })
    ])
    const expected = {
      txn_id: `tbx-gift-1:${GRADE_MVP}`,
      package: { id: GRADE_MVP, name: 'Paquet' },
      quantity: 1,
      status: 'complete',
      giftTo: 'Emma_Roux'
    }
    expect(await historyOf('Lucas_Martin')).toEqual([expect.objectContaining(expected)])
    // The receiver sees who gave it, never herself as the receiver.
    expect(await historyOf('Emma_Roux')).toEqual([expect.objectContaining({ ...expected, giftTo: null, giftFrom: 'Lucas_Martin' })])
  })

  it('records an unknown package and credits nothing', async () => {
    const event = paymentEvent('payment.completed', 'tbx-unknown', [{ id: 4242, variables: variables(lucas) }], { accountId: lucas })
    expect(await accepted(event)).toMatchObject({ outcome: 'unknown_package' })
    const { rows } = await shop.db.query<{ outcome: string; detail: unknown }>('select outcome, detail from tebex_events where id = $1', [
      event.id
    ])
    expect(rows).toEqual([{ outcome: 'unknown_package', detail: [{ package: 4242, accountId: lucas, outcome: 'unknown_package' }] }])
    expect(await count('store_transactions')).toBe(0)
    expect((await account(lucas)).shop_tokens).toBe(25_000)
  })

  it('records a payment for an unknown player and credits nobody', async () => {
    const event = paymentEvent('payment.completed', 'tbx-nobody', [{ id: UNIONS_500, variables: variables(987_654, lucas) }], {
      accountId: lucas
    })
    expect(await accepted(event)).toMatchObject({ outcome: 'unknown_recipient' })
    expect(await storeTransaction(`tbx-nobody:${UNIONS_500}`)).toMatchObject({ status: 'unknown_recipient', account_id: lucas })
    expect((await account(lucas)).shop_tokens).toBe(25_000)
  })

  it('reverses a refunded payment: Unions taken back, Grade back to joueur, its undelivered Grade cancelled; a second refund changes nothing', async () => {
    const lines = [
      { id: UNIONS_500, variables: variables(emma) },
      { id: GRADE_VIP, variables: [...variables(emma), { identifier: 'discord_id', option: '900000000000000102' }] }
    ]
    await accepted(paymentEvent('payment.completed', 'tbx-refund', lines, { accountId: emma }))
    expect(await account(emma)).toEqual({ shop_tokens: 2000, rank: 'vip' })

    expect(await accepted(paymentEvent('payment.refunded', 'tbx-refund', lines, { accountId: emma }))).toMatchObject({
      outcome: 'processed'
    })
    expect(await account(emma)).toEqual({ shop_tokens: 1500, rank: 'joueur' })
    expect((await storeTransaction(`tbx-refund:${UNIONS_500}`))?.status).toBe('refunded')
    expect((await storeTransaction(`tbx-refund:${GRADE_VIP}`))?.status).toBe('refunded')
    // Never handed out: cancelled on both servers, nothing to take back in game.
    const grade = await shop.db.query<{ kind: string; status: string }>(
      'select kind, status from deliveries where store_transaction_id = $1 order by id',
      [`tbx-refund:${GRADE_VIP}`]
    )
    expect(grade.rows).toEqual([
      { kind: 'grant', status: 'cancelled' },
      { kind: 'grant', status: 'cancelled' }
    ])

    await accepted(paymentEvent('payment.refunded', 'tbx-refund', lines, { accountId: emma }))
    expect(await account(emma)).toEqual({ shop_tokens: 1500, rank: 'joueur' })
    expect(await count(`ledger where reference like 'tebex-reversal:%'`)).toBe(1)
  })

  it('takes back Unions already spent: the balance goes below zero by exactly what was spent (a debt)', async () => {
    const lines = [{ id: UNIONS_25000, variables: variables(emma) }]
    await accepted(paymentEvent('payment.completed', 'tbx-spent', lines, { accountId: emma }))
    expect((await account(emma)).shop_tokens).toBe(26_500)
    await shop.db.transaction((tx) => changeBalance(tx, { accountId: emma, delta: -26_000, reason: 'Achat', at: new Date() }))

    expect(await accepted(paymentEvent('payment.refunded', 'tbx-spent', lines, { accountId: emma }))).toMatchObject({
      outcome: 'processed'
    })
    expect((await account(emma)).shop_tokens).toBe(-24_500)
    expect(await storeTransaction(`tbx-spent:${UNIONS_25000}`)).toMatchObject({ status: 'refunded' })
    const { rows } = await shop.db.query<{ detail: unknown }>(`select detail from tebex_events where type = 'payment.refunded'`)
    expect(rows[0]?.detail).toEqual([expect.objectContaining({ outcome: 'reversed', debt: 24_500 })])
  })

  it('flags a payment while disputed and reverses it when the dispute is lost', async () => {
    const lines = [{ id: UNIONS_500, variables: variables(lucas) }]
    await accepted(paymentEvent('payment.completed', 'tbx-dispute', lines, { accountId: lucas }))
    await accepted(paymentEvent('payment.dispute.opened', 'tbx-dispute', lines, { accountId: lucas }))
    expect((await storeTransaction(`tbx-dispute:${UNIONS_500}`))?.status).toBe('dispute_opened')
    expect((await account(lucas)).shop_tokens).toBe(25_500)
    await accepted(paymentEvent('payment.dispute.lost', 'tbx-dispute', lines, { accountId: lucas }))
    expect((await storeTransaction(`tbx-dispute:${UNIONS_500}`))?.status).toBe('dispute_lost')
    expect((await account(lucas)).shop_tokens).toBe(25_000)
  })

  it('stores other events and answers 200; a signed body that is no event is a 400 and is not stored', async () => {
    expect(await accepted({ id: randomUUID(), type: 'basket.abandoned', subject: { ident: 'x' } })).toMatchObject({ outcome: 'ignored' })
    expect((await send('{not json')).status).toBe(400)
    expect((await send({ type: 'payment.completed' })).status).toBe(400)
    expect((await send({ id: randomUUID(), type: 'payment.completed', subject: { products: 'none' } })).status).toBe(400)
    expect((await send({ id: randomUUID(), type: 'basket.abandoned', subject: { padding: 'x'.repeat(1_100_000) } })).status).toBe(413)
    expect(await count('tebex_events')).toBe(1)
  })

  it('with an IP allow-list, answers 403 naming the refused address to any other one and stores nothing', async () => {
    const settings = getConfig({}).storeProvider as StoreProviderSettings
    const guarded = createTestApp(shop.db, { trustProxy: true, storeProvider: { ...settings, webhookIps: [...TEBEX_WEBHOOK_IPS] } })
    const event = () => ({ id: randomUUID(), type: 'validation.webhook', subject: {} })
    const refused = await send(event(), { 'x-forwarded-for': '203.0.113.7' }, guarded)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toContain('203.0.113.7')
    expect((await send(event(), {}, guarded)).status).toBe(403)
    expect(await count('tebex_events')).toBe(0)
    expect((await send(event(), { 'x-forwarded-for': '18.209.80.3' }, guarded)).status).toBe(200)
    expect((await send(event(), { 'x-forwarded-for': '::ffff:54.87.231.232' }, guarded)).status).toBe(200)
  })
})

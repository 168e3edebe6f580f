import { randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { expireSubscriptions } from '../../web/tebex/subscription-expiry.ts'
import { shopInvariantViolations } from '../support/shop-invariants.ts'
import { accountIdOf, balanceAndRank, logIn } from '../support/shop-player.ts'
import { signedTebexRequest, tebexFixture } from '../support/tebex-fixtures.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { readStocks } from '../../web/catalog/stock-repository.ts'

const GRADE_VIP = 6000001
const GRADE_MVP = 6000003
const PACKAGE_NAMES: Record<number, string> = { [GRADE_VIP]: 'Grade VIP', [GRADE_MVP]: 'Grade MVP' }
const UNIONS_500 = 6000101
const DAY = 86_400_000
const START = Date.parse('2026-11-21T10:00:00Z')
const SERVER_KEY = 'k'.repeat(40)
const GAME_SERVER = { authorization: `Bearer ${SERVER_KEY}` }
const FAGGIO = 301

type Fixture = {
  id: string
  type: string
  date: string
  subject: Record<string, unknown> & { last_payment: Payment; initial_payment: Payment }
}
type Payment = Record<string, unknown> & { transaction_id: string; products: Record<string, unknown>[]; custom: Record<string, unknown> }

/** Tebex's documented sample (tests/fixtures/tebex/README.md), with the recurring payments typed for the edits below. */
const fixture = (name: string): Fixture => tebexFixture(name) as Fixture

/**
 * The sample with only what names our store changed: the package bought, the basket's custom
 * (our account id, as the bundle creates baskets), the period's payment and the end of the period.
 */
function recurringEvent(
  name: string,
  options: { accountId: number; payment: string; paidUntil: number; packageId?: number; reference?: string }
): Fixture {
  const event = fixture(name)
  event.id = randomUUID()
  event.subject.reference = options.reference ?? 'tbx-r-714093927'
  event.subject.next_payment_at = new Date(options.paidUntil).toISOString()
  for (const payment of [event.subject.initial_payment, event.subject.last_payment]) {
    payment.custom = { accountId: options.accountId }
    for (const product of payment.products) {
      product.id = options.packageId ?? GRADE_VIP
      product.name = PACKAGE_NAMES[product.id as number]
    }
  }
  event.subject.last_payment.transaction_id = options.payment
  return event
}

describe.each(DATABASE_KINDS)('Tebex subscriptions on %s', (kind) => {
  let shop: TestApp
  let lucas: number
  let emma: number
  let stocks: Map<number, number>

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
    lucas = await accountId('Lucas_Martin')
    emma = await accountId('Emma_Roux')
    stocks = await readStocks(shop.db)
  })
  afterEach(async () => {
    expect(await shopInvariantViolations(shop.db, stocks)).toEqual([])
    await shop.db.close()
  })

  const accountId = (username: string) => accountIdOf(shop.db, username)
  const account = (id: number) => balanceAndRank(shop.db, id)

  async function accepted(event: object): Promise<{ outcome: string; replay: boolean }> {
    const { body, headers } = signedTebexRequest(JSON.stringify(event))
    const response = await shop.post('/api/webhooks/tebex', body, headers)
    expect(response.status).toBe(200)
    return (await response.json()) as { outcome: string; replay: boolean }
  }

  async function deliveriesOf(id: number) {
    const { rows } = await shop.db.query<{ server_name: string; kind: string; status: string; grants: unknown }>(
      `select server_name, kind, status, grants from deliveries where account_id = $1 order by id`,
      [id]
    )
    return rows
  }

  /** What a game server is handed, as the resource asks for it. */
  async function claim(serverName: string): Promise<{ id: number; kind: string; grants: unknown }[]> {
    const response = await shop.get(`/api/server/deliveries?serverName=${serverName}`, GAME_SERVER)
    return ((await response.json()) as { deliveries: { id: number; kind: string; grants: unknown }[] }).deliveries
  }

  async function gradeDeliveries(id: number) {
    const { rows } = await shop.db.query<{ server_name: string; grants: unknown }>(
      `select server_name, grants from deliveries where account_id = $1 and store_transaction_id is not null order by id, server_name`,
      [id]
    )
    return rows
  }

  async function monthlyLedger(id: number) {
    const { rows } = await shop.db.query<{ delta: number; reference: string }>(
      `select delta, reference from ledger where account_id = $1 and reference like 'tebex-subscription:%' order by id`,
      [id]
    )
    return rows
  }

  async function sessionOf(username: string): Promise<string> {
    const login = await shop.post('/api/login', { username, password: DEMO_PASSWORD })
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }

  async function historyOf(username: string) {
    const response = await shop.get('/api/getPlayerTransactions', { cookie: await sessionOf(username) })
    return playerTransactionsResponseSchema.parse(await response.json()).tebex
  }

  it('grants the Grade and credits the tier’s Unions once per paid month: two renewals credit twice, a repeated renewal nothing', async () => {
    const before = (await account(lucas)).shop_tokens
    const started = recurringEvent('recurring-started', { accountId: lucas, payment: 'tbx-sub-p1', paidUntil: START + 30 * DAY })
    expect(await accepted(started)).toMatchObject({ outcome: 'processed', replay: false })
    expect(await account(lucas)).toEqual({ shop_tokens: before + 800, rank: 'vip' })
    expect(await monthlyLedger(lucas)).toEqual([{ delta: 800, reference: 'tebex-subscription:tbx-r-714093927:tbx-sub-p1' }])
    expect(await gradeDeliveries(lucas)).toEqual(
      ['legacy', 'main'].map((server_name) => ({ server_name, grants: [{ kind: 'grade', tier: 1, rank: 'vip' }] }))
    )

    shop.setNow(START + 30 * DAY)
    await accepted(recurringEvent('recurring-renewed', { accountId: lucas, payment: 'tbx-sub-p2', paidUntil: START + 60 * DAY }))
    shop.setNow(START + 60 * DAY)
    const second = recurringEvent('recurring-renewed', { accountId: lucas, payment: 'tbx-sub-p3', paidUntil: START + 90 * DAY })
    await accepted(second)
    expect(await account(lucas)).toEqual({ shop_tokens: before + 3 * 800, rank: 'vip' })

    // Tebex telling the same renewal again, under a new event id: that month is already credited.
    expect(await accepted({ ...second, id: randomUUID() })).toMatchObject({ outcome: 'processed', replay: false })
    expect(await accepted(second)).toMatchObject({ replay: true })
    expect(await account(lucas)).toEqual({ shop_tokens: before + 3 * 800, rank: 'vip' })
    expect((await monthlyLedger(lucas)).map((row) => row.reference)).toEqual(
      ['tbx-sub-p1', 'tbx-sub-p2', 'tbx-sub-p3'].map((payment) => `tebex-subscription:tbx-r-714093927:${payment}`)
    )

    const history = await historyOf('Lucas_Martin')
    expect(history.map((row) => [row.txn_id, row.package.name])).toEqual([
      [`tbx-sub-p3:${GRADE_VIP}`, 'Grade VIP (renouvellement)'],
      [`tbx-sub-p2:${GRADE_VIP}`, 'Grade VIP (renouvellement)'],
      [`tbx-sub-p1:${GRADE_VIP}`, 'Grade VIP']
    ])
  })

  it('keeps the Grade after a cancellation until the paid period ends, then revokes it where the game had it', async () => {
    const started = recurringEvent('recurring-started', {
      accountId: emma,
      payment: 'tbx-sub-e1',
      paidUntil: START + 30 * DAY,
      packageId: GRADE_MVP
    })
    await accepted(started)
    expect((await account(emma)).rank).toBe('mvp')
    // The main server hands the Grade out; the legacy server has not claimed it yet.
    const handedOut = await claim('main')
    await shop.post('/api/server/deliveries/ack', { ids: handedOut.map((delivery) => delivery.id) }, GAME_SERVER)

    shop.setNow(START + 10 * DAY)
    const cancelled = recurringEvent('recurring-cancellation-requested', {
      accountId: emma,
      payment: 'tbx-sub-e1',
      paidUntil: START + 30 * DAY,
      packageId: GRADE_MVP
    })
    expect(await accepted(cancelled)).toMatchObject({ outcome: 'processed' })
    const ended = recurringEvent('recurring-ended', {
      accountId: emma,
      payment: 'tbx-sub-e1',
      paidUntil: START + 30 * DAY,
      packageId: GRADE_MVP
    })
    expect(await accepted(ended)).toMatchObject({ outcome: 'processed' })
    // The start told again (a new event id, the same paid period) does not undo the end.
    expect(await accepted({ ...started, id: randomUUID() })).toMatchObject({ outcome: 'processed' })
    expect(await shop.db.transaction((tx) => expireSubscriptions(tx, { at: new Date(START + 29 * DAY) }))).toEqual([])
    expect((await account(emma)).rank).toBe('mvp')

    expect(await shop.db.transaction((tx) => expireSubscriptions(tx, { at: new Date(START + 30 * DAY) }))).toEqual(['tbx-r-714093927'])
    expect((await account(emma)).rank).toBe('joueur')
    const mvp = [{ kind: 'grade', tier: 3, rank: 'mvp' }]
    const none = [{ kind: 'grade', tier: 0, rank: 'joueur' }]
    expect(await deliveriesOf(emma)).toEqual([
      { server_name: 'legacy', kind: 'grant', status: 'cancelled', grants: mvp },
      { server_name: 'main', kind: 'grant', status: 'delivered', grants: mvp },
      { server_name: 'main', kind: 'revoke', status: 'pending', grants: none }
    ])
    // The game is handed the revocation (the Grade that remains: none), never the cancelled Grade.
    expect(await claim('legacy')).toEqual([])
    expect(await claim('main')).toEqual([expect.objectContaining({ kind: 'revoke', grants: none })])
    expect((await historyOf('Emma_Roux')).map((row) => row.status)).toEqual(['subscription_ended'])
    expect(await shop.db.transaction((tx) => expireSubscriptions(tx, { at: new Date(START + 40 * DAY) }))).toEqual([])

    // Refunded after its end: the month's Unions go back, the Grade is not revoked twice, nobody flags it.
    const refund = { id: randomUUID(), type: 'payment.refunded', date: '2026-12-22T10:00:00+00:00', subject: started.subject.last_payment }
    refund.subject.status = { id: 2, description: 'Refund' }
    await accepted(refund)
    expect((await historyOf('Emma_Roux')).map((row) => row.status)).toEqual(['refunded'])
    expect(await deliveriesOf(emma)).toHaveLength(3)
    const { rows } = await shop.db.query('select review_reason from store_transactions where account_id = $1', [emma])
    expect(rows).toEqual([{ review_reason: null }])
  })

  it('takes the Grade back at once when the end arrives after the paid period, and keeps a Grade paid once', async () => {
    const vipOnce = {
      id: randomUUID(),
      type: 'payment.completed',
      date: '2026-11-21T10:00:00+00:00',
      subject: {
        ...fixture('recurring-started').subject.initial_payment,
        transaction_id: 'tbx-once',
        payment_sequence: 'oneoff',
        custom: { accountId: lucas }
      }
    }
    vipOnce.subject.products = [{ ...vipOnce.subject.products[0], id: GRADE_VIP }]
    await accepted(vipOnce)
    await accepted(
      recurringEvent('recurring-started', { accountId: lucas, payment: 'tbx-sub-l1', paidUntil: START + 30 * DAY, packageId: GRADE_MVP })
    )
    expect((await account(lucas)).rank).toBe('mvp')
    shop.setNow(START + 31 * DAY)
    const ended = recurringEvent('recurring-ended', {
      accountId: lucas,
      payment: 'tbx-sub-l1',
      paidUntil: START + 30 * DAY,
      packageId: GRADE_MVP
    })
    expect(await accepted(ended)).toMatchObject({ outcome: 'processed' })
    expect((await account(lucas)).rank).toBe('vip')
  })

  it('takes back the month’s Unions with a refunded subscription payment once, below zero when they were spent', async () => {
    const before = (await account(emma)).shop_tokens
    const started = recurringEvent('recurring-started', {
      accountId: emma,
      payment: 'tbx-sub-r1',
      paidUntil: START + 30 * DAY,
      packageId: GRADE_MVP
    })
    await accepted(started)
    const player = await logIn(shop, 'Emma_Roux')
    const character = (await player.characters())[0]?.id ?? 0
    const bought = await player.buy({ characterDbId: character, products: { [FAGGIO]: { amount: 1, isFromDailyShop: false } } })
    const spent = before + 1_600 - buyProductsResponseSchema.parse(await bought.json()).shopTokens
    const refund = { id: randomUUID(), type: 'payment.refunded', date: '2026-11-22T10:00:00+00:00', subject: started.subject.last_payment }
    refund.subject.status = { id: 2, description: 'Refund' }
    await accepted(refund)
    await accepted({ ...refund, id: randomUUID() })
    // The month's 1'600 are taken back whole: what was spent of them is now owed.
    expect(await account(emma)).toEqual({ shop_tokens: before - spent, rank: 'joueur' })
    expect(before - spent).toBeLessThan(0)
    const { rows } = await shop.db.query<{ delta: number; reference: string }>(
      `select delta, reference from ledger where account_id = $1 and reference like 'tebex-subscription%' order by id`,
      [emma]
    )
    expect(rows).toEqual([
      { delta: 1_600, reference: 'tebex-subscription:tbx-r-714093927:tbx-sub-r1' },
      { delta: -1_600, reference: 'tebex-subscription-reversal:tbx-r-714093927:tbx-sub-r1' }
    ])
  })

  it('credits a gift to its recipient from the line’s custom data when Tebex dropped the per-line variables', async () => {
    const event = {
      ...fixture('recurring-started').subject.initial_payment,
      transaction_id: 'tbx-gift-novars',
      payment_sequence: 'oneoff',
      custom: { accountId: lucas, username: 'Lucas_Martin' }
    }
    event.products = [
      { ...event.products[0], id: UNIONS_500, variables: [], custom: { gift_target_data: { id: emma, nickname: 'Emma_Roux' } } }
    ]
    const [lucasBefore, emmaBefore] = [(await account(lucas)).shop_tokens, (await account(emma)).shop_tokens]
    await accepted({ id: randomUUID(), type: 'payment.completed', date: '2026-11-21T10:00:00+00:00', subject: event })
    expect((await account(emma)).shop_tokens).toBe(emmaBefore + 500)
    expect((await account(lucas)).shop_tokens).toBe(lucasBefore)
    expect((await historyOf('Lucas_Martin'))[0]).toMatchObject({ giftTo: 'Emma_Roux' })
  })

  it('refuses, before payment, to give a Grade the player already holds or outranks (French message); anything else may be given', async () => {
    await accepted(
      recurringEvent('recurring-started', { accountId: emma, payment: 'tbx-sub-g1', paidUntil: START + 30 * DAY, packageId: GRADE_MVP })
    )
    const cookie = await sessionOf('Lucas_Martin')
    const check = (productId: number, targetId: number, headers: Record<string, string> = { cookie }) =>
      shop.get(`/api/giftCheck?productId=${productId}&targetId=${targetId}`, headers)
    for (const product of [1, 3]) {
      const refused = await check(product, emma)
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({
        error: 'Emma_Roux possède déjà ce Grade ou un Grade supérieur : vous ne pouvez pas le lui offrir.'
      })
    }
    for (const [product, target] of [
      [4, emma],
      [11, emma],
      [1, lucas]
    ] as const)
      expect((await check(product, target)).status).toBe(200)
    expect((await check(4242, emma)).status).toBe(404)
    expect((await shop.get(`/api/giftCheck?productId=x&targetId=${emma}`, { cookie })).status).toBe(400)
    expect((await check(1, emma, {})).status).toBe(401)
  })
})

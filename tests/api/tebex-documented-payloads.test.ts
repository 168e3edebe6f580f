import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buyProductsErrorSchema, buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { balanceViolations } from '../support/shop-invariants.ts'
import { playerTransactionsResponseSchema } from '../../src/core/contract/transactions.ts'
import { logIn, type ShopPlayer } from '../support/shop-player.ts'
import { productsOf, signedTebexRequest, tebexFixture, type TebexEvent } from '../support/tebex-fixtures.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const UNIONS_25000 = 6000106
const UNIONS_500 = 6000101
const GRADE_VIP = 6000001
const FAGGIO = 301
const PISTOL = 402
const SERVER_KEY = 'k'.repeat(40)
const TXN = 'tbx-42621624a26579-8a531b'

/** The same documented sample for another payment: its ids and package changed, nothing else. */
const otherPayment = (transactionId: string, packageId: number, eventId: string) => (event: TebexEvent) => {
  event.id = `${event.id}-${eventId}`
  event.subject.transaction_id = transactionId
  for (const line of productsOf(event)) line.id = packageId
}

describe.each(DATABASE_KINDS)('Tebex’s documented webhook samples on %s', (kind) => {
  let shop: TestApp
  let emma: number
  let emmaPlayer: ShopPlayer

  beforeEach(async () => {
    shop = createTestApp(await freshDatabase(kind), { serverKey: SERVER_KEY })
    const { rows } = await shop.db.query<{ id: number }>(`select id from accounts where username = 'Emma_Roux'`)
    emma = rows[0]?.id ?? 0
    emmaPlayer = await logIn(shop, 'Emma_Roux')
  })
  afterEach(async () => {
    // Every balance, debts included, is the sum of its ledger rows after every test.
    expect(await balanceViolations(shop.db)).toEqual([])
    await shop.db.close()
  })

  async function post(event: TebexEvent | string) {
    const { body, headers } = signedTebexRequest(event)
    const response = await shop.post('/api/webhooks/tebex', body, headers)
    expect(response.status).toBe(200)
    return (await response.json()) as { id: string; outcome?: string; replay?: boolean }
  }

  async function emmaState() {
    const account = await shop.db.query<{ shop_tokens: number; rank: string }>('select shop_tokens, rank from accounts where id = $1', [
      emma
    ])
    const ledger = await shop.db.query<{ delta: number; balance_after: number; reason: string; reference: string | null }>(
      `select delta, balance_after, reason, reference from ledger where account_id = $1 and reference like 'tebex%' order by id`,
      [emma]
    )
    return { ...account.rows[0], ledger: ledger.rows }
  }

  async function deliveriesOf(txnId: string) {
    const { rows } = await shop.db.query<{ id: number; server_name: string; kind: string; status: string; grants: unknown }>(
      `select id::int as id, server_name, kind, status, grants from deliveries where store_transaction_id = $1 order by id`,
      [txnId]
    )
    return rows
  }

  async function storeTransaction(txnId: string) {
    const { rows } = await shop.db.query<{ status: string; review_reason: string | null }>(
      'select status, review_reason from store_transactions where txn_id = $1',
      [txnId]
    )
    return rows[0]
  }

  async function emmaCharacter(): Promise<number> {
    return (await emmaPlayer.characters())[0]?.id ?? 0
  }

  const credit = (amount: number, reference: string) =>
    shop.post(
      '/api/server/players/fivem%3A100002/credit',
      { amount, reason: 'Récompense d’événement', reference },
      { authorization: `Bearer ${SERVER_KEY}` }
    )

  it('answers validation.webhook, exactly as documented, with its id', async () => {
    expect(await post(tebexFixture('validation.webhook'))).toEqual({ id: '2c116b11-1110-91e0-b266-b792c8da5f11' })
  })

  it('credits payment.completed, takes back payment.refunded below zero after spending, refuses purchases in debt, and the next credits repay it', async () => {
    expect(await post(tebexFixture('payment.completed'))).toMatchObject({ outcome: 'processed' })
    expect(await emmaState()).toMatchObject({
      shop_tokens: 26_500,
      ledger: [{ delta: 25_000, balance_after: 26_500, reference: `tebex:${TXN}:${UNIONS_25000}` }]
    })
    expect(await deliveriesOf(`${TXN}:${UNIONS_25000}`)).toEqual([])

    const bought = await emmaPlayer.buy({
      characterDbId: await emmaCharacter(),
      products: { [FAGGIO]: { amount: 1, isFromDailyShop: false } }
    })
    expect(bought.status).toBe(200)
    expect(buyProductsResponseSchema.parse(await bought.json()).shopTokens).toBe(24_000)

    expect(await post(tebexFixture('payment.refunded'))).toMatchObject({ outcome: 'processed' })
    // Exactly what was credited is taken back: 24'000 − 25'000.
    expect(await emmaState()).toMatchObject({
      shop_tokens: -1_000,
      ledger: [
        { delta: 25_000, balance_after: 26_500 },
        {
          delta: -25_000,
          balance_after: -1_000,
          reason: `Remboursement 25’000 Unions (Tebex ${TXN})`,
          reference: `tebex-reversal:${TXN}:${UNIONS_25000}`
        }
      ]
    })
    expect(await storeTransaction(`${TXN}:${UNIONS_25000}`)).toEqual({ status: 'refunded', review_reason: null })
    // The same refund again changes nothing.
    await post(tebexFixture('payment.refunded', (event) => (event.id = `${event.id}-again`)))
    expect((await emmaState()).shop_tokens).toBe(-1_000)

    const refused = await emmaPlayer.buy({
      characterDbId: await emmaCharacter(),
      products: { [PISTOL]: { amount: 1, isFromDailyShop: false } }
    })
    expect(refused.status).toBe(409)
    expect(buyProductsErrorSchema.parse(await refused.json())).toEqual({
      error:
        'Vous avez une dette de 1’000 Unions : un paiement remboursé ou contesté a été repris. ' +
        'Vos prochains crédits la rembourseront d’abord ; d’ici là, vous ne pouvez pas dépenser d’Unions.',
      shopTokensAmount: -1_000
    })
    const whoAmI = accountResponseSchema.parse(await (await shop.get('/api/whoAmI', { cookie: emmaPlayer.cookie })).json())
    expect(whoAmI.account.shopTokens).toBe(-1_000)

    // Later credits repay the debt first: 300 leaves 700 owed, a 500 pack 200, 600 more leaves 400 to spend.
    expect(await (await credit(300, 'event-1')).json()).toEqual({ shopTokens: -700 })
    expect(
      (await emmaPlayer.buy({ characterDbId: await emmaCharacter(), products: { [PISTOL]: { amount: 1, isFromDailyShop: false } } })).status
    ).toBe(409)
    await post(tebexFixture('payment.completed', otherPayment('tbx-repay-1', UNIONS_500, 'repay')))
    expect((await emmaState()).shop_tokens).toBe(-200)
    expect(await (await credit(600, 'event-2')).json()).toEqual({ shopTokens: 400 })
    const afterRepaid = await emmaPlayer.buy({
      characterDbId: await emmaCharacter(),
      products: { '203': { amount: 1, isFromDailyShop: false } }
    })
    expect(afterRepaid.status).toBe(200)
  })

  it('accepts PHP’s [] for every empty object and extra fields, on the documented payment', async () => {
    const event = tebexFixture('payment.completed', (sample) => {
      sample.subject.custom = []
      sample.subject.fees = []
      sample.subject.payment_method = []
      sample.subject.unknown_extra = { nested: [] }
      for (const line of productsOf(sample))
        Object.assign(line, { custom: [], variables: [], base_price: [], servers: [], another_field: 1 })
    })
    expect(await post(event)).toMatchObject({ outcome: 'processed' })
    expect((await emmaState()).shop_tokens).toBe(26_500)
  })

  it('records an event type it does not handle and answers 200, so Tebex stops sending it', async () => {
    const unknown = { id: 'evt-unknown-1', type: 'basket.authenticated', date: '2024-08-04T07:23:03+00:00', subject: [] }
    expect(await post(unknown as unknown as TebexEvent)).toEqual({ id: 'evt-unknown-1', outcome: 'ignored', replay: false })
    const { rows } = await shop.db.query<{ type: string; outcome: string }>(
      `select type, outcome from tebex_events where id = 'evt-unknown-1'`
    )
    expect(rows).toEqual([{ type: 'basket.authenticated', outcome: 'ignored' }])
  })

  it('keeps a disputed Grade while the dispute is open, gives it back when won or closed', async () => {
    const grade = (name: string) => tebexFixture(name, otherPayment('tbx-grade-won', GRADE_VIP, 'won'))
    await post(grade('payment.completed'))
    expect((await emmaState()).rank).toBe('vip')
    await post(grade('payment.dispute.opened'))
    expect(await storeTransaction(`tbx-grade-won:${GRADE_VIP}`)).toMatchObject({ status: 'dispute_opened' })
    expect((await emmaState()).rank).toBe('vip')
    await post(grade('payment.dispute.won'))
    expect(await storeTransaction(`tbx-grade-won:${GRADE_VIP}`)).toMatchObject({ status: 'complete' })
    await post(tebexFixture('payment.dispute.opened', otherPayment('tbx-grade-won', GRADE_VIP, 'won-2')))
    await post(grade('payment.dispute.closed'))
    expect(await storeTransaction(`tbx-grade-won:${GRADE_VIP}`)).toMatchObject({ status: 'complete' })
    expect(await emmaState()).toMatchObject({ rank: 'vip', shop_tokens: 1_500, ledger: [] })
    expect((await deliveriesOf(`tbx-grade-won:${GRADE_VIP}`)).map((row) => [row.server_name, row.kind, row.status])).toEqual([
      ['legacy', 'grant', 'pending'],
      ['main', 'grant', 'pending']
    ])
  })

  it('a lost dispute revokes the Grade: the delivered server gets a revocation and staff are told, the pending one is cancelled', async () => {
    const grade = (name: string) => tebexFixture(name, otherPayment('tbx-grade-lost', GRADE_VIP, 'lost'))
    await post(grade('payment.completed'))
    // The main server hands the Grade out; the legacy server has not claimed it yet.
    const gameServer = { authorization: `Bearer ${SERVER_KEY}` }
    const claimed = (await (await shop.get('/api/server/deliveries?serverName=main', gameServer)).json()) as {
      deliveries: { id: number }[]
    }
    await shop.post('/api/server/deliveries/ack', { ids: claimed.deliveries.map((delivery) => delivery.id) }, gameServer)

    await post(grade('payment.dispute.opened'))
    expect((await emmaState()).rank).toBe('vip')
    await post(grade('payment.dispute.lost'))
    expect((await emmaState()).rank).toBe('joueur')
    expect(await storeTransaction(`tbx-grade-lost:${GRADE_VIP}`)).toEqual({
      status: 'dispute_lost',
      review_reason: 'revoked_after_delivery'
    })
    const deliveries = await deliveriesOf(`tbx-grade-lost:${GRADE_VIP}`)
    expect(deliveries.map(({ server_name, kind, status, grants }) => ({ server_name, kind, status, grants }))).toEqual([
      { server_name: 'legacy', kind: 'grant', status: 'cancelled', grants: [{ kind: 'grade', tier: 1, rank: 'vip' }] },
      { server_name: 'main', kind: 'grant', status: 'delivered', grants: [{ kind: 'grade', tier: 1, rank: 'vip' }] },
      { server_name: 'main', kind: 'revoke', status: 'pending', grants: [{ kind: 'grade', tier: 0, rank: 'joueur' }] }
    ])
    // The game server is handed the revocation, never the cancelled Grade.
    const legacy = (await (await shop.get('/api/server/deliveries?serverName=legacy', gameServer)).json()) as { deliveries: unknown[] }
    expect(legacy.deliveries).toEqual([])
    const main = (await (await shop.get('/api/server/deliveries?serverName=main', gameServer)).json()) as { deliveries: unknown[] }
    expect(main.deliveries).toEqual([
      expect.objectContaining({ kind: 'revoke', orderId: null, grants: [{ kind: 'grade', tier: 0, rank: 'joueur' }] })
    ])
  })

  it('a refund revokes goods the game handed out and cancels those it had not', async () => {
    // A cash package that also gives an item (the demo catalogue sells none, so this one gets one).
    await shop.db.query(
      `update products set grants = grants || '[{"kind": "item", "item": "repairkit", "count": 2}]' where tebex_package_id = $1`,
      [UNIONS_500]
    )
    const delivered = (name: string) => tebexFixture(name, otherPayment('tbx-goods-1', UNIONS_500, 'goods-1'))
    const pending = (name: string) => tebexFixture(name, otherPayment('tbx-goods-2', UNIONS_500, 'goods-2'))
    await post(delivered('payment.completed'))
    const gameServer = { authorization: `Bearer ${SERVER_KEY}` }
    const claimed = (await (await shop.get('/api/server/deliveries?serverName=main', gameServer)).json()) as {
      deliveries: { id: number }[]
    }
    await shop.post('/api/server/deliveries/ack', { ids: claimed.deliveries.map((delivery) => delivery.id) }, gameServer)
    await post(pending('payment.completed'))
    expect((await emmaState()).shop_tokens).toBe(2_500)

    await post(delivered('payment.refunded'))
    await post(pending('payment.refunded'))
    expect((await emmaState()).shop_tokens).toBe(1_500)
    const item = [{ kind: 'item', item: 'repairkit', count: 2 }]
    expect((await deliveriesOf(`tbx-goods-1:${UNIONS_500}`)).map(({ kind, status, grants }) => ({ kind, status, grants }))).toEqual([
      { kind: 'grant', status: 'delivered', grants: item },
      { kind: 'revoke', status: 'pending', grants: item }
    ])
    expect(await storeTransaction(`tbx-goods-1:${UNIONS_500}`)).toEqual({ status: 'refunded', review_reason: 'revoked_after_delivery' })
    expect((await deliveriesOf(`tbx-goods-2:${UNIONS_500}`)).map(({ kind, status }) => ({ kind, status }))).toEqual([
      { kind: 'grant', status: 'cancelled' }
    ])
    expect(await storeTransaction(`tbx-goods-2:${UNIONS_500}`)).toEqual({ status: 'refunded', review_reason: null })
    // docs/history.md#delivery: the player reads what was taken back and what never reached the game.
    const history = playerTransactionsResponseSchema.parse(
      await (await shop.get('/api/getPlayerTransactions', { cookie: emmaPlayer.cookie })).json()
    )
    const deliveryOf = (txnId: string) => history.tebex.find((row) => row.txn_id === txnId)?.deliveries.map((delivery) => delivery.state)
    expect(deliveryOf(`tbx-goods-1:${UNIONS_500}`)).toEqual(['taken_back'])
    expect(deliveryOf(`tbx-goods-2:${UNIONS_500}`)).toEqual(['cancelled'])
  })
})

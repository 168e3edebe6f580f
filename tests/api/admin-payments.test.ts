import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  debtListSchema,
  messagePageSchema,
  paymentDetailSchema,
  paymentPageSchema,
  playerDetailSchema,
  salesReportSchema,
  unresolvedEventsSchema
} from '../../src/core/contract/back-office-players.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { ledgerMismatches, logIn } from '../support/shop-player.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { type TestApp } from '../support/test-app.ts'
import { adminTestShop, deliverWebhook } from '../support/admin-test-shop.ts'

const UNIONS_5000 = 6000104
const UNIONS_500 = 6000101
const START = new Date('2026-11-21T10:00:00Z')
const REFUND_AT = new Date('2026-11-21T10:05:00Z')

describe('back-office payments, debts and messages', () => {
  let shop: TestApp
  let admin: Record<string, string>
  let emma: number
  let lucas: number

  beforeAll(async () => {
    ;({ shop, admin, emma, lucas } = await adminTestShop(START))
  })
  afterAll(() => shop.db.close())
  const webhook = (event: unknown) => deliverWebhook(shop, event)

  const read = async <T>(path: string, schema: { parse: (data: unknown) => T }) =>
    schema.parse(await (await shop.get(`/api/admin${path}`, admin)).json())

  it('shows a refund of a pack already partly spent as a debt: on the player’s page, in the payments and in the debts', async () => {
    const lines = [{ id: UNIONS_5000, variables: variables(emma) }]
    await webhook(paymentEvent('payment.completed', 'tbx-spent', lines, { accountId: emma }))
    const player = await logIn(shop, 'Emma_Roux')
    const [character] = await player.characters()
    // 1 500 + 5 000 Unions, 6 500 spent on two vehicles.
    const bought = await player.buy({
      characterDbId: character?.id,
      products: { '303': { amount: 1, isFromDailyShop: false }, '301': { amount: 1, isFromDailyShop: false } }
    })
    expect(bought.status, await bought.clone().text()).toBe(200)
    shop.setNow(REFUND_AT.getTime())
    await webhook(paymentEvent('payment.refunded', 'tbx-spent', lines, { accountId: emma }))

    const page = await read(`/players/${emma}`, playerDetailSchema)
    expect(page.player).toMatchObject({ balance: -5000, debt: 5000 })
    expect(page.payments.map((payment) => [payment.txnId, payment.status])).toEqual([[`tbx-spent:${UNIONS_5000}`, 'refunded']])
    expect(page.events.map((event) => [event.type, event.outcome])).toEqual([
      ['payment.refunded', 'processed'],
      ['payment.completed', 'processed']
    ])

    const refunded = await read('/payments?status=refunded', paymentPageSchema)
    expect(refunded.payments.map((payment) => [payment.username, payment.amount, payment.status])).toEqual([
      ['Emma_Roux', { cents: 499, currency: 'EUR' }, 'refunded']
    ])
    const detail = await read(`/payments/${encodeURIComponent(`tbx-spent:${UNIONS_5000}`)}`, paymentDetailSchema)
    expect(detail.events).toHaveLength(2)
    expect(JSON.stringify(detail.events)).not.toContain(DEMO_TEBEX_WEBHOOK_SECRET)
    expect((await read('/payments/debts', debtListSchema)).debts).toEqual([
      { accountId: emma, username: 'Emma_Roux', debt: 5000, reversed: 5000, lastReversalAt: REFUND_AT.toISOString() }
    ])
    expect(await ledgerMismatches(shop.db)).toEqual([])
  })

  it('assigns a payment whose recipient was unknown to a player, once, in the audit', async () => {
    await webhook(
      paymentEvent('payment.completed', 'tbx-nobody', [{ id: UNIONS_500, variables: variables(987_654, lucas) }], { accountId: lucas })
    )
    expect((await read('/payments/unresolved', unresolvedEventsSchema)).events.map((event) => event.outcome)).toEqual(['unknown_recipient'])
    const txnId = `tbx-nobody:${UNIONS_500}`
    const form = { username: 'Emma_Roux', reason: 'Identifiant mal saisi par l’acheteur', idempotencyKey: 'assign-form-0001' }
    const assign = () => shop.post(`/api/admin/payments/${encodeURIComponent(txnId)}/assign`, form, admin)
    expect((await assign()).status).toBe(200)
    expect((await assign()).status).toBe(200)
    const [settled] = (await read('/payments/unresolved', unresolvedEventsSchema)).events
    expect(settled?.resolved).toMatchObject({ by: 'Noe_Admin', reason: form.reason })
    expect(settled?.detail).toEqual([expect.objectContaining({ txnId, outcome: 'assigned_by_staff', by: 'Noe_Admin' })])
    expect((await read(`/players/${emma}`, playerDetailSchema)).player.balance).toBe(-4500)
    expect((await read(`/payments/${encodeURIComponent(txnId)}`, paymentDetailSchema)).payment).toMatchObject({
      status: 'complete',
      username: 'Lucas_Martin',
      recipient: 'Emma_Roux'
    })
    const again = await shop.post(
      `/api/admin/payments/${encodeURIComponent(txnId)}/assign`,
      { ...form, idempotencyKey: 'assign-form-0002' },
      admin
    )
    expect(again.status).toBe(409)
    const audit = await shop.db.query('select 1 from staff_actions where action = $1 and target = $2', [
      'payment.assign',
      `payment:${txnId}`
    ])
    expect(audit.rows).toHaveLength(1)
  })

  it('lists contact messages with their forwarding state and marks them handled', async () => {
    await shop.db.query(
      `insert into contact_messages (username, email, subject, text, created_at, status, attempts, last_error, next_attempt_at)
       values ('Lucas_Martin', 'lucas@example.org', 'Pack non reçu', 'Bonjour, rien reçu.', $1, 'failed', 3, 'Discord a répondu 500', $1)`,
      [START]
    )
    const open = await read('/messages', messagePageSchema)
    expect(open.messages.map((message) => [message.subject, message.status, message.lastError])).toEqual([
      ['Pack non reçu', 'failed', 'Discord a répondu 500']
    ])
    expect((await shop.post(`/api/admin/messages/${open.messages[0]?.id}/handled`, { handled: true }, admin)).status).toBe(200)
    expect((await read('/messages', messagePageSchema)).messages).toEqual([])
    expect((await read('/messages?handled=1', messagePageSchema)).messages[0]).toMatchObject({ handledBy: 'Noe_Admin' })
    expect((await shop.post('/api/admin/messages/999999/handled', { handled: true }, admin)).status).toBe(404)
  })

  it('sums the sales of the period in SQL: cash net of refunds, Unions spent, top products, new buyers, the daily shop’s share', async () => {
    const report = await read('/sales?from=2026-11-21&to=2026-11-21', salesReportSchema)
    // 4.99 € paid by Emma then refunded, 4.99 € paid by Lucas for someone unknown.
    expect(report.revenueByDay).toEqual([{ day: '2026-11-21', value: 499 }])
    expect(report.revenueByMonth).toEqual([{ day: '2026-11', value: 499 }])
    expect(report.unionsSpentByDay).toEqual([{ day: '2026-11-21', value: 6500 }])
    expect(report.topProductsByUnions).toEqual([
      { label: 'Dinka Blista', value: 4000 },
      { label: 'Pegassi Faggio', value: 2500 }
    ])
    expect(report.topProductsByCash.map((product) => product.value)).toEqual([499])
    expect(report.newBuyersByDay).toEqual([{ day: '2026-11-21', value: 2 }])
    expect(report.dailyShop).toEqual({ dailyUnions: 0, totalUnions: 6500 })
    expect((await read('/sales?from=2026-11-22&to=2026-11-22', salesReportSchema)).unionsSpentByDay).toEqual([])
    expect((await shop.get('/api/admin/sales?from=2026-11-21&to=2026-11-01', admin)).status).toBe(400)
    expect((await shop.get('/api/admin/sales?from=2024-01-01&to=2026-11-01', admin)).status).toBe(400)
    expect((await shop.get('/api/admin/sales?from=2026-02-30&to=2026-03-01', admin)).status).toBe(400)
    expect((await shop.get('/api/admin/sales?from=0000-12-31&to=0001-01-01', admin)).status).toBe(400)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paymentDetailSchema, playerDetailSchema, unresolvedEventsSchema } from '../../src/core/contract/back-office-players.ts'
import { ledgerMismatches } from '../support/shop-player.ts'
import { STAFF_PASSWORD } from '../support/staff-accounts.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { type TestApp } from '../support/test-app.ts'
import { adminTestShop, deliverWebhook } from '../support/admin-test-shop.ts'

const START = new Date('2026-11-21T10:00:00Z')
const MINUTE = 60_000
// Packages the catalogue does not know (made in the store provider's panel, never added to the catalogue).
const NEW_UNIONS_PACKAGE = 9900001
const NEW_GRADE_PACKAGE = 9900002
const UNIONS_500_PRODUCT = 11
const GRADE_VIP_PRODUCT = 1

describe('back-office: a paid package the catalogue did not know, given by hand', () => {
  let shop: TestApp
  let admin: Record<string, string>
  let emma: number
  let lucas: number

  beforeAll(async () => {
    ;({ shop, admin, emma, lucas } = await adminTestShop(START))
  })
  afterAll(() => shop.db.close())
  const webhook = (event: unknown) => deliverWebhook(shop, event)

  const unresolved = async () => unresolvedEventsSchema.parse(await (await shop.get('/api/admin/payments/unresolved', admin)).json()).events
  const tebexLedger = async () =>
    (await shop.db.query<{ account_id: number; delta: number }>(`select account_id, delta from ledger where reference like 'tebex:%'`)).rows
  const resolve = (eventId: string, form: Record<string, unknown>) =>
    shop.post(`/api/admin/payments/events/${encodeURIComponent(eventId)}/resolve`, form, admin)

  it('records the line as the webhook would have, once; the webhook sent again grants nothing', async () => {
    const lines = [
      { id: NEW_UNIONS_PACKAGE, quantity: 2, variables: variables(lucas) },
      { id: NEW_GRADE_PACKAGE, variables: variables(lucas) }
    ]
    const event = paymentEvent('payment.completed', 'tbx-new-packages', lines, { accountId: lucas })
    const body = JSON.stringify(event)
    await webhook(body)
    expect((await unresolved()).map((open) => [open.id, open.outcome, open.resolved])).toEqual([[event.id, 'unknown_package', null]])
    expect((await shop.db.query('select 1 from store_transactions')).rows).toEqual([])
    // The player's page shows the payment before anyone gives it by hand; another player's does not.
    const eventsOf = async (accountId: number) =>
      playerDetailSchema.parse(await (await shop.get(`/api/admin/players/${accountId}`, admin)).json()).events
    expect((await eventsOf(lucas)).map((shown) => [shown.id, shown.outcome])).toEqual([[event.id, 'unknown_package']])
    expect(await eventsOf(emma)).toEqual([])

    // Ten minutes after the login, giving money away asks for the password again.
    shop.setNow(START.getTime() + 11 * MINUTE)
    const reason = 'Paquet créé chez le prestataire, pas encore au catalogue'
    const unions = { line: 0, productId: UNIONS_500_PRODUCT, username: 'Emma_Roux', reason, idempotencyKey: 'resolve-form-0001' }
    const stale = await resolve(event.id, unions)
    expect(stale.status).toBe(403)
    expect(await stale.json()).toMatchObject({ reauth: true })
    expect((await shop.post('/api/admin/reauth', { password: STAFF_PASSWORD }, admin)).status).toBe(200)

    // A double click: the same form twice, done once.
    expect(await (await resolve(event.id, unions)).json()).toEqual({ done: '« 500 Unions » attribué à Emma_Roux.' })
    expect((await resolve(event.id, unions)).status).toBe(200)
    expect((await resolve(event.id, { ...unions, idempotencyKey: 'resolve-form-0002' })).status).toBe(409)
    expect((await resolve(event.id, { ...unions, line: 1, idempotencyKey: 'resolve-form-0003', productId: 301 })).status).toBe(409)
    expect((await unresolved())[0]?.resolved).toBeNull()
    const grade = { line: 1, productId: GRADE_VIP_PRODUCT, username: 'Lucas_Martin', reason, idempotencyKey: 'resolve-form-0004' }
    expect((await resolve(event.id, grade)).status).toBe(200)

    const txnId = `tbx-new-packages:${NEW_UNIONS_PACKAGE}`
    const detail = paymentDetailSchema.parse(await (await shop.get(`/api/admin/payments/${encodeURIComponent(txnId)}`, admin)).json())
    expect(detail.payment).toMatchObject({ status: 'complete', username: 'Lucas_Martin', recipient: 'Emma_Roux', quantity: 2 })
    const settled = await unresolved()
    expect(settled[0]?.resolved).toEqual({ at: new Date(START.getTime() + 11 * MINUTE).toISOString(), by: 'Noe_Admin', reason })

    // Tebex sends the event again (same id), then the same payment under a new event id.
    await webhook(body)
    await webhook(JSON.stringify({ ...event, id: `${event.id}-again` }))
    expect(await tebexLedger()).toEqual([{ account_id: emma, delta: 1000 }])
    const deliveries = await shop.db.query<{ store_transaction_id: string }>('select store_transaction_id from deliveries')
    expect(deliveries.rows.length).toBeGreaterThan(0)
    expect(new Set(deliveries.rows.map((row) => row.store_transaction_id))).toEqual(new Set([`tbx-new-packages:${NEW_GRADE_PACKAGE}`]))
    expect((await shop.db.query('select 1 from store_transactions')).rows).toHaveLength(2)
    expect(await ledgerMismatches(shop.db)).toEqual([])
    const audit = await shop.db.query('select 1 from staff_actions where action = $1', ['payment.resolve_package'])
    expect(audit.rows).toHaveLength(2)
  })
})

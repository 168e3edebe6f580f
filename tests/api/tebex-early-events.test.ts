import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { unresolvedEventsSchema } from '../../src/core/contract/back-office-players.ts'
import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { httpFrom, sessionCookie, type HttpAnswer } from '../support/http-from.ts'
import { balanceViolations, storeProviderViolations } from '../support/shop-invariants.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { productsOf, signedTebexRequest, tebexFixture, type TebexEvent } from '../support/tebex-fixtures.ts'
import { DATABASE_KINDS, freshPostgresUrl, type DatabaseKind } from '../support/test-databases.ts'
import { freshDataDir, REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

const UNIONS_25000 = 6000106
const GRADE_VIP = 6000001
const UNKNOWN_PACKAGE = 9900001
const UNIONS_500_PRODUCT = 11
const CLIENT = '127.0.0.1'
const DAY = 86_400_000

/** The documented sample for payment `transactionId`: a fresh event id, the 25'000 Unions pack (Emma_Roux's, as the sample names her). */
const paymentSample = (name: string, transactionId: string): TebexEvent =>
  tebexFixture(name, (event) => {
    event.id = randomUUID()
    event.subject.transaction_id = transactionId
    for (const line of productsOf(event)) line.id = UNIONS_25000
  })

/** The documented recurring sample for a Grade VIP subscription of `accountId`, its period paid until `paidUntil`. */
function recurringSample(name: string, reference: string, accountId: number, paidUntil: Date): TebexEvent {
  return tebexFixture(name, (event) => {
    event.id = randomUUID()
    event.subject.reference = reference
    event.subject.next_payment_at = paidUntil.toISOString()
    for (const key of ['initial_payment', 'last_payment']) {
      const payment = event.subject[key] as TebexEvent['subject']
      payment.transaction_id = `${reference}-first`
      payment.custom = { accountId }
      for (const line of payment.products as Record<string, unknown>[]) line.id = GRADE_VIP
    }
  })
}

/** A host on demo data that outlives it, so the invariants are read once it has stopped (PGlite allows one process). */
async function hostData(kind: DatabaseKind): Promise<{ dataDir: string; env: Record<string, string>; open(): Promise<Database> }> {
  if (kind === 'pglite') {
    const dataDir = await freshDataDir({})
    return { dataDir, env: {}, open: () => openPgliteDatabase(join(dataDir, 'pglite')) }
  }
  const url = await freshPostgresUrl()
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-early-'))
  return { dataDir, env: { DATABASE_URL: url }, open: async () => openPostgresDatabase(url, 2) }
}

describe.each(DATABASE_KINDS)('store events that arrive before their subject, on the built host over TCP (%s)', (kind) => {
  let host: WebHost
  let data: Awaited<ReturnType<typeof hostData>>
  let emma: { id: number; cookie: string }
  let admin: string

  beforeAll(async () => {
    data = await hostData(kind)
    const env = { SHOP_DEMO: 'true', ...data.env }
    // The first admin, from the host's command line, before the host holds the data (README), then a password login.
    const granted = await promisify(execFile)(
      process.execPath,
      [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Lucas_Martin', 'admin'],
      {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: data.dataDir, ...env }
      }
    )
    expect(granted.stdout).toContain('Lucas_Martin a maintenant le rôle Administrateur.')
    host = await startWebHost({ dataDir: data.dataDir, env })
    const emmaLogin = await logIn('Emma_Roux')
    emma = { id: accountResponseSchema.parse(emmaLogin.body).account.id, cookie: sessionCookie(emmaLogin) }
    admin = sessionCookie(await logIn('Lucas_Martin'))
  })
  afterAll(async () => {
    await host?.stop()
    await rm(data.dataDir, { recursive: true, force: true })
  })

  const logIn = (username: string) =>
    httpFrom(CLIENT, `${host.url}/api/login`, { method: 'POST', body: { username, password: DEMO_PASSWORD, remember: false } })

  async function post(event: TebexEvent): Promise<string> {
    const { body, headers } = signedTebexRequest(event)
    const answer = await httpFrom(CLIENT, `${host.url}/api/webhooks/tebex`, { method: 'POST', body, headers })
    expect(answer.status).toBe(200)
    return (answer.body as { outcome: string }).outcome
  }

  async function emmaNow(): Promise<{ shopTokens: number; rank: string }> {
    const answer = await httpFrom(CLIENT, `${host.url}/api/whoAmI`, { headers: { cookie: emma.cookie } })
    const { shopTokens, rank } = accountResponseSchema.parse(answer.body).account
    return { shopTokens, rank }
  }

  const asAdmin = (path: string, body?: unknown): Promise<HttpAnswer> =>
    httpFrom(CLIENT, `${host.url}/api/admin${path}`, { method: body === undefined ? 'GET' : 'POST', body, headers: { cookie: admin } })

  it('a refund before its payment: waits, then the payment credits nothing that stays (before: +25’000 Unions kept)', async () => {
    const before = await emmaNow()
    expect(await post(paymentSample('payment.refunded', 'tbx-early-refund'))).toBe('unknown_payment')
    expect(await emmaNow()).toEqual(before)
    expect(await post(paymentSample('payment.completed', 'tbx-early-refund'))).toBe('processed')
    expect(await emmaNow()).toEqual(before)
  })

  it('a dispute opened then lost before its payment: both wait, the payment is taken back when it arrives', async () => {
    const before = await emmaNow()
    expect(await post(paymentSample('payment.dispute.opened', 'tbx-early-dispute'))).toBe('unknown_payment')
    expect(await post(paymentSample('payment.dispute.lost', 'tbx-early-dispute'))).toBe('unknown_payment')
    expect(await post(paymentSample('payment.completed', 'tbx-early-dispute'))).toBe('processed')
    expect(await emmaNow()).toEqual(before)
  })

  it('recurring-payment.ended before started: the Grade given by started goes at once (before: kept for ever)', async () => {
    const before = await emmaNow()
    const paidUntil = new Date(Date.now() + 30 * DAY)
    const ended = recurringSample('recurring-ended', 'tbx-r-early-end', emma.id, new Date(Date.now() - DAY))
    expect(await post(ended)).toBe('unknown_subscription')
    expect(await post(recurringSample('recurring-started', 'tbx-r-early-end', emma.id, paidUntil))).toBe('processed')
    // The month paid keeps its 800 Unions; the Grade it gave is gone with the end told before.
    expect(await emmaNow()).toEqual({ shopTokens: before.shopTokens + 800, rank: before.rank })
  })

  it('staff see a waiting event, and cannot give by hand a payment refunded before it was known', async () => {
    const refund = paymentEvent('payment.refunded', 'tbx-early-unknown', [{ id: UNKNOWN_PACKAGE, variables: variables(emma.id) }], {
      accountId: emma.id
    })
    const completed = { ...refund, id: randomUUID() as string, type: 'payment.completed' }
    expect(await post(refund as unknown as TebexEvent)).toBe('unknown_payment')
    expect(await post(completed as unknown as TebexEvent)).toBe('unknown_package')
    const open = unresolvedEventsSchema.parse((await asAdmin('/payments/unresolved')).body).events
    expect(open.filter((event) => [refund.id, completed.id].includes(event.id)).map((event) => [event.type, event.outcome])).toEqual([
      ['payment.completed', 'unknown_package'],
      ['payment.refunded', 'unknown_payment']
    ])
    const before = await emmaNow()
    const form = {
      line: 0,
      productId: UNIONS_500_PRODUCT,
      username: 'Emma_Roux',
      reason: 'Paquet pas encore au catalogue',
      idempotencyKey: 'early-0001'
    }
    const refused = await asAdmin(`/payments/events/${completed.id}/resolve`, form)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: 'Ce paiement a été remboursé ou perdu en litige chez le prestataire : il ne s’attribue plus.' })
    expect(await emmaNow()).toEqual(before)
  })

  it('a refund before its payment to an unknown recipient: the payment arrives taken back, and staff cannot assign it', async () => {
    const lines = [{ id: UNIONS_25000, variables: variables('fivem:999999') }]
    const refund = paymentEvent('payment.refunded', 'tbx-early-nobody', lines, { accountId: emma.id })
    const completed = { ...refund, id: randomUUID() as string, type: 'payment.completed' }
    expect(await post(refund as unknown as TebexEvent)).toBe('unknown_payment')
    expect(await post(completed as unknown as TebexEvent)).toBe('unknown_recipient')
    const before = await emmaNow()
    const form = { username: 'Emma_Roux', reason: 'Destinataire retrouvé', idempotencyKey: 'early-0002' }
    expect((await asAdmin(`/payments/${encodeURIComponent(`tbx-early-nobody:${UNIONS_25000}`)}/assign`, form)).status).toBe(409)
    expect(await emmaNow()).toEqual(before)
  })

  it('leaves no payment complete with its refund or lost dispute stored, no subscription active with its end stored', async () => {
    expect(await host.stop()).toBe(0)
    const db: Database = await data.open()
    try {
      expect(await storeProviderViolations(db)).toEqual([])
      expect(await balanceViolations(db)).toEqual([])
      const { rows } = await db.query<{ type: string; outcome: string; applied: boolean }>(
        `select type, outcome, applied_at is not null as applied from tebex_events
          where body->'subject'->>'transaction_id' like 'tbx-early-%' or body->'subject'->>'reference' like 'tbx-r-early-%'
          order by received_at, id`
      )
      expect(
        rows
          .filter((row) => row.applied)
          .map((row) => row.type)
          .sort()
      ).toEqual(['payment.dispute.lost', 'payment.dispute.opened', 'payment.refunded', 'payment.refunded', 'recurring-payment.ended'])
      expect(rows.filter((row) => row.outcome === 'unknown_payment').map((row) => row.type)).toEqual(['payment.refunded'])
      const lines = await db.query<{ txn_id: string; status: string }>(
        `select txn_id, status from store_transactions where payment_id like 'tbx-early-%' or payment_id like 'tbx-r-early-%' order by txn_id`
      )
      expect(lines.rows).toEqual([
        { txn_id: `tbx-early-dispute:${UNIONS_25000}`, status: 'dispute_lost' },
        { txn_id: `tbx-early-nobody:${UNIONS_25000}`, status: 'refunded' },
        { txn_id: `tbx-early-refund:${UNIONS_25000}`, status: 'refunded' },
        { txn_id: `tbx-r-early-end-first:${GRADE_VIP}`, status: 'subscription_ended' }
      ])
    } finally {
      await db.close()
    }
  })
})

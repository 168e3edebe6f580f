import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { upsertPlayerResponseSchema } from '../../src/core/contract/game-server.ts'
import { BOUTIQUE_ACES, FakeAcl } from '../support/fake-fivem-acl.ts'
import { startFakeGameServer, type FakePlayer } from '../support/fake-game-server.ts'
import { paymentEvent } from '../support/tebex-events.ts'
import { signedTebexRequest, tebexFixture } from '../support/tebex-fixtures.ts'
import { DATABASE_KINDS, freshPostgresUrl } from '../support/test-databases.ts'
import { waitFor } from '../support/wait-for.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const SERVER_KEY = 's'.repeat(40)
const GRADE_VIP = 6000001
const GRADE_MVP = 6000003
const DAY = 86_400_000
const LUCAS: FakePlayer = { source: '7', identifiers: ['license:abc123', 'fivem:100001'], name: 'Lucas_Martin' }

/**
 * The resource's real shop client (its fetch, its schemas) against the built host over TCP: the Grade of the join
 * answer, after purchases, an end and a refund the player was offline for. Periods are set from the clock of the
 * run (the host's own), so that the end is already past when Tebex tells it.
 */
describe.each(DATABASE_KINDS)('Grades at every join, the built host over TCP on %s', (kind) => {
  let host: WebHost
  let acl: FakeAcl
  let game: ReturnType<typeof startFakeGameServer>

  beforeAll(async () => {
    const database: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: await freshPostgresUrl(), SHOP_DEMO: 'true' } : {}
    host = await startWebHost({ env: { SHOP_SERVER_KEY: SERVER_KEY, ...database } })
    acl = new FakeAcl()
    acl.config(...BOUTIQUE_ACES, 'add_principal identifier.fivem:100001 group.admin')
    const convars = { boutique_shop_url: host.url, boutique_server_name: 'main', boutique_server_key: SERVER_KEY }
    game = startFakeGameServer({ fetch: (input, init) => fetch(input, init), players: [LUCAS], convars, acl })
  })
  afterAll(() => host?.stop())

  async function webhook(event: object): Promise<void> {
    const { body, headers } = signedTebexRequest(JSON.stringify(event))
    expect((await fetch(`${host.url}/api/webhooks/tebex`, { method: 'POST', body, headers })).status).toBe(200)
  }

  async function rejoin() {
    game.drop(LUCAS.source)
    game.join(LUCAS.source)
    await waitFor(() => game.state(LUCAS.source, 'boutiqueGrade') !== undefined, 'the Grade from the shop')
    return {
      state: game.state(LUCAS.source, 'boutiqueGrade')?.value,
      getGrade: game.call('getGrade', 7),
      groups: acl.parentsOf('identifier.fivem:100001')
    }
  }

  function subscription(name: string, accountId: number, nextPaymentAt: number) {
    return tebexFixture(name, (event) => {
      event.id = randomUUID()
      const subject = event.subject as Record<string, unknown> & Record<'initial_payment' | 'last_payment', Record<string, unknown>>
      subject.reference = `tbx-r-host-${kind}`
      subject.next_payment_at = new Date(nextPaymentAt).toISOString()
      for (const paid of [subject.initial_payment, subject.last_payment]) {
        paid.custom = { accountId }
        paid.products = (paid.products as Record<string, unknown>[]).map((product) => ({ ...product, id: GRADE_MVP }))
      }
      subject.last_payment.transaction_id = `tbx-host-${kind}-1`
    })
  }

  it('bought, then ended and refunded while offline: each next join says the Grade left, with its group alone', async () => {
    const put = await fetch(`${host.url}/api/server/players/fivem%3A100001`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lucas_Martin', serverName: 'main' })
    })
    const { accountId, grade } = upsertPlayerResponseSchema.parse(await put.json())
    expect(grade).toBeNull()
    expect(await rejoin()).toEqual({ state: null, getGrade: null, groups: ['group.admin'] })

    const once = paymentEvent('payment.completed', `tbx-host-once-${kind}`, [{ id: GRADE_VIP }], { accountId })
    await webhook(once)
    await webhook(subscription('recurring-started', accountId, Date.now() + 30 * DAY))
    const mvp = { tier: 3, rank: 'mvp' }
    expect(await rejoin()).toEqual({ state: mvp, getGrade: mvp, groups: ['group.admin', 'group.mvp'] })
    // Both Grade deliveries, in order (VIP, then MVP), end where the join already was.
    expect(await game.script.runDeliveries()).toHaveLength(2)
    expect(game.call('getGrade', 7)).toEqual(mvp)

    await webhook(subscription('recurring-ended', accountId, Date.now() - 1000))
    const vip = { tier: 1, rank: 'vip' }
    expect(await rejoin()).toEqual({ state: vip, getGrade: vip, groups: ['group.admin', 'group.vip'] })

    await webhook({
      ...once,
      id: randomUUID(),
      type: 'payment.refunded',
      subject: { ...once.subject, status: { id: 2, description: 'Refund' } }
    })
    expect(await rejoin()).toEqual({ state: null, getGrade: null, groups: ['group.admin'] })
    expect(acl.console).toEqual([])
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createApp } from '../../web/app.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { getConfig } from '../../web/config.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { observeRequests } from '../../web/http/request-observer.ts'
import { log } from '../../web/log/logger.ts'
import { DEMO_DISCORD_USERS } from '../../web/sandbox/discord/demo-users.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { callHost, playerFromGame } from '../support/host-players.ts'
import { paymentEvent } from '../support/tebex-events.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'
import { BOUTIQUE_VERSION } from '../../web/version.ts'

// Needs the built host: node build.mjs --quiet
const SECRETS = {
  SHOP_SERVER_KEY: 'cle-serveur-'.padEnd(48, 'Q'),
  TEBEX_WEBHOOK_SECRET: 'secret-webhook-'.padEnd(40, 'W'),
  DISCORD_CLIENT_SECRET: 'secret-discord-'.padEnd(40, 'D'),
  METRICS_TOKEN: 'jeton-metriques-'.padEnd(40, 'M')
}
const SMTP_PASSWORD = 'mot-de-passe-smtp-Zx9!'
const WRONG_PASSWORD = 'mot-de-passe-faux-Yk7'
const UNIONS_PACK_PACKAGE = 6000101
const REPAIR_KIT = 201

/** A metric's value in Prometheus' text format, 0 when the series is not there yet. */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((label) => present.includes(label))) return Number(match[3])
  }
  return 0
}

describe('the host’s logs and metrics across a scripted scenario', () => {
  let host: WebHost
  let smtp: SMTPServer
  const mails: string[] = []
  const scrape = async () => {
    const response = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` } })
    expect(response.status).toBe(200)
    return response.text()
  }

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.password === SMTP_PASSWORD ? callback(null, { user: auth.username }) : callback(new Error('identifiants refusés')),
      onData(stream, _session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          mails.push(data)
          callback()
        })
      }
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.address() as AddressInfo).port
    host = await startWebHost({
      env: {
        ...SECRETS,
        LOG_LEVEL: 'trace',
        CONTACT_SMTP_URL: `smtp://boutique:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtpPort}`,
        CONTACT_TO: 'equipe@boutique.example'
      }
    })
  }, 90_000)
  afterAll(async () => {
    await host?.stop()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('refuses /metrics without its token, and counts a purchase, a refusal and a payment as they happen', async () => {
    expect((await fetch(`${host.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${SECRETS.METRICS_TOKEN}x` } })
    expect(wrong.status).toBe(401)

    const rich = await playerFromGame(host.url, SECRETS.SHOP_SERVER_KEY, 1, 5_000)
    const poor = await playerFromGame(host.url, SECRETS.SHOP_SERVER_KEY, 2, 10)
    const basket = (characterDbId: number) => ({ characterDbId, products: { [REPAIR_KIT]: { amount: 1, isFromDailyShop: false } } })
    const before = await scrape()

    const bought = await callHost(host.url, 'POST', '/api/buyProducts', basket(rich.characterId), {
      authorization: `Bearer ${rich.sessionToken}`,
      gameServer: 'main'
    })
    expect(bought.status).toBe(200)
    const afterPurchase = await scrape()
    expect(metricValue(afterPurchase, 'boutique_purchases_total')).toBe(metricValue(before, 'boutique_purchases_total') + 1)
    expect(metricValue(afterPurchase, 'boutique_unions_spent', { source: 'purchase' })).toBe(
      metricValue(before, 'boutique_unions_spent', { source: 'purchase' }) + 250
    )
    // The buyer is offline (no game server said otherwise): the delivery waits for them, no alert.
    expect(metricValue(afterPurchase, 'boutique_deliveries_waiting_offline', { server: 'main' })).toBe(
      metricValue(before, 'boutique_deliveries_waiting_offline', { server: 'main' }) + 1
    )
    expect(metricValue(afterPurchase, 'boutique_deliveries_waiting_online', { server: 'main' })).toBe(0)
    expect(metricValue(afterPurchase, 'boutique_http_requests_total', { route: '/api/buyProducts', status: '200' })).toBe(1)

    const refused = await callHost(host.url, 'POST', '/api/buyProducts', basket(poor.characterId), {
      authorization: `Bearer ${poor.sessionToken}`,
      gameServer: 'main'
    })
    expect(refused.status).toBe(409)
    const afterRefusal = await scrape()
    expect(metricValue(afterRefusal, 'boutique_purchases_total')).toBe(metricValue(afterPurchase, 'boutique_purchases_total'))
    const refusals = (text: string) => metricValue(text, 'boutique_purchase_refusals_total', { reason: 'not_enough_unions' })
    expect(refusals(afterRefusal)).toBe(refusals(afterPurchase) + 1)

    const { accountId } = (await (
      await callHost(
        host.url,
        'PUT',
        `/api/server/players/${rich.identifier}`,
        { name: 'Joueur 1', serverName: 'main' },
        { authorization: `Bearer ${SECRETS.SHOP_SERVER_KEY}` }
      )
    ).json()) as { accountId: number }
    const event = JSON.stringify(paymentEvent('payment.completed', 'tbx-observability-1', [{ id: UNIONS_PACK_PACKAGE }], { accountId }))
    const paid = await callHost(host.url, 'POST', '/api/webhooks/tebex', JSON.parse(event), {
      'x-signature': webhookSignature(SECRETS.TEBEX_WEBHOOK_SECRET, event)
    })
    expect(paid.status).toBe(200)
    const forged = await callHost(host.url, 'POST', '/api/webhooks/tebex', JSON.parse(event), { 'x-signature': 'f'.repeat(64) })
    expect(forged.status).toBe(403)
    const afterPayment = await scrape()
    const payments = (text: string) => metricValue(text, 'boutique_payments_credited_total', { type: 'payment.completed' })
    expect(payments(afterPayment)).toBe(payments(afterRefusal) + 1)
    const failures = (text: string) => metricValue(text, 'boutique_webhook_failures_total', { reason: 'bad_signature' })
    expect(failures(afterPayment)).toBe(failures(afterRefusal) + 1)
    expect(metricValue(afterPayment, 'boutique_unions_credited', { source: 'payment' })).toBeGreaterThan(
      metricValue(afterRefusal, 'boutique_unions_credited', { source: 'payment' })
    )
    for (const name of ['nodejs_eventloop_lag_seconds', 'boutique_db_pool_connections', 'boutique_db_query_duration_seconds_count']) {
      expect(afterPayment, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'))
    }
    // No backup taken, none configured: no last-backup time at all (tests/api/alert-rules.test.ts: the alert stays silent).
    expect(afterPayment).not.toMatch(/^boutique_last_backup_timestamp_seconds /m)
  }, 90_000)

  it('writes one JSON line per event, with the request’s id, and no secret across login, Discord, contact and the game-server API', async () => {
    const login = await callHost(
      host.url,
      'POST',
      '/api/login',
      { username: 'Lucas_Martin', password: DEMO_PASSWORD },
      { 'x-request-id': 'suivi-proxy-0001' }
    )
    expect(login.status).toBe(200)
    expect(login.headers.get('x-request-id')).toBe('suivi-proxy-0001')
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const sessionId = cookie.split('=')[1] ?? ''
    expect(sessionId.length).toBeGreaterThan(20)
    const refused = await callHost(
      host.url,
      'POST',
      '/api/login',
      { username: 'Emma_Roux', password: WRONG_PASSWORD },
      { 'x-request-id': 'pas sain <script>' }
    )
    expect(refused.status).toBe(401)
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    // Discord link through the stand-in: the code exchange sends the client secret.
    const started = await callHost(host.url, 'POST', '/api/linkDiscord/start', { previousPage: '/' }, { cookie })
    const authorizeUrl = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl)
    const form = new URLSearchParams({ user: DEMO_DISCORD_USERS[0]?.id ?? '', decision: 'allow' })
    for (const name of ['client_id', 'redirect_uri', 'scope', 'state']) form.set(name, authorizeUrl.searchParams.get(name) ?? '')
    const decided = await fetch(`${host.url}${authorizeUrl.pathname}${authorizeUrl.search}`, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual'
    })
    const back = new URL(decided.headers.get('location') ?? '', host.url)
    const linked = await callHost(
      host.url,
      'POST',
      '/api/linkDiscord',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      { cookie }
    )
    expect(linked.status).toBe(200)

    // The contact form, forwarded by SMTP with its password.
    const contact = {
      username: 'Joueur_RP',
      email: 'joueur@exemple.fr',
      subject: 'Question journaux',
      text: 'Bonjour, une question sur ma commande.'
    }
    expect((await callHost(host.url, 'POST', '/api/sendMail', contact)).status).toBe(200)
    await expect.poll(() => mails.some((mail) => mail.includes('Question journaux')), { timeout: 20_000 }).toBe(true)

    // The game-server API: a login token minted and spent (it travels in the query string).
    const asServer = { authorization: `Bearer ${SECRETS.SHOP_SERVER_KEY}` }
    const minted = await callHost(host.url, 'POST', '/api/server/players/fivem:800001/login-token', { serverName: 'main' }, asServer)
    const { token } = (await minted.json()) as { token: string }
    const game = await callHost(host.url, 'POST', `/api/loginGame?token=${token}`)
    const { sessionToken } = (await game.json()) as { sessionToken: string }
    expect(sessionToken.length).toBeGreaterThan(20)
    await callHost(host.url, 'GET', '/api/whoAmI', undefined, { authorization: `Bearer ${sessionToken}` })
    await callHost(host.url, 'POST', '/api/logout', {}, { cookie })

    const lines = host.output().trim().split('\n')
    const entries = lines.map((line) => JSON.parse(line) as { level?: string; reqId?: string; route?: string; msg?: string })
    expect(entries.every((entry) => typeof entry.level === 'string' && typeof entry.msg === 'string')).toBe(true)
    expect(entries).toContainEqual(expect.objectContaining({ reqId: 'suivi-proxy-0001', route: '/api/login', msg: 'POST /api/login 200' }))
    expect(entries).toContainEqual(expect.objectContaining({ route: '/api/server/players/:identifier/login-token' }))
    expect(entries.some((entry) => entry.msg?.includes('messages transmis par'))).toBe(true)

    const output = host.output()
    const secrets = {
      ...SECRETS,
      SMTP_PASSWORD,
      smtpPasswordInUrl: encodeURIComponent(SMTP_PASSWORD),
      DEMO_PASSWORD,
      WRONG_PASSWORD,
      sessionId,
      sessionToken,
      token
    }
    for (const [name, secret] of Object.entries(secrets)) expect(output.includes(secret), `${name} in the host's log`).toBe(false)
  }, 90_000)
})

describe('/metrics off, /healthz and /readyz', () => {
  it('/metrics is an unknown route without METRICS_TOKEN; /readyz is 503 while draining, with a migration missing or on an empty database', async () => {
    const db = await freshDatabase('pglite')
    let draining = false
    const shop = createTestApp(db)
    expect((await shop.get('/metrics')).status).toBe(404)
    expect(await (await shop.get('/healthz')).json()).toEqual({ status: 'ok', version: BOUTIQUE_VERSION })
    expect(await (await shop.get('/readyz')).json()).toEqual({ status: 'ready', database: 'pglite' })

    const stopping = createApp({ config: getConfig({}), db, shopData: createShopDataCache(db), now: Date.now, draining: () => draining })
    expect((await stopping.request('/readyz')).status).toBe(200)
    draining = true
    const answer = await stopping.request('/readyz')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ status: 'draining' })
    expect((await stopping.request('/healthz')).status).toBe(200)

    await db.query('delete from schema_migrations where version = (select max(version) from schema_migrations)')
    const notReady = await shop.get('/readyz')
    expect(notReady.status).toBe(503)
    expect(await notReady.json()).toMatchObject({ status: 'migrating' })
    // Reachable but without its schema (a database emptied or never migrated): said as such, not « injoignable ».
    await db.exec('drop table schema_migrations')
    const empty = await shop.get('/readyz')
    expect(empty.status).toBe(503)
    expect(await empty.json()).toEqual({ status: 'empty', error: expect.stringContaining('joignable mais vide') as unknown })
    await db.close()
  })
})

describe('the request observer', () => {
  /** A server answering 204 behind the observer; the access-log lines it writes. */
  async function observedServer(accessLog: boolean) {
    const lines: unknown[] = []
    const spy = vi.spyOn(log, 'info').mockImplementation((...args: unknown[]) => void lines.push(args))
    const server = createServer(observeRequests((_request, response) => response.writeHead(204).end(), { accessLog }))
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      url,
      lines,
      async close() {
        spy.mockRestore()
        await new Promise((closed) => server.close(closed))
      }
    }
  }

  it('writes one access-log line per request, none with ACCESS_LOG=false, and always sends the request id back', async () => {
    for (const accessLog of [true, false]) {
      const server = await observedServer(accessLog)
      const answer = await fetch(`${server.url}/api/loginGame?token=secret-de-la-requete`, {
        headers: { 'x-request-id': 'relais-0000042' }
      })
      expect(answer.headers.get('x-request-id')).toBe('relais-0000042')
      await expect.poll(() => server.lines.length, { timeout: 10_000 }).toBe(accessLog ? 1 : 0)
      if (accessLog) {
        expect(server.lines[0]).toEqual([
          expect.objectContaining({ method: 'GET', path: '/api/loginGame', status: 204 }),
          'GET /api/loginGame 204'
        ])
        expect(JSON.stringify(server.lines)).not.toContain('secret-de-la-requete')
      }
      await server.close()
    }
  })
})

describe.each(DATABASE_KINDS)('/metrics read at scrape time (%s)', (kind) => {
  it('the delivery backlog per server, the ledger totals and the pool, from one aggregate each', async () => {
    const db = await freshDatabase(kind)
    try {
      const token = 'jeton-de-scrape-'.padEnd(32, 's')
      const shop = createTestApp(db, { observability: { logLevel: 'info', accessLog: false, metricsToken: token } })
      const { rows } = await db.query<{ id: number }>(`select id from accounts where username = 'Lucas_Martin'`)
      const accountId = rows[0]?.id
      const login = await shop.post('/api/login', { username: 'Lucas_Martin', password: DEMO_PASSWORD })
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      const { rows: characters } = await db.query<{ id: number }>(
        `select id from characters where account_id = $1 and server_name = 'main' order by id limit 1`,
        [accountId]
      )
      const bought = await shop.post(
        '/api/buyProducts',
        { characterDbId: characters[0]?.id, products: { [REPAIR_KIT]: { amount: 2, isFromDailyShop: false } } },
        { cookie, gameServer: 'main' }
      )
      expect(bought.status).toBe(200)
      // Back-office credits and debits are the staff's, not « other ».
      const admin = await loggedIn(db, await accountWithRole(db, 'Noe_Admin', 'admin', 7), new Date())
      for (const [delta, idempotencyKey] of [
        [300, 'metrics-credit-0001'],
        [-100, 'metrics-debit-0001']
      ] as const) {
        const change = await shop.post(
          `/api/admin/players/${accountId}/balance`,
          { delta, reason: 'Geste commercial', idempotencyKey },
          admin
        )
        expect(change.status).toBe(200)
      }
      shop.setNow(Date.now())
      const text = await (await shop.get('/metrics', { authorization: `Bearer ${token}` })).text()
      expect(metricValue(text, 'boutique_deliveries_waiting_offline', { server: 'main' })).toBe(1)
      expect(metricValue(text, 'boutique_deliveries_waiting_offline', { server: 'legacy' })).toBe(0)
      expect(metricValue(text, 'boutique_deliveries_waiting_online', { server: 'main' })).toBe(0)
      expect(metricValue(text, 'boutique_delivery_last_claim_timestamp_seconds', { server: 'main' })).toBe(0)
      expect(metricValue(text, 'boutique_unions_spent', { source: 'purchase' })).toBe(500)
      expect(metricValue(text, 'boutique_unions_credited', { source: 'other' })).toBeGreaterThan(0)
      expect(metricValue(text, 'boutique_unions_credited', { source: 'staff' })).toBe(300)
      expect(metricValue(text, 'boutique_unions_spent', { source: 'staff' })).toBe(100)
      expect(metricValue(text, 'boutique_db_pool_connections', { state: 'max' })).toBeGreaterThan(0)
    } finally {
      await db.close()
    }
  })
})

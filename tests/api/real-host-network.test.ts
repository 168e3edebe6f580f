import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { httpFrom, sessionCookie, type HttpAnswer } from '../support/http-from.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { waitFor } from '../support/wait-for.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const UNIONS_500 = 6000101
/** The only address webhooks are taken from in these hosts. */
const TEBEX_ADDRESS = '127.0.0.7'
/** The reverse proxy, when there is one: it appends the address it was reached from. */
const PROXY = '127.0.0.1'

/**
 * How a client at `client` reaches the host: straight (TRUST_PROXY off: its socket's address), or
 * through the proxy at 127.0.0.1 (TRUST_PROXY=1), which appends `client` to whatever X-Forwarded-For
 * the client sent, as nginx's $proxy_add_x_forwarded_for does.
 */
interface Route {
  name: string
  env: Record<string, string>
  via(client: string, clientForwardedFor?: string): { localAddress: string; headers: Record<string, string> }
}

const NO_HEADERS: Record<string, string> = {}
const SERVER_KEY = 'real-host-network-server-key-'.padEnd(48, 'k')

const ROUTES: Route[] = [
  {
    name: 'TRUST_PROXY off: each client at its socket address',
    env: {},
    // A client may send the header; with no trusted proxy it is not read.
    via: (client, clientForwardedFor) => ({
      localAddress: client,
      headers: clientForwardedFor ? { 'x-forwarded-for': clientForwardedFor } : NO_HEADERS
    })
  },
  {
    name: 'TRUST_PROXY=1: clients behind a proxy at 127.0.0.1',
    env: { TRUST_PROXY: '1' },
    via: (client, clientForwardedFor) => ({
      localAddress: PROXY,
      headers: { 'x-forwarded-for': clientForwardedFor ? `${clientForwardedFor}, ${client}` : client }
    })
  }
]

describe.each(ROUTES.map((route) => [route.name, route] as const))('the built host over TCP — %s', (_name, route) => {
  let host: WebHost

  beforeAll(async () => {
    host = await startWebHost({ env: { TEBEX_WEBHOOK_IPS: TEBEX_ADDRESS, SHOP_SERVER_KEY: SERVER_KEY, ...route.env } })
  })
  afterAll(() => host?.stop())

  function call(
    client: string,
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string>; forwardedFor?: string } = {}
  ): Promise<HttpAnswer> {
    const { localAddress, headers } = route.via(client, options.forwardedFor)
    return httpFrom(localAddress, `${host.url}${path}`, {
      method: options.method,
      body: options.body,
      headers: { ...headers, ...options.headers }
    })
  }
  const login = (client: string, username: string, password: string, forwardedFor?: string) =>
    call(client, '/api/login', { method: 'POST', body: { username, password, remember: false }, forwardedFor })

  /** Wrong guesses from `client` until the host answers 429; how many it took. */
  async function guessUntilBlocked(guess: (attempt: number) => Promise<HttpAnswer>, wrongStatus: number): Promise<number> {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await guess(attempt)
      if (answer.status === 429) return attempt
      expect(answer.status, `attempt ${attempt}`).toBe(wrongStatus)
    }
    throw new Error('never blocked')
  }

  it('login guessing is limited per client address: one address blocked, another not', async () => {
    const [guesser, neighbour] = ['127.0.0.5', '127.0.0.6']
    // Unknown usernames: only the address's count grows, never one account's.
    const attempts = await guessUntilBlocked((attempt) => login(guesser, `Personne_${attempt}`, 'mauvais-mot-de-passe'), 401)
    expect(attempts).toBeLessThanOrEqual(6)
    expect((await login(guesser, 'Emma_Roux', DEMO_PASSWORD)).status).toBe(429)
    expect((await login(neighbour, 'Emma_Roux', DEMO_PASSWORD)).status).toBe(200)
    // The guesser writes the neighbour's address into X-Forwarded-For: believed by no route.
    expect((await login(guesser, 'Emma_Roux', DEMO_PASSWORD, neighbour)).status).toBe(429)
    // And a neighbour writing something else on the left is still the neighbour.
    expect((await login(neighbour, 'Lucas_Martin', DEMO_PASSWORD, guesser)).status).toBe(200)
  })

  it('player lookups (verifyUsername) are limited per client address', async () => {
    const [looker, other] = ['127.0.0.9', '127.0.0.10']
    const lucas = sessionCookie(await login(looker, 'Lucas_Martin', DEMO_PASSWORD))
    const emma = sessionCookie(await login(other, 'Emma_Roux', DEMO_PASSWORD))
    const lookup = (client: string, cookie: string, username: string) =>
      call(client, `/api/verifyUsername?username=${username}`, { headers: { cookie } })
    expect(await guessUntilBlocked((attempt) => lookup(looker, lucas, `Personne_${attempt}`), 404)).toBeLessThanOrEqual(6)
    // Another player at the blocked address is blocked too; the same player elsewhere is not.
    expect((await lookup(looker, emma, 'Lucas_Martin')).status).toBe(429)
    expect((await lookup(other, emma, 'Lucas_Martin')).status).toBe(200)
    expect((await lookup(other, emma, 'Personne_0')).status).toBe(404)
  })

  it('Tebex webhooks are credited from the allowed address only; a forged X-Forwarded-For changes nothing', async () => {
    const player = '127.0.0.11'
    const cookie = sessionCookie(await login(player, 'Lucas_Martin', DEMO_PASSWORD))
    const balance = async () => accountResponseSchema.parse((await call(player, '/api/whoAmI', { headers: { cookie } })).body).account
    const lucas = await balance()
    const send = (client: string, transactionId: string, forwardedFor?: string) => {
      const body = JSON.stringify(unionsPayment(transactionId, lucas.id))
      return call(client, '/api/webhooks/tebex', {
        method: 'POST',
        body,
        forwardedFor,
        headers: { 'content-type': 'application/json', 'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, body) }
      })
    }
    const elsewhere = await send('127.0.0.8', 'tbx-elsewhere')
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body).toEqual({ error: expect.stringContaining('127.0.0.8') as unknown })
    expect((await send('127.0.0.8', 'tbx-forged', TEBEX_ADDRESS)).status).toBe(403)
    expect((await balance()).shopTokens).toBe(lucas.shopTokens)
    // Each refusal is logged with its reason and source address, never the body nor the signature.
    await waitFor(() => refusalLines(host.output(), 'unknown_source').length === 2, 'two refusals logged')
    expect(refusalLines(host.output(), 'unknown_source').map((line) => line.source)).toEqual(['127.0.0.8', '127.0.0.8'])
    expect(host.output()).not.toContain('tbx-elsewhere')
    const unsigned = await call(TEBEX_ADDRESS, '/api/webhooks/tebex', {
      method: 'POST',
      body: '{"id":"tbx-unsigned"}',
      headers: { 'x-signature': 'f00' }
    })
    expect(unsigned.status).toBe(403)
    await waitFor(() => refusalLines(host.output(), 'bad_signature').length === 1, 'the bad signature logged')
    expect(refusalLines(host.output(), 'bad_signature')[0]).toMatchObject({
      source: TEBEX_ADDRESS,
      status: 403,
      msg: '[tebex] webhook refusé'
    })
    expect(host.output()).not.toContain('tbx-unsigned')
    expect(host.output()).not.toContain(DEMO_TEBEX_WEBHOOK_SECRET)

    const credited = await send(TEBEX_ADDRESS, 'tbx-from-tebex')
    expect(credited.status).toBe(200)
    expect(credited.body).toMatchObject({ outcome: 'processed', replay: false })
    expect((await balance()).shopTokens).toBe(lucas.shopTokens + 500)
  })

  it('a wrong game-server key is logged with its source address, never the key', async () => {
    const guesser = '127.0.0.13'
    const wrongKey = 'not-the-server-key-'.padEnd(48, 'x')
    const body = { name: 'Personne', serverName: 'main' }
    const refused = await call(guesser, '/api/server/players/fivem:4242', {
      method: 'PUT',
      body,
      headers: { authorization: `Bearer ${wrongKey}` }
    })
    expect(refused.status).toBe(401)
    const lines = () =>
      host
        .output()
        .split('\n')
        .filter((line) => line.includes('[server] clé du serveur de jeu refusée'))
    await waitFor(() => lines().length === 1, 'the refusal logged')
    expect(JSON.parse(lines()[0] ?? '{}')).toMatchObject({ level: 'warn', source: guesser, path: '/api/server/players/fivem:4242' })
    expect(host.output()).not.toContain(wrongKey)
  })
})

/** A payment.completed for one 500-Unions pack, as Tebex sends it (research/tebex.md §2). */
function unionsPayment(transactionId: string, accountId: number) {
  return paymentEvent('payment.completed', transactionId, [{ id: UNIONS_500, variables: variables(accountId) }], { accountId })
}

/** The host's log lines for refused webhooks of one reason. */
function refusalLines(output: string, reason: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === '[tebex] webhook refusé' && line.reason === reason)
}

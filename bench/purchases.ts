import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'

import type { WebHost } from '../tests/support/web-host.ts'
import { DATABASE_KINDS, freshDatabaseUrl, SERVER_KEY, startHostOn } from './databases.ts'
import type { BenchOptions } from './options.ts'
import { table, type Section } from './report.ts'
import { ms, percentile, perSecond } from './stats.ts'

const BUYER_COUNTS = [1, 10, 100] as const
/** Pansement: 150 Unions, unlimited stock, no limit per character, not daily-only (web/demo/catalogue.json). */
const PRODUCT_ID = 203

interface Buyer {
  session: string
  characterDbId: number
  /** A player's own keep-alive connection, as each player's browser or game has. */
  connection: Agent
}

interface PurchaseRun {
  purchases: number
  seconds: number
  p50: number
  p99: number
  problems: string[]
}

export async function purchaseSection(options: BenchOptions): Promise<Section> {
  const rows: (string | number)[][] = []
  const failures: string[] = []
  for (const kind of DATABASE_KINDS) {
    const host = await startHostOn(await freshDatabaseUrl(kind))
    const buyers: Buyer[] = []
    try {
      buyers.push(...(await createBuyers(host, Math.max(...BUYER_COUNTS))))
      for (const count of BUYER_COUNTS) {
        const run = await buyAtOnce(host, buyers.slice(0, count), options.purchaseSeconds)
        for (const problem of run.problems) failures.push(`${kind}, ${count} buyers: ${problem}`)
        rows.push([kind, count, run.purchases, perSecond(run.purchases / run.seconds), ms(run.p50), ms(run.p99)])
      }
    } finally {
      buyers.forEach((buyer) => buyer.connection.destroy())
      await host.stop()
    }
  }
  return {
    markdown: [
      '## 5. Purchases with Unions: `POST /api/buyProducts`',
      '',
      `Players created through the game-server API (\`PUT /api/server/players/:id\` with a character, credited twice 1,000,000`,
      'Unions), logged in with a one-time token and a bearer session; each buyer, on a keep-alive connection of its own, buys one',
      `unlimited-stock product (id ${PRODUCT_ID}) again and again for ${options.purchaseSeconds} s, one request at a time. Every answer must be 200. The web host runs`,
      'on a fresh PGlite folder, then on a database of a throwaway PostgreSQL cluster (fsync off, as the tests run it).',
      'PGlite runs every query on the web host’s own event loop, one at a time; PostgreSQL in processes of its own.',
      '',
      table(['database', 'buyers at once', 'purchases', 'purchases/s', 'p50', 'p99'], rows)
    ].join('\n'),
    failures,
    targets: []
  }
}

async function gameApi(host: WebHost, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${host.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (response.status !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

async function createBuyers(host: WebHost, count: number): Promise<Buyer[]> {
  const buyers: Buyer[] = []
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, (_, index) => createBuyer(host, first + index))
    buyers.push(...(await Promise.all(batch)))
  }
  return buyers
}

async function createBuyer(host: WebHost, index: number): Promise<Buyer> {
  const identifier = `fivem:${900_000 + index}`
  await gameApi(host, 'PUT', `/api/server/players/${identifier}`, {
    name: `Acheteur_${index}`,
    serverName: 'main',
    characters: [{ id: `bench${index}`, firstname: 'Acheteur', lastname: `Numéro${index}`, dob: '01/01/1990', pob: 'Los Santos', height: 180 }]
  })
  for (const part of [1, 2]) {
    await gameApi(host, 'POST', `/api/server/players/${identifier}/credit`, { amount: 1_000_000, reason: 'Banc d’essai', reference: `bench-${index}-${part}` })
  }
  const { token } = (await gameApi(host, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' })) as { token: string }
  const login = await fetch(`${host.url}/api/loginGame?token=${token}`, { method: 'POST' })
  if (login.status !== 200) throw new Error(`loginGame: HTTP ${login.status}`)
  const { sessionToken } = (await login.json()) as { sessionToken: string }
  const characters = await fetch(`${host.url}/api/getCharacters`, { headers: { authorization: `Bearer ${sessionToken}`, gameServer: 'main' } })
  const [character] = (await characters.json()) as { id: number }[]
  if (!character) throw new Error(`${identifier} has no character`)
  return { session: sessionToken, characterDbId: character.id, connection: new Agent({ keepAlive: true, maxSockets: 1 }) }
}

async function buyAtOnce(host: WebHost, buyers: Buyer[], seconds: number): Promise<PurchaseRun> {
  const latencies: number[] = []
  const problems = new Map<string, number>()
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    buyers.map(async (buyer) => {
      const body = JSON.stringify({ characterDbId: buyer.characterDbId, products: { [PRODUCT_ID]: { amount: 1, isFromDailyShop: false } } })
      while (performance.now() < until) {
        const sent = performance.now()
        try {
          const status = await post(`${host.url}/api/buyProducts`, body, buyer)
          if (status === 200) latencies.push(performance.now() - sent)
          else problems.set(`HTTP ${status}`, (problems.get(`HTTP ${status}`) ?? 0) + 1)
        } catch (error) {
          const key = `error ${error instanceof Error ? error.message : String(error)}`
          problems.set(key, (problems.get(key) ?? 0) + 1)
        }
      }
    })
  )
  return {
    purchases: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    problems: [...problems].map(([problem, count]) => `${count} × ${problem}`)
  }
}

/** POST on the buyer's own connection; the answer's status once its body has arrived. */
function post(url: string, body: string, buyer: Buyer): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent: buyer.connection,
        headers: {
          authorization: `Bearer ${buyer.session}`,
          gameServer: 'main',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body)
        }
      },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      }
    )
    call.on('error', reject)
    call.end(body)
  })
}

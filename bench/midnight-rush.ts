import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

import { parisDay } from '../src/core/domain/paris-time.ts'
import type { WebHost } from '../tests/support/web-host.ts'
import { DATABASE_KINDS, freshDatabaseUrl, startHostOn, type DatabaseKind } from './databases.ts'
import type { BenchOptions } from './options.ts'
import { table, type Section } from './report.ts'
import { startBareServer } from './bare-server-process.ts'
import { captureAnswer } from './capture.ts'
import { firstAndRest, FIRST_MS, problemsOf, RUSH_CLIENT, startRush, type RushPlan, type RushResult } from './rush-clients.ts'
import { needsCells, watchRush } from './rush-watch.ts'
import { ms, percentile } from './stats.ts'

const RUSH_MS = 1000
const WARM_UP_REQUESTS = 200
/** The issue's limit for the rush's p99 (issue 31). */
const P99_LIMIT_MS = 100
/**
 * Client sockets leave from these local addresses in turn (all loopback on Linux), so 10,000 new connections in a
 * second never run one address out of ephemeral ports (net.ipv4.ip_local_port_range, ~28,000 by default).
 */
const LOCAL_ADDRESSES = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']

/**
 * The daily shop's reset: hosts already serving (warmed up on /api/shopVer), and no offers stored for
 * today yet, as right after midnight in Paris. Then `clients` players each open a new connection and
 * ask for GET /api/dailyShop, spread evenly over one second; the first ones race to fix the day's offers.
 */
export async function midnightRushSection(options: BenchOptions): Promise<Section> {
  // The PostgreSQL hosts' answer, kept for the bare servers' run.
  const answersFile = join(tmpdir(), `boutique-rush-${process.pid}.json`)
  try {
    return await rushSection(options, answersFile)
  } finally {
    await rm(answersFile, { force: true })
  }
}

async function rushSection(options: BenchOptions, answersFile: string): Promise<Section> {
  const rows: (string | number)[][] = []
  const failures: string[] = []
  const p99s = new Map<DatabaseKind, number>()
  for (const kind of DATABASE_KINDS) rows.push(await rushOnce(kind, options, failures, p99s, answersFile))
  const bare = await bareRush(options, answersFile, failures)
  rows.push(bare.row)
  const twoHosts = p99s.get('PostgreSQL') ?? Number.NaN
  return {
    markdown: rushMarkdown(options, rows),
    failures,
    targets: [
      {
        what: `The midnight rush: ${options.rushClients.toLocaleString('en-US')} clients within one second on two hosts (PostgreSQL), every answer 200 with the day’s offers, p99 under ${P99_LIMIT_MS} ms (issue 31)`,
        met: twoHosts < P99_LIMIT_MS && !failures.some((failure) => failure.startsWith('PostgreSQL')),
        figures: `p99 ${ms(twoHosts)}; two bare node:http servers answering the same bytes under the same clients: p99 ${ms(bare.p99)}`
      }
    ]
  }
}

/** The section's text: how the rush runs, and its table. */
function rushMarkdown(options: BenchOptions, rows: (string | number)[][]): string {
  return [
    '## 6. The midnight rush: GET /api/dailyShop right after the daily reset',
    '',
    `${options.rushClients.toLocaleString('en-US')} clients on two hosts (${options.rushClientsOneHost.toLocaleString('en-US')} on PGlite’s one host), each on a new connection, sent evenly within ${RUSH_MS} ms to hosts warmed up on`,
    '`/api/shopVer` that hold no offers for today: the PGlite host starts on a fresh folder; on PostgreSQL today’s',
    '`daily_shop_days` row is deleted just before, and two hosts share the database (clients alternate between them).',
    'Every answer must be 200 with the same offers for today’s Paris day, and none sets a cookie. The clients are one',
    `process in C (${RUSH_CLIENT}, one epoll loop, a few µs of CPU per connection: Node’s own http client spent ~140 µs)`,
    `on the same cores as the hosts; their sockets leave from ${LOCAL_ADDRESSES.join(', ')} in turn. The last row is the`,
    'machine’s limit: two bare node:http servers (bench/bare-server.ts, the host’s listen backlog) answering the bytes the',
    `PostgreSQL hosts gave, under the same clients. The p99 of the clients sent in the first ${FIRST_MS} ms (while the first requests fix the day’s offers) is shown apart from the later ones’. CPU: user + system time the clients’ process and each server used during`,
    'the rush (on 2 cores, what the clients use is not the servers’). Connections the kernel turned away: its ListenOverflows count',
    '(the whole machine’s) during the rush; each such client resends its SYN after 1 s. Open files: the most the bench and',
    'clients’ process and each server held at once, sampled every 5 ms; memory: each server’s resident set before → after the',
    'rush, and its peak since it started.',
    '',
    table(
      [
        'server',
        'processes',
        'answered 200',
        'clients',
        'p50',
        'p99',
        `p99: sent in the first ${FIRST_MS} ms / later`,
        'slowest',
        'until the last answer',
        'CPU: clients / servers',
        'connections the kernel turned away',
        'open files: clients / servers',
        'server memory'
      ],
      rows
    )
  ].join('\n')
}

/** One kind of database: its hosts warmed up, today's offers forgotten, the rush, and its row of the table. */
async function rushOnce(
  kind: DatabaseKind,
  options: BenchOptions,
  failures: string[],
  p99s: Map<DatabaseKind, number>,
  answersFile: string
): Promise<(string | number)[]> {
  const databaseUrl = await freshDatabaseUrl(kind)
  // Two hosts share one PostgreSQL: both must serve the offers the first request stored.
  const hosts = await Promise.all((kind === 'PostgreSQL' ? [1, 2] : [1]).map(() => startHostOn(databaseUrl)))
  try {
    for (const host of hosts) await warmUp(host)
    const day = parisDay(Date.now())
    const stored = databaseUrl ? await forgetDay(databaseUrl, day) : 0
    const clients = hosts.length > 1 ? options.rushClients : options.rushClientsOneHost
    const plan = { urls: hosts.map((host) => host.url), localAddresses: LOCAL_ADDRESSES, clients, rushMs: RUSH_MS, day }
    const { result, cells } = await rushFigures(
      plan,
      hosts.map((host) => host.process.pid ?? 0)
    )
    failures.push(...problemsOf(result).map((problem) => `${kind}: ${problem}`))
    p99s.set(kind, percentile(result.latencies, 99))
    // The two hosts' answer, as the clients got it, for the bare servers' run.
    if (hosts.length > 1) await writeFile(answersFile, JSON.stringify([await captureAnswer(plan.urls[0] as string, '/api/dailyShop', {})]))
    return [kind, hosts.length, `${result.ok} (${stored === 0 ? 'no row before' : `${stored} row deleted before`})`, ...cells]
  } finally {
    await Promise.all(hosts.map((host) => host.stop()))
  }
}

/** The machine's limit: the same rush on two bare node:http servers answering the bytes the two hosts gave. */
async function bareRush(
  options: BenchOptions,
  answersFile: string,
  failures: string[]
): Promise<{ row: (string | number)[]; p99: number }> {
  const servers = await Promise.all([1, 2].map(() => startBareServer(answersFile)))
  try {
    const plan = {
      urls: servers.map((server) => server.url),
      localAddresses: LOCAL_ADDRESSES,
      clients: options.rushClients,
      rushMs: RUSH_MS,
      day: parisDay(Date.now())
    }
    const { result, cells } = await rushFigures(
      plan,
      servers.map((server) => server.pid)
    )
    failures.push(...problemsOf(result).map((problem) => `bare node:http: ${problem}`))
    return { row: ['bare node:http (the same bytes)', servers.length, String(result.ok), ...cells], p99: percentile(result.latencies, 99) }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}

/** The rush on these servers, watched: what the clients saw, and the row's cells from « clients » on. */
async function rushFigures(plan: RushPlan, serverPids: number[]): Promise<{ result: RushResult; cells: (string | number)[] }> {
  const clients = startRush(plan)
  const watch = watchRush(serverPids, [clients.pid])
  const result = await clients.result
  const needs = watch.stop()
  const latencies = result.latencies
  return {
    result,
    cells: [
      latencies.length,
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
      ...firstAndRest(result),
      ms(Math.max(...latencies)),
      ms(result.lastAnswerAt - result.startAt),
      ...needsCells(needs)
    ]
  }
}

async function warmUp(host: WebHost): Promise<void> {
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += 20) {
    await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${host.url}/api/shopVer`)).arrayBuffer()))
  }
}

async function forgetDay(databaseUrl: string, day: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query('delete from daily_shop_days where day = $1', [day])).rowCount ?? 0
  } finally {
    await client.end()
  }
}

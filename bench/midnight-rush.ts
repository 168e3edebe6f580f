import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

import { parisDay } from '../src/core/domain/paris-time.ts'
import { DATABASE_KINDS, freshDatabaseUrl, startHostOn, type DatabaseKind } from './databases.ts'
import type { BenchOptions } from './options.ts'
import type { Section } from './report.ts'
import { rushMarkdown } from './midnight-rush-text.ts'
import { startBareServer } from './bare-server-process.ts'
import { captureAnswer } from './capture.ts'
import { nginxInstalled, startNginxFront } from './nginx-front.ts'
import { firstAndRest, problemsOf, startRush, type RushPlan, type RushResult } from './rush-clients.ts'
import { needsCells, watchRush } from './rush-watch.ts'
import { ms, percentile } from './stats.ts'

const RUSH_MS = 1000
const WARM_UP_REQUESTS = 200
/** The issue's limit for the rush's p99 (issue 31). */
const P99_LIMIT_MS = 100
/**
 * Client sockets leave from these local addresses in turn (all loopback on Linux), 50 clients each: 10,000 new
 * connections in a second never run one address out of ephemeral ports (net.ipv4.ip_local_port_range, ~28,000 by
 * default), and nginx's cap per client address (limit_conn in docs/deploy/nginx-boutique.conf) sees players, not 4
 * machines each carrying thousands of them.
 */
const LOCAL_ADDRESSES = Array.from({ length: 200 }, (_, index) => `127.0.1.${index + 1}`)

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

/** Where the rush's clients connect: the hosts themselves, or nginx in front of them. */
interface RushSetup {
  kind: DatabaseKind
  behindNginx: boolean
}

const SETUPS: RushSetup[] = [...DATABASE_KINDS.map((kind) => ({ kind, behindNginx: false })), { kind: 'PostgreSQL', behindNginx: true }]
const NGINX_ROW = 'PostgreSQL behind nginx (docs/deploy/nginx-boutique.conf)'

async function rushSection(options: BenchOptions, answersFile: string): Promise<Section> {
  const rows: (string | number)[][] = []
  const failures: string[] = []
  const p99s = new Map<string, number>()
  for (const setup of SETUPS) rows.push(await rushOnce(setup, options, failures, p99s, answersFile))
  const bare = await bareRush(options, answersFile, failures)
  rows.push(bare.row)
  const behindNginx = p99s.get(NGINX_ROW) ?? Number.NaN
  return {
    markdown: rushMarkdown(options, rows, { rushMs: RUSH_MS, localAddresses: LOCAL_ADDRESSES }),
    failures,
    targets: [
      {
        what: `The midnight rush: ${options.rushClients.toLocaleString('en-US')} clients within one second on two hosts (PostgreSQL) behind the documented nginx site, every answer 200 with the day’s offers, p99 under ${P99_LIMIT_MS} ms (issue 31)`,
        met: behindNginx < P99_LIMIT_MS && !failures.some((failure) => failure.startsWith(NGINX_ROW)),
        figures: `p99 ${ms(behindNginx)}; the two hosts alone: p99 ${ms(p99s.get('PostgreSQL') ?? Number.NaN)}; two bare node:http servers answering the same bytes under the same clients: p99 ${ms(bare.p99)}`
      }
    ]
  }
}

/** One setup: its hosts warmed up (and nginx in front), today's offers forgotten, the rush, and its row of the table. */
async function rushOnce(
  setup: RushSetup,
  options: BenchOptions,
  failures: string[],
  p99s: Map<string, number>,
  answersFile: string
): Promise<(string | number)[]> {
  const label = setup.behindNginx ? NGINX_ROW : setup.kind
  if (setup.behindNginx && !nginxInstalled()) {
    failures.push(`${label}: nginx is not installed (apt-get install nginx-light)`)
    return [label, 'nginx is not installed']
  }
  const databaseUrl = await freshDatabaseUrl(setup.kind)
  // Two hosts share one PostgreSQL: both must serve the offers the first request stored.
  const hosts = await Promise.all((setup.kind === 'PostgreSQL' ? [1, 2] : [1]).map(() => startHostOn(databaseUrl)))
  const front = setup.behindNginx ? await startNginxFront(hosts.map((host) => host.url)) : undefined
  try {
    for (const url of [...hosts.map((host) => host.url), ...(front ? [front.url] : [])]) await warmUp(url)
    const day = parisDay(Date.now())
    const stored = databaseUrl ? await forgetDay(databaseUrl, day) : 0
    const clients = hosts.length > 1 ? options.rushClients : options.rushClientsOneHost
    const urls = front ? [front.url] : hosts.map((host) => host.url)
    const plan = { urls, localAddresses: LOCAL_ADDRESSES, clients, rushMs: RUSH_MS, day }
    const hostPids = hosts.map((host) => host.process.pid ?? 0)
    const { result, cells } = await rushFigures(plan, [...(front?.workerPids ?? []), ...hostPids])
    failures.push(...problemsOf(result).map((problem) => `${label}: ${problem}`))
    p99s.set(label, percentile(result.latencies, 99))
    // The two hosts' answer, as the clients got it, for the bare servers' run.
    if (hosts.length > 1 && !front)
      await writeFile(answersFile, JSON.stringify([await captureAnswer(urls[0] as string, '/api/dailyShop', {})]))
    const processes = front ? `${front.workerPids.length} nginx workers, ${hosts.length} hosts` : hosts.length
    return [label, processes, `${result.ok} (${stored === 0 ? 'no row before' : `${stored} row deleted before`})`, ...cells]
  } finally {
    await front?.stop()
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

async function warmUp(url: string): Promise<void> {
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += 20) {
    await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${url}/api/shopVer`)).arrayBuffer()))
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

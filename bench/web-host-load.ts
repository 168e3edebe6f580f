import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { readInitialAssets } from '../tests/support/bundle-graph.ts'
import { REPO_ROOT, startWebHost, type WebHost } from '../tests/support/web-host.ts'
import { startBareServer, type BareServer } from './bare-server-process.ts'
import { load, loadSideBySide, REQUEST_HEADERS } from './autocannon-runs.ts'
import { captureAnswer } from './capture.ts'
import { gcProbeOf, leakCheck, type LeakCheck } from './leak-check.ts'
import type { BenchOptions } from './options.ts'
import { mib, residentMemory } from './process-memory.ts'
import { table, type Section } from './report.ts'
import { ms, perSecond, ratio } from './stats.ts'

const CONNECTIONS = [50, 500] as const

interface Endpoint {
  name: string
  path: string
  key: string
}

export async function webHostLoadSection(options: BenchOptions): Promise<Section> {
  let host: WebHost | undefined
  let bare: BareServer | undefined
  const dir = await mkdtemp(join(tmpdir(), 'boutique-bench-'))
  try {
    const memoryFile = join(dir, 'memory.json')
    const probe = gcProbeOf(memoryFile)
    // Hundreds of load connections come from one address here: no per-address cap.
    host = await startWebHost({ env: { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0', ...probe.env }, nodeArgs: probe.nodeArgs })
    const startRss = residentMemory(host.process.pid).rssMiB
    const endpoints = await endpointsOf(host)
    bare = await startBareTwin(host, endpoints, dir)
    const loaded = await loadEndpoints(host, bare, endpoints, options)
    const hostUrl = host.url
    const leaks = await leakCheck(host, memoryFile, () => leakRound(hostUrl, endpoints, options, loaded.failures))
    return webHostLoadReport(options, loaded, leaks, startRss)
  } finally {
    await bare?.stop()
    await host?.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

/** One round of the leak check: every endpoint at the larger connection count; the requests answered. */
async function leakRound(url: string, endpoints: Endpoint[], options: BenchOptions, failures: string[]): Promise<number> {
  let requests = 0
  for (const endpoint of endpoints) {
    const run = await load(`${url}${endpoint.path}`, CONNECTIONS[1], options.loadSeconds)
    for (const problem of run.problems) failures.push(`${endpoint.name}, leak check: ${problem}`)
    requests += run.requests
  }
  return requests
}

/** The unchanged shopVer answer, the daily shop, and the largest hashed file of the initial JS. */
async function endpointsOf(host: WebHost): Promise<Endpoint[]> {
  const shopVer = ((await (await fetch(`${host.url}/api/shopVer`)).json()) as { shopVer: string }).shopVer
  const hashedFile = (await readInitialAssets(join(REPO_ROOT, 'dist/web'))).js.sort((a, b) => b.raw - a.raw)[0]?.url
  if (!hashedFile) throw new Error('no hashed file in dist/web')
  return [
    { name: 'GET /api/shopVer?version=<current> (unchanged)', path: `/api/shopVer?version=${shopVer}`, key: 'shopVer' },
    { name: 'GET /api/dailyShop', path: '/api/dailyShop', key: 'dailyShop' },
    { name: `GET ${hashedFile} (hashed, brotli)`, path: hashedFile, key: 'static' }
  ]
}

/** A bare node:http server answering each endpoint with the bytes and headers the web host gave. */
async function startBareTwin(host: WebHost, endpoints: Endpoint[], dir: string): Promise<BareServer> {
  const answers = await Promise.all(endpoints.map((endpoint) => captureAnswer(host.url, endpoint.path, REQUEST_HEADERS)))
  const answersFile = join(dir, 'answers.json')
  await writeFile(answersFile, JSON.stringify(answers))
  return startBareServer(answersFile)
}

/** Every endpoint at every connection count on both servers: the table's rows, the problems, and each endpoint's throughput shares. */
async function loadEndpoints(host: WebHost, bare: BareServer, endpoints: Endpoint[], options: BenchOptions) {
  const rows: (string | number)[][] = []
  const failures: string[] = []
  const ratios = new Map<string, number[]>()
  for (const endpoint of endpoints) {
    for (const connections of CONNECTIONS) {
      const [ours, machine] = await loadSideBySide(
        `${host.url}${endpoint.path}`,
        `${bare.url}${endpoint.path}`,
        connections,
        options.loadSeconds
      )
      for (const [who, run] of [
        ['web host', ours],
        ['bare node:http', machine]
      ] as const) {
        for (const problem of run.problems) failures.push(`${endpoint.name}, ${connections} connections, ${who}: ${problem}`)
      }
      const share = ours.requestsPerSecond / machine.requestsPerSecond
      ratios.set(endpoint.key, [...(ratios.get(endpoint.key) ?? []), share])
      rows.push([
        endpoint.name,
        connections,
        perSecond(ours.requestsPerSecond),
        `${ms(ours.p50)} / ${ms(ours.p99)}`,
        perSecond(machine.requestsPerSecond),
        `${ms(machine.p50)} / ${ms(machine.p99)}`,
        ratio(share),
        (ours.requests + machine.requests).toLocaleString('en-US')
      ])
    }
  }
  return { rows, failures, ratios }
}

/** An endpoint's throughput share beside the limit: the worse of its two connection counts decides. */
function atLeast(ratios: Map<string, number[]>, key: string, what: string, limit: number) {
  const shares = ratios.get(key) ?? []
  return {
    what,
    met: shares.length > 0 && Math.min(...shares) >= limit,
    figures: `${ratio(shares[0] ?? Number.NaN)} at 50 connections, ${ratio(shares[1] ?? Number.NaN)} at 500`
  }
}

function webHostLoadReport(
  options: BenchOptions,
  { rows, failures, ratios }: Awaited<ReturnType<typeof loadEndpoints>>,
  leaks: LeakCheck,
  startRss: number
): Section {
  return {
    markdown: [
      '## 4. The web host under load, beside a bare node:http server answering the same bytes',
      '',
      `autocannon, pipelining 1, header \`accept-encoding: gzip, deflate, br\`; ${options.loadSeconds} s per server in two halves, in the`,
      'order web host, bare, bare, web host (so a busy moment of the machine falls on both), after a warm-up of each. The',
      'web host runs on PGlite (demo data); the bare server (`bench/bare-server.ts`, its own process like the web host)',
      'answers each path with the bytes and headers the web host gave. Latency: p50 (mean of the halves) / p99 (the worse half).',
      '',
      table(['request', 'connections', 'web host', 'latency', 'bare node', 'latency', 'web host ÷ bare', 'requests (both)'], rows),
      '',
      `The web host’s resident memory once healthy: ${mib(startRss)}. ${leaks.markdown}`
    ].join('\n'),
    failures,
    targets: [
      atLeast(
        ratios,
        'shopVer',
        'GET /api/shopVer (unchanged) throughput at least 0.8× the bare Node server’s (issue 18; issue 8 asked 0.5×)',
        0.8
      ),
      atLeast(ratios, 'dailyShop', 'GET /api/dailyShop throughput at least 0.8× the bare Node server’s (issue 31)', 0.8),
      { what: 'No memory growth across three rounds of load, heap after a collection (issue 31)', met: !leaks.grew, figures: leaks.figures }
    ]
  }
}

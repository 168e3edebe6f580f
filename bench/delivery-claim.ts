import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'

import { deliveriesResponseSchema, type Delivery } from '../src/core/contract/game-server.ts'
import { callHost, type HostPlayer } from '../tests/support/host-players.ts'
import type { WebHost } from '../tests/support/web-host.ts'
import { DATABASE_KINDS, SERVER_KEY, startHostOn, type DatabaseKind } from './databases.ts'
import { BUYERS, fillPlace, METRICS_TOKEN, ONLINE, touchedWaiting, WAITING, type FilledPlace } from './delivery-claim-setup.ts'
import { table, type Section, type Target } from './report.ts'
import { median, ms, percentile } from './stats.ts'

/** Issue 26: the claim's time with 100,000 deliveries waiting for offline players, on PostgreSQL. */
const LIMIT_MS = 20
const WARM_UP_ROUNDS = 20
const ROUNDS = 300
/** Fresh purchases between two rounds, by buyers in turn. */
const FRESH_PER_ROUND = 3
const SCRAPES = 10
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

interface ClaimFigures {
  kind: DatabaseKind
  filled: string
  claims: number[]
  firstScrape: number
  scrapes: number[]
  waitingOffline: string
}

/**
 * POST /api/server/deliveries/claim on the built host over TCP, one database of each kind holding 100,000
 * deliveries for offline players: 300 players online, 3 of whom bought a repair kit through the API since
 * the last round; each claim must hand out exactly those 3 (then acknowledged grant by grant), and none of the
 * waiting ones may ever be claimed. Then GET /metrics, which counts the waiting ones by partial indexes.
 */
export async function deliveryClaimSection(): Promise<Section> {
  const figures: ClaimFigures[] = []
  const failures: string[] = []
  for (const kind of DATABASE_KINDS) {
    const filled = await fillPlace(kind)
    try {
      figures.push(await measurePlace(filled, failures))
      failures.push(...(await touchedWaiting(filled.place)))
    } finally {
      await rm(filled.place.dataDir, { recursive: true, force: true })
    }
  }
  const targets = figures.filter((f) => f.kind === 'PostgreSQL').map(targetOf)
  return { markdown: render(figures), targets, failures }
}

async function measurePlace({ place, buyers, filled }: FilledPlace, failures: string[]): Promise<ClaimFigures> {
  const host = await startHostOn(place.url, place.dataDir, { METRICS_TOKEN })
  console.info(`[bench] delivery claim, ${place.kind}: ${WARM_UP_ROUNDS} + ${ROUNDS} rounds…`)
  try {
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) await claimRound(host, buyers, round, failures)
    const claims: number[] = []
    for (let round = WARM_UP_ROUNDS; round < WARM_UP_ROUNDS + ROUNDS; round += 1)
      claims.push(await claimRound(host, buyers, round, failures))
    const first = await scrape(host)
    const scrapes: number[] = []
    for (let run = 0; run < SCRAPES; run += 1) scrapes.push((await scrape(host)).ms)
    const waitingOffline = /^boutique_deliveries_waiting_offline\{server="main"\} (\d+)$/m.exec(first.body)?.[1] ?? 'absent'
    if (waitingOffline !== String(WAITING)) failures.push(`${place.kind}: /metrics says ${waitingOffline} waiting offline, not ${WAITING}`)
    return { kind: place.kind, filled, claims, firstScrape: first.ms, scrapes, waitingOffline }
  } finally {
    await host.stop()
  }
}

/** Fresh purchases (not timed), the claim of the 300 online (timed), each handed delivery's grant acknowledged. */
async function claimRound(host: WebHost, buyers: HostPlayer[], round: number, failures: string[]): Promise<number> {
  const fresh = Array.from({ length: FRESH_PER_ROUND }, (_, index) => buyers[(round * FRESH_PER_ROUND + index) % BUYERS] as HostPlayer)
  for (const buyer of fresh) await buyRepairKit(host, buyer)
  const started = performance.now()
  const response = await callHost(
    host.url,
    'POST',
    '/api/server/deliveries/claim',
    { serverName: 'main', players: ONLINE_PLAYERS },
    asServer
  )
  const body = await response.text()
  const elapsed = performance.now() - started
  if (response.status !== 200) throw new Error(`claim: HTTP ${response.status} ${body}`)
  const handed = deliveriesResponseSchema.parse(JSON.parse(body)).deliveries
  const wanted = fresh.map((buyer) => buyer.identifier).sort()
  const got = handed.map((delivery) => delivery.identifiers[0] ?? '').sort()
  if (JSON.stringify(got) !== JSON.stringify(wanted))
    failures.push(`round ${round}: handed ${got.join(', ')} instead of ${wanted.join(', ')}`)
  for (const delivery of handed) await acknowledge(host, delivery)
  return elapsed
}

const ONLINE_PLAYERS = Array.from({ length: ONLINE }, (_, index) => ({
  identifiers: [`fivem:${800_001 + index}`],
  characters: [`load-${index + 1}`],
  activeCharacter: `load-${index + 1}`
}))

async function buyRepairKit(host: WebHost, buyer: HostPlayer): Promise<void> {
  const body = { characterDbId: buyer.characterId, products: { '201': { amount: 1, isFromDailyShop: false } } }
  const headers = { authorization: `Bearer ${buyer.sessionToken}`, gameServer: 'main', 'idempotency-key': randomBytes(8).toString('hex') }
  const response = await callHost(host.url, 'POST', '/api/buyProducts', body, headers)
  if (response.status !== 200) throw new Error(`buyProducts: HTTP ${response.status} ${await response.text()}`)
}

/** The resource's acknowledgement of the one grant of a one-unit repair kit: delivered. */
async function acknowledge(host: WebHost, delivery: Delivery): Promise<void> {
  const response = await callHost(host.url, 'POST', `/api/server/deliveries/${delivery.id}/grants`, { unit: 1, grant: 0 }, asServer)
  if (response.status !== 200) throw new Error(`grant of delivery ${delivery.id}: HTTP ${response.status} ${await response.text()}`)
}

async function scrape(host: WebHost): Promise<{ ms: number; body: string }> {
  const started = performance.now()
  const response = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const body = await response.text()
  const elapsed = performance.now() - started
  if (response.status !== 200) throw new Error(`/metrics: HTTP ${response.status}`)
  return { ms: elapsed, body }
}

function targetOf(figures: ClaimFigures): Target {
  const p50 = median(figures.claims)
  const p99 = percentile(figures.claims, 99)
  return {
    what: `Delivery claim (${ONLINE} online) with ${WAITING.toLocaleString('en')} waiting for offline players, ${figures.kind}: p99 < ${LIMIT_MS} ms`,
    met: p99 < LIMIT_MS,
    figures: `median ${ms(p50)}, p99 ${ms(p99)}`
  }
}

function render(figures: ClaimFigures[]): string {
  const rows = figures.map((f) => [
    f.kind,
    ms(median(f.claims)),
    ms(percentile(f.claims, 99)),
    ms(Math.max(...f.claims)),
    f.kind === 'PostgreSQL' ? `${LIMIT_MS} ms` : '—',
    ms(f.firstScrape),
    ms(median(f.scrapes)),
    f.waitingOffline
  ])
  return [
    `## Delivery claim with ${WAITING.toLocaleString('en')} deliveries waiting for offline players (issue 26)`,
    '',
    ...figures.map((f) => `- ${f.kind}: ${f.filled}.`),
    '',
    `\`POST /api/server/deliveries/claim\` on the built host over TCP, saying ${ONLINE} players are online on \`main\`; before each round`,
    `${FRESH_PER_ROUND} of them (of ${BUYERS} buyers, in turn) buy a repair kit through \`POST /api/buyProducts\`, and each claim must hand out`,
    'exactly those (then acknowledged grant by grant); times from the request to the last byte of the answer,',
    `${ROUNDS} rounds after ${WARM_UP_ROUNDS} of warm-up. After the run none of the waiting deliveries may be claimed (all pending, attempts 0).`,
    `Then \`GET /metrics\`, which counts them by partial indexes: the first scrape, and the median of ${SCRAPES} more.`,
    '',
    table(['database', 'claim p50', 'claim p99', 'slowest', 'limit', 'first /metrics', '/metrics p50', 'waiting offline (metrics)'], rows)
  ].join('\n')
}

import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

import { callHost, playerFromGame, type HostPlayer } from '../tests/support/host-players.ts'
import type { WebHost } from '../tests/support/web-host.ts'
import { DATABASE_KINDS, freshDatabaseUrl, SERVER_KEY, startHostOn, type DatabaseKind } from './databases.ts'
import { withDatabase, type ClaimPlace } from './delivery-claim-setup.ts'
import { fillRetentionRows, RETENTION_ROWS, type FilledKind } from './retention-fill.ts'
import { table, type Section } from './report.ts'
import { median, ms, percentile } from './stats.ts'

/** The host's first run comes this long after its start: the purchases before it are the baseline. */
const INTERVAL_SECONDS = 20
const RUN_LINE = '[rétention] passage terminé'
/** Rows of a kind the setup itself leaves past their end (the buyer's login token, its attempt counters). */
const SETUP_ROWS = 10
const TOTAL = Object.values(RETENTION_ROWS).reduce((sum, count) => sum + count, 0)

interface Purchase {
  at: number
  ms: number
}

interface RetentionFigures {
  kind: DatabaseKind
  fillSeconds: number
  runMs: number
  counts: Record<string, number>
  before: number[]
  during: number[]
}

/**
 * Issue 29: one run of the retention job over a million rows (half of them past their period), by the built host on
 * its own schedule, on each database; a player buys a repair kit again and again through POST /api/buyProducts
 * meanwhile, and the purchases made during the run are compared with those made before it.
 */
export async function retentionSection(): Promise<Section> {
  const figures: RetentionFigures[] = []
  const failures: string[] = []
  for (const kind of DATABASE_KINDS) {
    const place: ClaimPlace = {
      kind,
      url: await freshDatabaseUrl(kind),
      dataDir: await mkdtemp(join(tmpdir(), 'boutique-bench-retention-'))
    }
    try {
      figures.push(await measurePlace(place, failures))
    } finally {
      await rm(place.dataDir, { recursive: true, force: true })
    }
  }
  return { markdown: render(figures), targets: [], failures }
}

async function measurePlace(place: ClaimPlace, failures: string[]): Promise<RetentionFigures> {
  const setup = await startHostOn(place.url, place.dataDir)
  const buyer = await playerFromGame(setup.url, SERVER_KEY, 1, 1_000_000).finally(() => setup.stop())
  console.info(`[bench] retention, ${place.kind}: ${TOTAL.toLocaleString('en')} rows in SQL…`)
  const fillSeconds = await withDatabase(place, async (db) => {
    const account = await db.query<{ id: number }>('select account_id as id from account_identifiers where identifier = $1', [
      buyer.identifier
    ])
    return fillRetentionRows(db, account.rows[0]?.id ?? 0)
  })
  const host = await startHostOn(place.url, place.dataDir, { RETENTION_INTERVAL_SECONDS: String(INTERVAL_SECONDS) })
  console.info(`[bench] retention, ${place.kind}: purchases until the host's run is logged…`)
  try {
    const purchases: Purchase[] = []
    let line: { ms: number; retention: Record<string, number> } | undefined
    while (!line) {
      const purchase = await buyRepairKit(host, buyer)
      if (purchase) purchases.push(purchase)
      line = runLine(host)
    }
    const ended = performance.now()
    const started = ended - line.ms
    for (const [kind, count] of Object.entries(RETENTION_ROWS)) {
      const removed = line.retention[kind as FilledKind] ?? 0
      // The setup's own few rows (the buyer's spent login token, its limits) are past their end too.
      if (removed < count / 2 || removed > count / 2 + SETUP_ROWS)
        failures.push(`${place.kind}: the run removed ${removed} ${kind}, not ${count / 2} (+ at most ${SETUP_ROWS})`)
    }
    return {
      kind: place.kind,
      fillSeconds,
      runMs: line.ms,
      counts: line.retention,
      before: purchases.filter((p) => p.at + p.ms < started).map((p) => p.ms),
      during: purchases.filter((p) => p.at + p.ms >= started && p.at <= ended).map((p) => p.ms)
    }
  } finally {
    await host.stop()
  }
}

function runLine(host: WebHost): { ms: number; retention: Record<string, number> } | undefined {
  const found = host
    .output()
    .split('\n')
    .find((text) => text.includes(RUN_LINE))
  return found ? (JSON.parse(found) as { ms: number; retention: Record<string, number> }) : undefined
}

/** One timed purchase; undefined when the buyer had spent everything (then credited again, not timed). */
async function buyRepairKit(host: WebHost, buyer: HostPlayer): Promise<Purchase | undefined> {
  const body = { characterDbId: buyer.characterId, products: { '201': { amount: 1, isFromDailyShop: false } } }
  const headers = { authorization: `Bearer ${buyer.sessionToken}`, gameServer: 'main', 'idempotency-key': randomBytes(8).toString('hex') }
  const at = performance.now()
  const response = await callHost(host.url, 'POST', '/api/buyProducts', body, headers)
  const text = await response.text()
  const elapsed = performance.now() - at
  if (response.status === 409 && text.includes('assez de points')) {
    await topUp(host, buyer)
    return undefined
  }
  if (response.status !== 200) throw new Error(`buyProducts: HTTP ${response.status} ${text}`)
  return { at, ms: elapsed }
}

/** The game-server API's largest credit (its cap: 1,000,000). */
async function topUp(host: WebHost, buyer: HostPlayer): Promise<void> {
  const credit = { amount: 1_000_000, reason: 'Banc d’essai' }
  const response = await callHost(host.url, 'POST', `/api/server/players/${buyer.identifier}/credit`, credit, {
    authorization: `Bearer ${SERVER_KEY}`
  })
  if (response.status !== 200) throw new Error(`credit: HTTP ${response.status} ${await response.text()}`)
}

function render(figures: RetentionFigures[]): string {
  const rows = figures.map((f) => [
    f.kind,
    `${f.fillSeconds.toFixed(1)} s`,
    ms(f.runMs),
    Object.values(f.counts)
      .reduce((sum, count) => sum + count, 0)
      .toLocaleString('en'),
    `${f.before.length}: ${ms(median(f.before))} / ${ms(percentile(f.before, 99))}`,
    `${f.during.length}: ${ms(median(f.during))} / ${ms(percentile(f.during, 99))} / ${ms(Math.max(...f.during))}`
  ])
  const kinds = Object.entries(RETENTION_ROWS).map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`)
  return [
    `## Retention: one run over ${TOTAL.toLocaleString('en')} rows (issue 29)`,
    '',
    `Rows inserted in SQL (\`generate_series\`, bench/retention-fill.ts): ${kinds.join(', ')}; half of each kind past its`,
    'period (Tebex events: the documented payment sample, whose buyer details the run removes). The built host runs the',
    `job on its own schedule (\`RETENTION_INTERVAL_SECONDS=${INTERVAL_SECONDS}\`: its first run ${INTERVAL_SECONDS} s after the start); its log line gives`,
    "the run's time and counts. Meanwhile one player buys a repair kit again and again (`POST /api/buyProducts`, one at a",
    'time, over TCP): the purchases before the run and those overlapping it, count: median / p99 (/ slowest).',
    '',
    table(['database', 'fill', 'run', 'rows removed or scrubbed', 'purchases before', 'purchases during the run'], rows)
  ].join('\n')
}

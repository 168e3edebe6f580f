import type { BareWay } from './bare-purchases.ts'
import { DATABASE_KINDS } from './databases.ts'
import type { BenchOptions } from './options.ts'
import { PURCHASE_CASES } from './purchase-cases.ts'
import type { LoadRun } from './purchase-load.ts'
import { table, type Target } from './report.ts'
import { ms, perSecond, ratio } from './stats.ts'

/** The purchase section's players, buying at once. */
export const BUYERS = 100
export const BARE_WAYS: BareWay[] = ['statements', 'one round trip']

/**
 * A run of record, with the CPU milliseconds per purchase of the process `measured` was given (NaN without) and,
 * on PostgreSQL, where the database's backends waited (bench/wait-events.ts).
 */
export type MeasuredRun = LoadRun & { cpuMsPerPurchase: number; waits: string | undefined }

export interface CaseFigures {
  shop: MeasuredRun
  bare: Record<BareWay, MeasuredRun>
}

export function render(options: BenchOptions, figures: Map<string, CaseFigures>): string {
  return [
    ...introduction(options),
    '',
    table(
      COLUMNS,
      [...figures].map(([where, caseFigures]) => rowOf(where, caseFigures))
    ),
    '',
    'Where PostgreSQL’s backends were during each run (pg_stat_activity sampled every 25 ms; `CPU`: running, no wait event):',
    '',
    table(
      ['case', 'shop', 'bare, statements', 'bare, one round trip'],
      [...figures]
        .filter(([where]) => where.startsWith('PostgreSQL'))
        .map(([where, { shop, bare }]) => [
          where.split(', ')[1] ?? '',
          shop.waits ?? '—',
          bare.statements.waits ?? '—',
          bare['one round trip'].waits ?? '—'
        ])
    )
  ].join('\n')
}

function rowOf(where: string, { shop, bare }: CaseFigures): (string | number)[] {
  const [kind, name] = where.split(', ')
  const statements = bare.statements.purchases / bare.statements.seconds
  const oneTrip = bare['one round trip'].purchases / bare['one round trip'].seconds
  const shopRate = shop.purchases / shop.seconds
  return [
    kind ?? '',
    name ?? '',
    shop.purchases,
    perSecond(shopRate),
    ms(shop.p50),
    ms(shop.p99),
    Number.isFinite(shop.cpuMsPerPurchase) ? `${(shop.cpuMsPerPurchase * 1000).toFixed(0)} µs` : '—',
    perSecond(statements),
    perSecond(oneTrip),
    ratio(shopRate / statements),
    ratio(shopRate / oneTrip)
  ]
}

function introduction(options: BenchOptions): string[] {
  return [
    '## 5. Purchases with Unions: `POST /api/buyProducts`, beside the database’s own limit',
    '',
    `${BUYERS} players created through the game-server API, logged in with a one-time token and a bearer session; each, on a`,
    `keep-alive connection of its own, makes a purchase again and again for ${options.purchaseSeconds} s (after a warm-up), one at a time, with`,
    'a fresh Idempotency-Key, written and read as bytes (bench/kept-connection.ts: Node’s http client cost the shared cores',
    'about a third of what the web host spent per purchase). Every answer must be 200. The web host’s CPU time per purchase (user + system, from /proc)',
    'hardly depends on what else shares the cores: the figure to compare between runs on a busy machine.',
    'Cases (bench/purchase-cases.ts):',
    '',
    ...PURCHASE_CASES.map((purchaseCase) => `- **${purchaseCase.name}**: ${purchaseCase.description}.`),
    '',
    'The limit, measured in the same run on the same database once the web host stopped: the same purchases by the',
    `same ${BUYERS} buyers straight from the driver (node-postgres with ${BUYERS} connections, or PGlite in the bench's process),`,
    'no HTTP: **statements** issues the purchase’s steps one statement per round trip in a transaction (bench/bare-purchases.ts);',
    '**one round trip** calls `buy_products()` (migration 011), the one statement the shop sends. The invariants (every',
    'balance equal to its ledger, one delivery per order line that gives the game something, every limited stock equal to',
    'its start less the units sold) are checked after each run. PGlite runs every query on one connection, in the web host’s',
    'event loop (or the bench’s); PostgreSQL is a throwaway cluster (fsync off, as the tests run it). On PostgreSQL every',
    'run after the database’s first starts after a `vacuum analyze`, what autovacuum does within a minute: the runs follow',
    'each other within seconds, and without it each met the dead rows of the purchases before it (bench/purchase-cases.ts).'
  ]
}

const COLUMNS = [
  'database',
  'case',
  'purchases',
  'shop /s',
  'p50',
  'p99',
  'web host CPU / purchase',
  'bare, statements /s',
  'bare, one round trip /s',
  'shop ÷ statements',
  'shop ÷ one round trip'
]

function rateOf(run: LoadRun | undefined): number {
  return run ? run.purchases / run.seconds : Number.NaN
}

export function targetsOf(figures: Map<string, CaseFigures>): Target[] {
  const targets: Target[] = []
  for (const kind of DATABASE_KINDS) {
    const hot = figures.get(`${kind}, hot`)
    if (!hot) continue
    const shop = rateOf(hot.shop)
    const bare = rateOf(hot.bare['one round trip'])
    const p99Limit = kind === 'PostgreSQL' ? ' and p99 under 150 ms' : ''
    targets.push({
      what: `${kind}, ${BUYERS} buyers of one unlimited product: at least 0.5× the bare one-round-trip purchases/s${p99Limit}`,
      met: shop >= bare * 0.5 && (kind !== 'PostgreSQL' || hot.shop.p99 < 150),
      figures: `${perSecond(shop)} vs ${perSecond(bare)}: ${ratio(shop / bare)}; p99 ${ms(hot.shop.p99)}`
    })
    for (const name of ['stock', 'mixed basket']) {
      if (!figures.has(`${kind}, ${name}`)) continue
      const other = rateOf(figures.get(`${kind}, ${name}`)?.shop)
      targets.push({
        what: `${kind}, ${name} case within 2× of the hot case (purchases/s)`,
        met: other * 2 >= shop,
        figures: `${perSecond(other)} vs ${perSecond(shop)}: ${ratio(other / shop)}`
      })
    }
    const mixed = figures.get(`${kind}, mixed basket`)?.shop
    if (kind === 'PostgreSQL' && mixed) {
      targets.push({
        what: `${kind}, mixed basket case at least 0.8× the hot case (purchases/s) and p99 under 150 ms (issue 31)`,
        met: rateOf(mixed) >= shop * 0.8 && mixed.p99 < 150,
        figures: `${perSecond(rateOf(mixed))} vs ${perSecond(shop)}: ${ratio(rateOf(mixed) / shop)}; p99 ${ms(mixed.p99)}`
      })
    }
  }
  return targets
}

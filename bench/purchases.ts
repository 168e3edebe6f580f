import { mkdtemp, rm } from 'node:fs/promises'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Database } from '../web/db/database.ts'
import { openPgliteDatabase } from '../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../web/db/postgres-database.ts'
import { shopInvariantViolations } from '../tests/support/shop-invariants.ts'
import { barePurchase, type BareWay } from './bare-purchases.ts'
import { DATABASE_KINDS, freshDatabaseUrl, startHostOn, type DatabaseKind } from './databases.ts'
import { createBuyers } from './purchase-buyers.ts'
import type { BenchOptions } from './options.ts'
import { casesOf, PURCHASE_CASES, prepareStocks, topUp, type PurchaseCase } from './purchase-cases.ts'
import { loadFor, postPurchase, type HttpBuyer, type LoadRun } from './purchase-load.ts'
import { table, type Section, type Target } from './report.ts'
import { processCpuMs } from './process-cpu.ts'
import { ms, perSecond, ratio } from './stats.ts'

const BUYERS = 100
const BARE_WAYS: BareWay[] = ['statements', 'one round trip']

/** Where one kind of database lives for the section: a PGlite folder, or a database of the throwaway cluster. */
interface Place {
  kind: DatabaseKind
  url: string | undefined
  dataDir: string
}

/** A run of record, with the CPU milliseconds per purchase of the process `measured` was given (NaN without). */
type MeasuredRun = LoadRun & { cpuMsPerPurchase: number }

interface CaseFigures {
  shop: MeasuredRun
  bare: Record<BareWay, LoadRun>
}

export async function purchaseSection(options: BenchOptions): Promise<Section> {
  const failures: string[] = []
  const figures = new Map<string, CaseFigures>()
  for (const kind of DATABASE_KINDS) {
    if (casesOf(kind, options).length === 0) continue
    const place: Place = { kind, url: await freshDatabaseUrl(kind), dataDir: await mkdtemp(join(tmpdir(), 'boutique-bench-')) }
    try {
      await benchOnePlace(place, options, figures, failures)
    } finally {
      await rm(place.dataDir, { recursive: true, force: true })
    }
  }
  return { markdown: render(options, figures), failures, targets: targetsOf(figures) }
}

async function benchOnePlace(place: Place, options: BenchOptions, figures: Map<string, CaseFigures>, failures: string[]): Promise<void> {
  const first = await startHostOn(place.url, place.dataDir)
  const buyers = await createBuyers(first, BUYERS).finally(() => first.stop())
  const { accountIds, startingStocks } = await withDatabase(place, async (db) => ({
    accountIds: await accountsOf(db, buyers),
    startingStocks: await prepareStocks(db)
  }))
  for (const purchaseCase of casesOf(place.kind, options)) {
    const where = `${place.kind}, ${purchaseCase.name}`
    const bodies = buyers.map((buyer, index) => bodyOf(buyer.characterDbId, purchaseCase, index))
    await withDatabase(place, (db) => topUp(db, accountIds, `${purchaseCase.name}:shop`))
    const host = await startHostOn(place.url, place.dataDir)
    const connections = buyers.map(() => new Agent({ keepAlive: true, maxSockets: 1 }))
    const hostCpu = () => processCpuMs(host.process.pid)
    const shop = await measured(
      options,
      (worker) => {
        const buyer = { ...(buyers[worker] as HttpBuyer), connection: connections[worker] as Agent }
        return postPurchase(host.url, bodies[worker] as string, buyer)
      },
      hostCpu
    ).finally(async () => {
      connections.forEach((connection) => connection.destroy())
      await host.stop()
    })
    const bare = await withDatabase(place, async (db) => {
      await check(db, startingStocks, `${where}, after the shop`, failures)
      const runs = {} as Record<BareWay, LoadRun>
      for (const way of BARE_WAYS) {
        await topUp(db, accountIds, `${purchaseCase.name}:${way}`)
        const bareBuyers = buyers.map((buyer, index) => ({ ...buyer, basket: purchaseCase.basketOf(index) }))
        runs[way] = await measured(options, (worker) => barePurchase(db, way, bareBuyers[worker] as (typeof bareBuyers)[number]))
        await check(db, startingStocks, `${where}, after the bare SQL (${way})`, failures)
      }
      return runs
    })
    for (const [what, run] of [['shop', shop], ...BARE_WAYS.map((way) => [`bare SQL, ${way}`, bare[way]] as const)] as const) {
      for (const problem of run.problems) failures.push(`${where}, ${what}: ${problem}`)
    }
    figures.set(where, { shop, bare })
  }
}

/** A short warm-up (JIT, pools, caches), then the run of record. */
async function measured(
  options: BenchOptions,
  purchase: (worker: number) => Promise<boolean | number>,
  cpuMs?: () => number
): Promise<MeasuredRun> {
  await loadFor(Math.min(2, options.purchaseSeconds / 4), BUYERS, purchase)
  const cpuBefore = cpuMs?.() ?? Number.NaN
  const run = await loadFor(options.purchaseSeconds, BUYERS, purchase)
  return { ...run, cpuMsPerPurchase: ((cpuMs?.() ?? Number.NaN) - cpuBefore) / run.purchases }
}

async function check(db: Database, startingStocks: Map<number, number>, where: string, failures: string[]): Promise<void> {
  for (const violation of await shopInvariantViolations(db, startingStocks)) failures.push(`${where}: ${violation}`)
}

/** The database opened by the bench itself, between web hosts (PGlite's folder takes one process at a time). */
async function withDatabase<T>(place: Place, work: (db: Database) => Promise<T>): Promise<T> {
  const db = place.url ? openPostgresDatabase(place.url, BUYERS) : await openPgliteDatabase(join(place.dataDir, 'pglite'))
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

function bodyOf(characterDbId: number, purchaseCase: PurchaseCase, buyer: number): string {
  const products = Object.fromEntries(
    [...purchaseCase.basketOf(buyer)].map(([id, amount]) => [String(id), { amount, isFromDailyShop: false }])
  )
  return JSON.stringify({ characterDbId, products })
}

async function accountsOf(db: Database, buyers: Omit<HttpBuyer, 'connection'>[]): Promise<number[]> {
  const { rows } = await db.query<{ account_id: number }>('select account_id from characters where id = any($1::int[])', [
    buyers.map((buyer) => buyer.characterDbId)
  ])
  return rows.map((row) => row.account_id)
}

function render(options: BenchOptions, figures: Map<string, CaseFigures>): string {
  const rows = [...figures].map(([where, { shop, bare }]) => {
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
  })
  return [
    '## 5. Purchases with Unions: `POST /api/buyProducts`, beside the database’s own limit',
    '',
    `${BUYERS} players created through the game-server API, logged in with a one-time token and a bearer session; each, on a`,
    `keep-alive connection of its own, makes a purchase again and again for ${options.purchaseSeconds} s (after a warm-up), one at a time, with`,
    'a fresh Idempotency-Key. Every answer must be 200. The web host’s CPU time per purchase (user + system, from /proc)',
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
    'event loop (or the bench’s); PostgreSQL is a throwaway cluster (fsync off, as the tests run it).',
    '',
    table(
      [
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
      ],
      rows
    )
  ].join('\n')
}

function rateOf(run: LoadRun | undefined): number {
  return run ? run.purchases / run.seconds : Number.NaN
}

function targetsOf(figures: Map<string, CaseFigures>): Target[] {
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
  }
  return targets
}

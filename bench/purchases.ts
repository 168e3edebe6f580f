import { mkdtemp, rm } from 'node:fs/promises'
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
import { casesOf, prepareRun, prepareStocks, type PurchaseCase } from './purchase-cases.ts'
import { KeptConnection } from './kept-connection.ts'
import { loadFor, postPurchase, type HttpBuyer } from './purchase-load.ts'
import { BARE_WAYS, BUYERS, render, targetsOf, type CaseFigures, type MeasuredRun } from './purchase-report.ts'
import type { Section } from './report.ts'
import { processCpuMs } from './process-cpu.ts'
import { memoryCells, memoryTable } from './purchase-memory.ts'
import { residentMemory, type ResidentMemory } from './process-memory.ts'
import { sampleWaits } from './wait-events.ts'

type Buyer = Omit<HttpBuyer, 'connection'>

/** Where one kind of database lives for the section: a PGlite folder, or a database of the throwaway cluster. */
interface Place {
  kind: DatabaseKind
  url: string | undefined
  dataDir: string
  /** Purchase runs made on it so far (bench/purchase-cases.ts, prepareRun). */
  runs: number
}

export async function purchaseSection(options: BenchOptions): Promise<Section> {
  const failures: string[] = []
  const figures = new Map<string, CaseFigures>()
  const memory: string[][] = []
  for (const kind of DATABASE_KINDS) {
    if (casesOf(kind, options).length === 0) continue
    const place: Place = { kind, url: await freshDatabaseUrl(kind), dataDir: await mkdtemp(join(tmpdir(), 'boutique-bench-')), runs: 0 }
    try {
      await benchOnePlace(place, options, { figures, failures, memory })
    } finally {
      await rm(place.dataDir, { recursive: true, force: true })
    }
  }
  return { markdown: `${render(options, figures)}\n\n${memoryTable(memory)}`, failures, targets: targetsOf(figures) }
}

/** What the cases fill: their figures, the load's problems, and each web host's memory. */
interface Findings {
  figures: Map<string, CaseFigures>
  failures: string[]
  memory: string[][]
}

async function benchOnePlace(place: Place, options: BenchOptions, { figures, failures, memory }: Findings): Promise<void> {
  const first = await startHostOn(place.url, place.dataDir)
  const buyers = await createBuyers(first, BUYERS).finally(() => first.stop())
  const { accountIds, startingStocks } = await withDatabase(place, async (db) => ({
    accountIds: await accountsOf(db, buyers),
    startingStocks: await prepareStocks(db)
  }))
  for (const purchaseCase of casesOf(place.kind, options)) {
    const where = `${place.kind}, ${purchaseCase.name}`
    await withDatabase(place, (db) => prepareRun(db, place, accountIds, `${purchaseCase.name}:shop`))
    const shop = await shopRun(place, options, buyers, purchaseCase, (start, after) => memory.push([where, ...memoryCells(start, after)]))
    const bare = await withDatabase(place, async (db) => {
      await check(db, startingStocks, `${where}, after the shop`, failures)
      const bareCase = { purchaseCase, buyers, accountIds, startingStocks, where, place, databaseUrl: place.url }
      return bareRuns(db, options, bareCase, failures)
    })
    for (const [what, run] of [['shop', shop], ...BARE_WAYS.map((way) => [`bare SQL, ${way}`, bare[way]] as const)] as const) {
      for (const problem of run.problems) failures.push(`${where}, ${what}: ${problem}`)
    }
    figures.set(where, { shop, bare })
  }
}

/** Every buyer posts the case's basket to a fresh web host, on a keep-alive connection of its own. */
async function shopRun(
  place: Place,
  options: BenchOptions,
  buyers: Buyer[],
  purchaseCase: PurchaseCase,
  noteMemory: (start: ResidentMemory, after: ResidentMemory) => void
): Promise<MeasuredRun> {
  const bodies = buyers.map((buyer, index) => bodyOf(buyer.characterDbId, purchaseCase, index))
  const host = await startHostOn(place.url, place.dataDir)
  const start = residentMemory(host.process.pid)
  const address = new URL(host.url)
  const connections = buyers.map(() => new KeptConnection({ host: address.hostname, port: Number(address.port) }))
  const hostCpu = () => processCpuMs(host.process.pid)
  return measured(
    options,
    (worker) => {
      const buyer = { ...(buyers[worker] as HttpBuyer), connection: connections[worker] as KeptConnection }
      return postPurchase(address.host, bodies[worker] as string, buyer)
    },
    { cpuMs: hostCpu, databaseUrl: place.url }
  ).finally(async () => {
    noteMemory(start, residentMemory(host.process.pid))
    connections.forEach((connection) => connection.close())
    await host.stop()
  })
}

interface BareCase {
  purchaseCase: PurchaseCase
  buyers: Buyer[]
  accountIds: number[]
  startingStocks: Map<number, number>
  where: string
  place: Place
  databaseUrl: string | undefined
}

/** The same purchases straight from the driver, each way in turn, the invariants checked after each. */
async function bareRuns(db: Database, options: BenchOptions, c: BareCase, failures: string[]): Promise<Record<BareWay, MeasuredRun>> {
  const runs = {} as Record<BareWay, MeasuredRun>
  for (const way of BARE_WAYS) {
    await prepareRun(db, c.place, c.accountIds, `${c.purchaseCase.name}:${way}`)
    const bareBuyers = c.buyers.map((buyer, index) => ({ ...buyer, basket: c.purchaseCase.basketOf(index) }))
    runs[way] = await measured(options, (worker) => barePurchase(db, way, bareBuyers[worker] as (typeof bareBuyers)[number]), {
      databaseUrl: c.databaseUrl
    })
    await check(db, c.startingStocks, `${c.where}, after the bare SQL (${way})`, failures)
  }
  return runs
}

/** A short warm-up (JIT, pools, caches), then the run of record; on PostgreSQL, where its backends waited meanwhile. */
async function measured(
  options: BenchOptions,
  purchase: (worker: number) => Promise<boolean | number>,
  watched: { cpuMs?: () => number; databaseUrl: string | undefined }
): Promise<MeasuredRun> {
  await loadFor(Math.min(2, options.purchaseSeconds / 4), BUYERS, purchase)
  const cpuBefore = watched.cpuMs?.() ?? Number.NaN
  const waits = watched.databaseUrl ? sampleWaits(watched.databaseUrl) : undefined
  const run = await loadFor(options.purchaseSeconds, BUYERS, purchase)
  return { ...run, cpuMsPerPurchase: ((watched.cpuMs?.() ?? Number.NaN) - cpuBefore) / run.purchases, waits: await waits?.stop() }
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

async function accountsOf(db: Database, buyers: Buyer[]): Promise<number[]> {
  const { rows } = await db.query<{ account_id: number }>('select account_id from characters where id = any($1::int[])', [
    buyers.map((buyer) => buyer.characterDbId)
  ])
  return rows.map((row) => row.account_id)
}

export const PARTS = ['bundle', 'pages', 'game', 'host', 'purchases', 'rush', 'dashboard', 'claim', 'retention'] as const
export type Part = (typeof PARTS)[number]

/** Purchase cases by database, for `--only`: `pg-hot`, `pglite-stock`, `pg-mixed`… (bench/purchase-cases.ts). */
const PURCHASE_CASE = /^(pg|pglite)-(hot|stock|mixed)$/

export interface BenchOptions {
  quick: boolean
  /** --quick --no-build: the dist/ already there (others may be testing against it). */
  build: boolean
  parts: Set<Part>
  /** Cold loads per build and CPU rate. */
  pageLoads: number
  firstOpens: number
  laterOpens: number
  /** Seconds of each autocannon run (after a warm-up of its own). */
  loadSeconds: number
  purchaseSeconds: number
  /** Only these purchase cases (`pg-hot`…), when `--only` names some; otherwise every case. */
  purchaseCases: Set<string> | undefined
  /** The midnight rush's clients on the two PostgreSQL hosts (issue 31: 10,000 within one second). */
  rushClients: number
  /** The rush's clients on the one PGlite host (an embedded database runs one host: the 10,000 are for two). */
  rushClientsOneHost: number
  /** Orders the sales dashboard case generates (--dashboard-orders=N with --quick; else 20,000 quick, 1,000,000 full). */
  dashboardOrders: number
}

export function readOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick')
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const named = only ? only.split(',') : [...PARTS]
  const cases = named.filter((name) => PURCHASE_CASE.test(name))
  const parts = new Set<Part>(named.filter((name) => !PURCHASE_CASE.test(name)) as Part[])
  if (cases.length > 0) parts.add('purchases')
  for (const part of parts) if (!PARTS.includes(part)) throw new Error(`unknown part ${part}: ${PARTS.join(', ')} or pg-hot, pglite-stock…`)
  const seconds = Number(argv.find((arg) => arg.startsWith('--purchase-seconds='))?.slice('--purchase-seconds='.length) ?? Number.NaN)
  const dashboardOrders = Number(
    argv.find((arg) => arg.startsWith('--dashboard-orders='))?.slice('--dashboard-orders='.length) ?? Number.NaN
  )
  if (only && !quick) throw new Error('--only needs --quick: BENCHMARKS.md holds every figure of one run')
  const pageLoads = Number(argv.find((arg) => arg.startsWith('--page-loads='))?.slice('--page-loads='.length) ?? Number.NaN)
  const build = !argv.includes('--no-build')
  if (!build && !quick) throw new Error('--no-build needs --quick: BENCHMARKS.md comes from a fresh build')
  return {
    quick,
    build,
    parts,
    pageLoads: quick && pageLoads > 0 ? pageLoads : quick ? 2 : 10,
    firstOpens: quick ? 1 : 5,
    laterOpens: quick ? 3 : 15,
    loadSeconds: quick ? 2 : 10,
    purchaseSeconds: quick && seconds > 0 ? seconds : quick ? 2 : 10,
    purchaseCases: cases.length > 0 ? new Set(cases) : undefined,
    rushClients: 10_000,
    rushClientsOneHost: 2000,
    dashboardOrders: quick && dashboardOrders > 0 ? dashboardOrders : quick ? 20_000 : 1_000_000
  }
}

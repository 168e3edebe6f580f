export const PARTS = ['bundle', 'pages', 'game', 'host', 'purchases', 'rush', 'dashboard'] as const
export type Part = (typeof PARTS)[number]

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
  rushClients: number
}

export function readOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick')
  const only = argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const parts = new Set<Part>(only ? (only.split(',') as Part[]) : PARTS)
  for (const part of parts) if (!PARTS.includes(part)) throw new Error(`unknown part ${part}: ${PARTS.join(', ')}`)
  if (only && !quick) throw new Error('--only needs --quick: BENCHMARKS.md holds every figure of one run')
  const build = !argv.includes('--no-build')
  if (!build && !quick) throw new Error('--no-build needs --quick: BENCHMARKS.md comes from a fresh build')
  return {
    quick,
    build,
    parts,
    pageLoads: quick ? 2 : 10,
    firstOpens: quick ? 1 : 5,
    laterOpens: quick ? 3 : 15,
    loadSeconds: quick ? 2 : 10,
    purchaseSeconds: quick ? 2 : 10,
    rushClients: 2000
  }
}

import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'

import { REPO_ROOT, type WebHost } from '../tests/support/web-host.ts'
import { mib } from './process-memory.ts'
import { table } from './report.ts'

const ROUNDS = 3
/** Heap left after a collection may move by a little between rounds (JIT code, caches filling): beyond this it grew. */
const GROWTH_ALLOWED = 0.1
const PROBE_WAIT_MS = 10_000

/** The host's memory right after a full collection (bench/gc-probe.mjs), in bytes. */
interface MemoryAfterGc {
  rss: number
  heapUsed: number
  heapTotal: number
  external: number
}

/** Node's options and the environment that load bench/gc-probe.mjs into a web host, writing to `file`. */
export function gcProbeOf(file: string): { nodeArgs: string[]; env: Record<string, string> } {
  return { nodeArgs: ['--expose-gc', '--import', join(REPO_ROOT, 'bench/gc-probe.mjs')], env: { BENCH_MEMORY_FILE: file } }
}

/** Asks the host to collect and report its memory (SIGUSR2), and waits for the report. */
export async function memoryAfterGc(host: WebHost, file: string): Promise<MemoryAfterGc> {
  await rm(file, { force: true })
  host.process.kill('SIGUSR2')
  const deadline = Date.now() + PROBE_WAIT_MS
  while (Date.now() < deadline) {
    const text = await readFile(file, 'utf8').catch(() => undefined)
    if (text) return JSON.parse(text) as MemoryAfterGc
    await new Promise((wait) => setTimeout(wait, 50))
  }
  throw new Error('the web host did not report its memory (bench/gc-probe.mjs)')
}

/**
 * Three rounds of `load`, the host's memory after a collection at start and after each: the heap after the last
 * round beside the one after the first (the first round fills the caches and the JIT, later ones should not grow).
 */
export interface LeakCheck {
  markdown: string
  grew: boolean
  figures: string
}

export async function leakCheck(host: WebHost, file: string, load: () => Promise<number>): Promise<LeakCheck> {
  const start = await memoryAfterGc(host, file)
  const rows: (string | number)[][] = [
    ['start', '–', mib(start.rss / 2 ** 20), mib(start.heapUsed / 2 ** 20), mib(start.external / 2 ** 20)]
  ]
  const after: MemoryAfterGc[] = []
  for (let round = 1; round <= ROUNDS; round += 1) {
    const requests = await load()
    const memory = await memoryAfterGc(host, file)
    after.push(memory)
    rows.push([
      `after round ${round}`,
      requests.toLocaleString('en-US'),
      mib(memory.rss / 2 ** 20),
      mib(memory.heapUsed / 2 ** 20),
      mib(memory.external / 2 ** 20)
    ])
  }
  const first = after[0] as MemoryAfterGc
  const last = after[ROUNDS - 1] as MemoryAfterGc
  const heapGrowth = (last.heapUsed - first.heapUsed) / first.heapUsed
  const grew = heapGrowth > GROWTH_ALLOWED
  const figures = `heap after a collection ${mib(first.heapUsed / 2 ** 20)} after round 1, ${mib(last.heapUsed / 2 ** 20)} after round ${ROUNDS} (${(heapGrowth * 100).toFixed(1)} %); resident ${mib(first.rss / 2 ** 20)} → ${mib(last.rss / 2 ** 20)}`
  const markdown = [
    `Leak check: ${ROUNDS} rounds of the same load on this host, each followed by a full collection (\`node --expose-gc\`,`,
    '`bench/gc-probe.mjs`) and its memory. The heap may not grow by more than 10 % from round 1 to round 3.',
    '',
    table(['when', 'requests', 'resident (RSS)', 'heap used', 'external'], rows),
    '',
    grew ? `**The heap grew**: ${figures}.` : `No growth: ${figures}.`
  ].join('\n')
  return { markdown, grew, figures }
}

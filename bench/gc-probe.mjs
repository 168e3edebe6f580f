// The bench only (bench/leak-check.ts): loaded into a web host with `node --expose-gc --import`. On SIGUSR2 it
// collects the garbage and writes the host's memory after it to BENCH_MEMORY_FILE, so rounds of load compare
// what stays alive, not what the collector has not reached yet.
import { writeFileSync } from 'node:fs'

const target = process.env.BENCH_MEMORY_FILE
const collect = globalThis.gc
if (target && typeof collect === 'function') {
  process.on('SIGUSR2', () => {
    collect()
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage()
    writeFileSync(target, JSON.stringify({ rss, heapUsed, heapTotal, external }))
  })
}

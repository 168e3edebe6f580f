import { listenOverflows } from './listen-overflows.ts'
import { processCpuMs } from './process-cpu.ts'
import { mib, openFiles, openFilesLimit, residentMemory } from './process-memory.ts'

const SAMPLE_MS = 5

/**
 * What a rush needed: open files (the bench's client sockets, each host's) at their peak, each host's memory, the CPU
 * the clients' processes and each host used during it (on 2 shared cores the clients' own work is a large part of a
 * rush's time: BENCHMARKS.md shows it beside the latencies), and the connections the kernel turned away.
 */
export interface RushNeeds {
  benchFilesPeak: number
  hostFilesPeak: number[]
  hostRss: { before: number; after: number; peak: number }[]
  limit: string
  clientCpuMs: number
  hostCpuMs: number[]
  listenOverflows: number
}

/**
 * Samples open files every few milliseconds from now until `stop()`, and each host's memory and CPU before and after.
 * `hostPids`: the servers' processes; `clientPids`: the processes that send the rush (their CPU and open files are the clients').
 */
export function watchRush(hostPids: number[], clientPids: number[]): { stop(): RushNeeds } {
  const before = hostPids.map((pid) => residentMemory(pid).rssMiB)
  const hostCpuBefore = hostPids.map((pid) => processCpuMs(pid))
  const overflowsBefore = listenOverflows()
  const clientCpu = new Map<number, { first: number; last: number }>()
  const peaks = { bench: 0, hosts: hostPids.map((pid) => openFiles(pid)) }
  const sample = () => {
    let files = openFiles()
    for (const pid of clientPids) {
      // A client process that already left holds none.
      files += openFiles(pid) || 0
      const cpu = processCpuMs(pid)
      if (Number.isFinite(cpu)) clientCpu.set(pid, { first: clientCpu.get(pid)?.first ?? cpu, last: cpu })
    }
    peaks.bench = Math.max(peaks.bench, files)
    hostPids.forEach((pid, index) => (peaks.hosts[index] = Math.max(peaks.hosts[index] ?? 0, openFiles(pid))))
  }
  sample()
  const timer = setInterval(sample, SAMPLE_MS)
  return {
    stop() {
      clearInterval(timer)
      sample()
      const hostRss = hostPids.map((pid, index) => {
        const now = residentMemory(pid)
        return { before: before[index] ?? Number.NaN, after: now.rssMiB, peak: now.peakMiB }
      })
      return {
        benchFilesPeak: peaks.bench,
        hostFilesPeak: peaks.hosts,
        hostRss,
        limit: openFilesLimit(),
        clientCpuMs: [...clientCpu.values()].reduce((sum, cpu) => sum + cpu.last - cpu.first, 0),
        hostCpuMs: hostPids.map((pid, index) => processCpuMs(pid) - (hostCpuBefore[index] ?? Number.NaN)),
        listenOverflows: listenOverflows() - overflowsBefore
      }
    }
  }
}

/** The table's cells: CPU (clients, then each host), overflows, open files at the peak and each host's resident memory. */
export function needsCells(needs: RushNeeds): string[] {
  return [
    `${Math.round(needs.clientCpuMs)} ms / ${needs.hostCpuMs.map((cpu) => `${Math.round(cpu)} ms`).join(' + ')}`,
    String(needs.listenOverflows),
    `${needs.benchFilesPeak} / ${needs.hostFilesPeak.join(' + ')} (limit ${needs.limit})`,
    needs.hostRss.map((rss) => `${mib(rss.before)} → ${mib(rss.after)} (peak ${mib(rss.peak)})`).join('; ')
  ]
}

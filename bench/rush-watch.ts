import type { WebHost } from '../tests/support/web-host.ts'
import { mib, openFiles, openFilesLimit, residentMemory } from './process-memory.ts'

const SAMPLE_MS = 5

/** What a rush needed: open files (the bench's client sockets, each host's) at their peak, and each host's memory. */
export interface RushNeeds {
  benchFilesPeak: number
  hostFilesPeak: number[]
  hostRss: { before: number; after: number; peak: number }[]
  limit: string
}

/** Samples open files every few milliseconds from now until `stop()`, and each host's memory before and after. */
export function watchRush(hosts: WebHost[]): { stop(): RushNeeds } {
  const before = hosts.map((host) => residentMemory(host.process.pid).rssMiB)
  const peaks = { bench: openFiles(), hosts: hosts.map((host) => openFiles(host.process.pid)) }
  const timer = setInterval(() => {
    peaks.bench = Math.max(peaks.bench, openFiles())
    hosts.forEach((host, index) => (peaks.hosts[index] = Math.max(peaks.hosts[index] ?? 0, openFiles(host.process.pid))))
  }, SAMPLE_MS)
  return {
    stop() {
      clearInterval(timer)
      const hostRss = hosts.map((host, index) => {
        const now = residentMemory(host.process.pid)
        return { before: before[index] ?? Number.NaN, after: now.rssMiB, peak: now.peakMiB }
      })
      return { benchFilesPeak: peaks.bench, hostFilesPeak: peaks.hosts, hostRss, limit: openFilesLimit() }
    }
  }
}

/** The table's cells: open files at the peak (bench, then each host) and each host's resident memory. */
export function needsCells(needs: RushNeeds): string[] {
  return [
    `${needs.benchFilesPeak} / ${needs.hostFilesPeak.join(' + ')} (limit ${needs.limit})`,
    needs.hostRss.map((rss) => `${mib(rss.before)} → ${mib(rss.after)} (peak ${mib(rss.peak)})`).join('; ')
  ]
}

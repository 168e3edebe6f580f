import { readdirSync, readFileSync } from 'node:fs'

/** A process' resident memory now and at its peak, in MiB, from /proc (Linux); NaN elsewhere. */
export interface ResidentMemory {
  rssMiB: number
  peakMiB: number
}

export function residentMemory(pid: number | undefined): ResidentMemory {
  if (pid === undefined) return { rssMiB: Number.NaN, peakMiB: Number.NaN }
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return { rssMiB: kibField(status, 'VmRSS') / 1024, peakMiB: kibField(status, 'VmHWM') / 1024 }
  } catch {
    return { rssMiB: Number.NaN, peakMiB: Number.NaN }
  }
}

/** The file descriptors a process holds open now (its sockets included); NaN when /proc cannot say. */
export function openFiles(pid: number | undefined = process.pid): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return Number.NaN
  }
}

/** The soft limit on open files of a process (`ulimit -n`), as /proc says. */
export function openFilesLimit(pid: number | undefined = process.pid): string {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'))
    return line?.split(/\s{2,}/)[1] ?? '?'
  } catch {
    return '?'
  }
}

export const mib = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : 'n/a')

function kibField(status: string, name: string): number {
  const line = status.split('\n').find((candidate) => candidate.startsWith(`${name}:`))
  return Number(line?.split(/\s+/)[1] ?? Number.NaN)
}

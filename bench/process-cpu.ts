import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. Unlike
 * throughput it hardly depends on what else shares the cores: the figure to compare on a busy machine.
 */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (2nd field) may hold spaces: the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

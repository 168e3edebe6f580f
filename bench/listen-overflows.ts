import { readFileSync } from 'node:fs'

/**
 * The kernel's count of connections a full accept queue turned away (TcpExt ListenOverflows in /proc/net/netstat,
 * Linux): the whole machine's, so other work's count too; NaN elsewhere. A client turned away resends its SYN after
 * 1 s, then 3 s: a rush with overflows has a p99 in seconds whatever the host's speed.
 */
export function listenOverflows(): number {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n')
    const at = lines.findIndex((line) => line.startsWith('TcpExt:'))
    const names = lines[at]?.split(' ') ?? []
    const values = lines[at + 1]?.split(' ') ?? []
    return Number(values[names.indexOf('ListenOverflows')] ?? Number.NaN)
  } catch {
    return Number.NaN
  }
}

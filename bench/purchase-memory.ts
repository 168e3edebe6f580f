import { mib, type ResidentMemory } from './process-memory.ts'
import { table } from './report.ts'

/** One case's cells: the shop's web host once healthy, after the case's purchases, and its peak. */
export function memoryCells(start: ResidentMemory, after: ResidentMemory): string[] {
  return [mib(start.rssMiB), mib(after.rssMiB), mib(after.peakMiB)]
}

/** Each purchase case's web host (a fresh one per case): its resident memory at start and after the purchases. */
export function memoryTable(rows: string[][]): string {
  return [
    'Each case’s web host (a fresh process per case): resident memory (RSS, from /proc) once healthy, after the',
    'warm-up and the run of record, and its peak.',
    '',
    table(['case', 'at start', 'after the purchases', 'peak'], rows)
  ].join('\n')
}

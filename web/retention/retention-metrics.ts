import { Counter, Gauge } from 'prom-client'

import { registry } from '../metrics/metrics.ts'
import { RETENTION_KINDS, type RetentionKind } from './retention-kinds.ts'

const removed = new Counter({
  name: 'boutique_retention_rows_total',
  help: 'Rows the retention job deleted (webhookPayloads: raw payloads whose buyer details it removed), by kind.',
  labelNames: ['kind'] as const,
  registers: [registry]
})
const lastRun = new Gauge({
  name: 'boutique_retention_last_run_timestamp_seconds',
  help: 'When this process last finished a retention run (Unix time); 0: none yet.',
  registers: [registry]
})
const lastRunSeconds = new Gauge({
  name: 'boutique_retention_last_run_duration_seconds',
  help: 'How long the last retention run of this process took.',
  registers: [registry]
})
// Every kind shows from the first scrape, at 0, so a rate() has a start.
for (const kind of RETENTION_KINDS) removed.inc({ kind }, 0)

export function countRetentionRun(counts: Record<RetentionKind, number>, finishedAt: Date, seconds: number): void {
  for (const kind of RETENTION_KINDS) removed.inc({ kind }, counts[kind])
  lastRun.set(finishedAt.getTime() / 1000)
  lastRunSeconds.set(seconds)
}

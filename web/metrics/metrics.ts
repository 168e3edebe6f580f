import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** The host's metrics, in Prometheus' text format at GET /metrics (metrics-routes.ts). */
export const registry = new Registry()
// Process and runtime: CPU, memory, open files, event-loop lag (nodejs_eventloop_lag_*), garbage collection.
collectDefaultMetrics({ register: registry })

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The routes whose kept answers the shortcut sends itself (http/node-shortcut.ts). */
export type KeptRoute = '/api/shopVer' | '/api/dailyShop'
/** Answers of the shortcut since /metrics was last read, per route (metrics.keptAnswerSent). */
const keptAnswers = new Map<KeptRoute, number>()

const requests = new Counter({
  name: 'boutique_http_requests_total',
  help: 'Answered requests, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
  collect() {
    for (const [route, count] of keptAnswers) this.inc({ method: 'GET', route, status: '200' }, count)
    keptAnswers.clear()
  }
})
const requestSeconds = new Histogram({
  name: 'boutique_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry]
})
const purchases = new Counter({ name: 'boutique_purchases_total', help: 'Purchases made with Unions.', registers: [registry] })
const purchaseRefusals = new Counter({
  name: 'boutique_purchase_refusals_total',
  help: 'Purchases refused, by reason (one per distinct reason of a refusal).',
  labelNames: ['reason'] as const,
  registers: [registry]
})
const paymentsCredited = new Counter({
  name: 'boutique_payments_credited_total',
  help: 'Tebex payments recorded and credited (first delivery of each event), by event type.',
  labelNames: ['type'] as const,
  registers: [registry]
})
const webhookFailures = new Counter({
  name: 'boutique_webhook_failures_total',
  help: 'Tebex webhooks refused or not acted on, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry]
})
const querySeconds = new Histogram({
  name: 'boutique_db_query_duration_seconds',
  help: 'Database statements, from the call to the answer (on PGlite: its queue included), by prepared statement name.',
  labelNames: ['statement'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry]
})
const backups = new Counter({
  name: 'boutique_backups_total',
  help: 'Backups attempted by this process, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry]
})
/**
 * Registered at its first value only: a host that never backs up (no BACKUP_DIR, no `npm run backup`) exports no
 * such series rather than 0, which README's BoutiqueBackupLate rule would read as a backup 56 years late.
 */
const LAST_BACKUP = 'boutique_last_backup_timestamp_seconds'
const lastBackup = new Gauge({
  name: LAST_BACKUP,
  help: 'When the last successful backup known to this process was taken (Unix time).',
  registers: []
})

function setLastBackup(at: Date): void {
  lastBackup.set(at.getTime() / 1000)
  if (!registry.getSingleMetric(LAST_BACKUP)) registry.registerMetric(lastBackup)
}

/** The events the host counts; a small named API so that any module can report without knowing prom-client. */
export const metrics = {
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const knownMethod = KNOWN_METHODS.has(method) ? method : 'OTHER'
    requests.inc({ method: knownMethod, route, status: String(status) })
    requestSeconds.observe({ method: knownMethod, route }, seconds)
  },
  /**
   * A kept answer sent by the shortcut (http/node-shortcut.ts): GET, that route, 200, not timed. Counted in a plain
   * map, added to the requests counter when /metrics is read: the hottest answers.
   */
  keptAnswerSent(route: KeptRoute): void {
    keptAnswers.set(route, (keptAnswers.get(route) ?? 0) + 1)
  },
  purchaseMade(): void {
    purchases.inc()
  },
  purchaseRefused(reason: string): void {
    purchaseRefusals.inc({ reason })
  },
  paymentCredited(type: string): void {
    paymentsCredited.inc({ type })
  },
  webhookFailed(reason: string): void {
    webhookFailures.inc({ reason })
  },
  queryTimed(statement: string, seconds: number): void {
    querySeconds.observe({ statement }, seconds)
  },
  /** A backup written (scheduled or by hand through the host): counted, and its time kept. */
  backupTaken(at: Date = new Date()): void {
    backups.inc({ outcome: 'taken' })
    setLastBackup(at)
  },
  backupFailed(): void {
    backups.inc({ outcome: 'failed' })
  },
  /** The last backup found at start (in BACKUP_DIR), so the gauge is right before this process takes one. */
  lastBackupWas(at: Date): void {
    setLastBackup(at)
  }
}

import { Gauge } from 'prom-client'

import { ledgerTotals } from '../accounts/ledger-totals.ts'
import type { Database } from '../db/database.ts'
import { deliveryHealth, type DeliveryHealth } from '../deliveries/delivery-backlog.ts'
import { registry } from './metrics.ts'

const waitingOnline = new Gauge({
  name: 'boutique_deliveries_waiting_online',
  help: 'Open deliveries whose owner the game server says is online: the real backlog (alert when it stays above 0).',
  labelNames: ['server'] as const,
  registers: [registry]
})
const waitingOffline = new Gauge({
  name: 'boutique_deliveries_waiting_offline',
  help: 'Open deliveries waiting for their owner to join the game server (information, not an alert).',
  labelNames: ['server'] as const,
  registers: [registry]
})
const review = new Gauge({
  name: 'boutique_deliveries_review',
  help: 'Open deliveries flagged « À revoir »: failed DELIVERY_MAX_FAILURES times for an online player.',
  labelNames: ['server'] as const,
  registers: [registry]
})
const lastClaim = new Gauge({
  name: 'boutique_delivery_last_claim_timestamp_seconds',
  help: 'When the game server last claimed its deliveries (0: never). Alert on time() minus it.',
  labelNames: ['server'] as const,
  registers: [registry]
})
// Database-wide totals (every host sharing the database reports the same): take max(), not sum(), across hosts.
const unionsCredited = new Gauge({
  name: 'boutique_unions_credited',
  help: 'Unions credited since the shop began, by source (from the ledger; only grows).',
  labelNames: ['source'] as const,
  registers: [registry]
})
const unionsSpent = new Gauge({
  name: 'boutique_unions_spent',
  help: 'Unions taken out since the shop began, by source (purchases; reversals of refunded payments) (from the ledger; only grows).',
  labelNames: ['source'] as const,
  registers: [registry]
})
const poolConnections = new Gauge({
  name: 'boutique_db_pool_connections',
  help: 'Database connections of this host, by state (open, idle, max); on PGlite the one connection.',
  labelNames: ['state'] as const,
  registers: [registry]
})
const poolWaiting = new Gauge({
  name: 'boutique_db_pool_waiting',
  help: 'Statements waiting for a database connection (on PGlite: for their turn).',
  registers: [registry]
})

/** Reads what is measured at scrape time: the delivery backlog and ledger totals (one aggregate each), the pool's use. */
export async function refreshScrapeGauges(db: Database, servers: readonly { name: string }[]): Promise<void> {
  const [health, totals] = await Promise.all([
    deliveryHealth(
      db,
      servers.map((server) => server.name)
    ),
    ledgerTotals(db)
  ])
  setDeliveryGauges(health, servers)
  unionsCredited.reset()
  unionsSpent.reset()
  for (const total of totals) {
    if (total.credited > 0) unionsCredited.set({ source: total.source }, total.credited)
    if (total.spent > 0) unionsSpent.set({ source: total.source }, total.spent)
  }
  const pool = db.poolUse?.()
  if (pool) {
    poolConnections.set({ state: 'open' }, pool.open)
    poolConnections.set({ state: 'idle' }, pool.idle)
    poolConnections.set({ state: 'max' }, pool.max)
    poolWaiting.set(pool.waiting)
  }
}

/** Every configured server shows, 0 when it waits for nothing (and a last claim of 0 when it never claimed). */
function setDeliveryGauges(health: DeliveryHealth, servers: readonly { name: string }[]): void {
  for (const gauge of [waitingOnline, waitingOffline, review, lastClaim]) gauge.reset()
  for (const { name } of servers) {
    const row = health.backlog.find((backlog) => backlog.serverName === name)
    waitingOnline.set({ server: name }, row?.waitingOnline ?? 0)
    waitingOffline.set({ server: name }, row?.waitingOffline ?? 0)
    review.set({ server: name }, row?.review ?? 0)
    const claimed = health.lastClaims.find((claim) => claim.serverName === name)
    lastClaim.set({ server: name }, claimed ? claimed.at.getTime() / 1000 : 0)
  }
}

import { Gauge } from 'prom-client'

import { ledgerTotals } from '../accounts/ledger-totals.ts'
import type { Database } from '../db/database.ts'
import { deliveryBacklog } from '../deliveries/delivery-backlog.ts'
import { registry } from './metrics.ts'

const backlog = new Gauge({
  name: 'boutique_delivery_backlog',
  help: 'Deliveries waiting for a game server (pending or claimed, not acknowledged).',
  labelNames: ['server'] as const,
  registers: [registry]
})
const oldestPending = new Gauge({
  name: 'boutique_delivery_oldest_pending_seconds',
  help: 'Age of the oldest delivery waiting for a game server.',
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
export async function refreshScrapeGauges(db: Database, servers: readonly { name: string }[], at: Date): Promise<void> {
  const [waiting, totals] = await Promise.all([deliveryBacklog(db, at), ledgerTotals(db)])
  backlog.reset()
  oldestPending.reset()
  // Every configured server shows, 0 when it waits for nothing.
  for (const server of servers) {
    backlog.set({ server: server.name }, 0)
    oldestPending.set({ server: server.name }, 0)
  }
  for (const row of waiting) {
    backlog.set({ server: row.serverName }, row.waiting)
    oldestPending.set({ server: row.serverName }, row.oldestSeconds)
  }
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

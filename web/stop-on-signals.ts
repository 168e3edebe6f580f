import type { Server as HttpServer } from 'node:http'

import type { Database } from './db/database.ts'
import { gracefulStop } from './http/graceful-stop.ts'
import { log } from './log/logger.ts'

/**
 * SIGTERM or SIGINT: `/readyz` says draining, the timers and backups stop, the requests in flight are answered,
 * then the database closes and the process exits.
 */
export function stopOnSignals(server: HttpServer, db: Database, stopping: { now: boolean }, stopJobs: () => Promise<void>): void {
  const stopServer = gracefulStop(server)
  const shutdown = (signal: string): void => {
    if (stopping.now) return
    stopping.now = true
    log.info(`[web] ${signal} reçu : arrêt en cours`)
    stopServer(() => {
      stopJobs()
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, '[db] fermeture en erreur')
            process.exit(1)
          }
        )
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

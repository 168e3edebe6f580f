import type { Server as HttpServer } from 'node:http'

import type { Database } from './db/database.ts'
import { gracefulStop } from './http/graceful-stop.ts'

/** SIGTERM or SIGINT: the timers stop, the requests in flight are answered, then the database closes and the process exits. */
export function stopOnSignals(server: HttpServer, db: Database, stopJobs: () => void): void {
  const stopServer = gracefulStop(server)
  let stopping = false
  const shutdown = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.info(`[web] ${signal} reçu : arrêt en cours`)
    stopJobs()
    stopServer(() => {
      db.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[db] fermeture en erreur :', error)
          process.exit(1)
        }
      )
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

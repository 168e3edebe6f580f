import type { Database } from '../db/database.ts'
import { log } from '../log/logger.ts'
import { refreshExchangeRates } from './exchange-rates.ts'

/** Refreshes the rates now and every `hours`; a failure is logged and the stored rates stay. */
export function startRateRefresher(db: Database, url: string, hours: number): () => void {
  const refresh = async (): Promise<void> => {
    try {
      const count = await refreshExchangeRates(db, url, new Date())
      log.info(`[rates] ${count} taux mis à jour depuis ${new URL(url).host}`)
    } catch (error) {
      log.warn(`[rates] mise à jour impossible (${errorMessage(error)}) : les taux enregistrés restent en place`)
    }
  }
  void refresh()
  const timer = setInterval(() => void refresh(), hours * 3_600_000)
  timer.unref()
  return () => clearInterval(timer)
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

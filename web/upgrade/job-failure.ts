import { log } from '../log/logger.ts'
import { UpgradePendingError } from './paused-database.ts'

/**
 * A background job's failed turn, logged at `level`; except while the database runs a newer release
 * (paused-database.ts): the schema watch has said so once, so a paused turn is only a debug line, not an error
 * every minute that would page an operator in the middle of an upgrade (README « Upgrading »).
 */
export function logJobFailure(error: unknown, message: string, level: 'error' | 'warn' = 'error'): void {
  if (error instanceof UpgradePendingError) log.debug(`${message} : ${error.message}`)
  else log[level]({ err: error }, message)
}

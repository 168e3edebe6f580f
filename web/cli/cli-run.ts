import { ConfigError } from '../config.ts'
import { DataDirBusyError } from '../db/data-dir-lock.ts'
import { NotEmptyDatabaseError } from '../backup/restore.ts'

/**
 * Runs an admin command: its exit code, or 1 with the reason in one line for a refusal the admin can act
 * on (a setting, a busy folder, a database not empty), the whole error otherwise.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = [ConfigError, DataDirBusyError, NotEmptyDatabaseError].some((kind) => error instanceof kind)
      console.error(known && error instanceof Error ? `Refusé : ${error.message}` : error)
      process.exit(1)
    }
  )
}

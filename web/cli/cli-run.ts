import { NotEmptyDatabaseError } from '../backup/restore.ts'
import { ConfigError } from '../config.ts'
import { DataDirBusyError } from '../db/data-dir-lock.ts'
import { takeSettings, type CommandSettings } from './cli-settings.ts'
import { MissingDatabaseError } from './existing-database.ts'

/** What every command's --help says about where its settings come from (README, « Command-line tools »). */
export const SETTINGS_USAGE = `Réglages : --env-file FICHIER lit ceux du service (le fichier EnvironmentFile de boutique.service,
par exemple /etc/boutique/boutique.env) et eux seuls ; sans --env-file, ceux de l’environnement (DATA_DIR, DATABASE_URL…).`

/**
 * Runs an admin command: --help prints its usage; --env-file gives it the service's settings (cli-settings.ts);
 * then its exit code, or 1 with the reason in one line for a refusal the admin can act on (a setting, a busy
 * folder, a database empty, missing or not empty), the whole error otherwise.
 */
export function runCommand(usage: string, main: (args: string[], settings: CommandSettings) => Promise<number>): void {
  run(usage, main, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = [ConfigError, DataDirBusyError, NotEmptyDatabaseError, MissingDatabaseError].some((kind) => error instanceof kind)
      console.error(known && error instanceof Error ? `Refusé : ${error.message}` : error)
      process.exit(1)
    }
  )
}

async function run(usage: string, main: (args: string[], settings: CommandSettings) => Promise<number>, given: string[]): Promise<number> {
  // The npm scripts end with `--` (package.json): node 20 reads an `--env-file` even after the script's path
  // and exits when it finds no such file (nodejs/node#54232), but none after `--` (nodejs/node#54237).
  const argv = given[0] === '--' ? given.slice(1) : given
  if (argv.includes('--help') || argv.includes('-h')) {
    console.info(`${usage}\n${SETTINGS_USAGE}`)
    return 0
  }
  const taken = takeSettings(argv, process.env)
  if (!taken) {
    console.error(`${usage}\n${SETTINGS_USAGE}`)
    return 2
  }
  return main(taken.args, taken.settings)
}

import { resolve } from 'node:path'

import { getConfig, type Config } from '../config.ts'
import { readEnvironmentFile } from '../config/env-file.ts'

export interface CommandSettings {
  config: Config
  /** The --env-file given, resolved: what a command's next-step hint repeats. */
  envFile?: string
}

/**
 * `--env-file PATH` (or `--env-file=PATH`) taken out of a command's arguments: the settings are then the
 * file's alone, read as systemd gives them to the service, so the command opens the service's database
 * whatever the shell exports. Without it, the environment's. undefined: --env-file without a path.
 */
export function takeSettings(
  argv: string[],
  env: Record<string, string | undefined>
): { args: string[]; settings: CommandSettings } | undefined {
  const index = argv.findIndex((arg) => arg === '--env-file' || arg.startsWith('--env-file='))
  if (index === -1) return { args: argv, settings: { config: getConfig(env) } }
  const given = argv[index] === '--env-file' ? argv[index + 1] : argv[index]?.slice('--env-file='.length)
  if (!given || given.startsWith('-')) return undefined
  const args = argv.filter((_, at) => at !== index && !(argv[index] === '--env-file' && at === index + 1))
  if (args.some((arg) => arg === '--env-file' || arg.startsWith('--env-file='))) return undefined
  const path = resolve(given)
  const fileEnv = readEnvironmentFile(path)
  // Tools the command starts (pg_dump: PG_DUMP) see the file's values too.
  Object.assign(env, fileEnv)
  return { args, settings: { config: getConfig(fileEnv), envFile: path } }
}

/** ` --env-file PATH` when the command was given one: its hints name the same settings (README « Backups »). */
export const envFileArgument = ({ envFile }: CommandSettings): string => (envFile ? ` --env-file ${envFile}` : '')

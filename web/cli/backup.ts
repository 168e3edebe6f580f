import { resolve } from 'node:path'

import { backupPath, writeBackup, type BackupFile } from '../backup/backup-file.ts'
import { requestBackupFromHost } from '../backup/backup-socket.ts'
import type { Config } from '../config.ts'
import { DataDirBusyError } from '../db/data-dir-lock.ts'
import { runCommand } from './cli-run.ts'
import { envFileArgument, type CommandSettings } from './cli-settings.ts'
import { openExistingDatabase } from './existing-database.ts'

const USAGE = 'Usage : npm run backup -- [--env-file FICHIER] [DOSSIER | FICHIER.sql.gz]   (par défaut BACKUP_DIR, sinon ./backups)'

/** Writes one backup of the configured database, while the shop goes on serving. */
async function main(args: string[], settings: CommandSettings): Promise<number> {
  const { config } = settings
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  // Named `manual`: the schedule's rotation (BACKUP_KEEP) never deletes it.
  const file = resolve(backupPath(args[0] ?? config.backup?.dir ?? './backups', new Date(), 'manual'))
  const done = await backUp(config, file)
  console.info(
    `Sauvegarde écrite : ${done.file} (${done.bytes} octets). Restauration, dans une base vide de même type : ` +
      `npm run restore --${envFileArgument(settings)} ${done.file}`
  )
  return 0
}

/**
 * A database this command finds (never one it would create: existing-database.ts). An embedded folder a host
 * holds: the host takes the backup (backup-socket.ts), without stopping.
 */
async function backUp(config: Pick<Config, 'dataDir' | 'databaseUrl'>, file: string): Promise<BackupFile> {
  let db
  try {
    db = await openExistingDatabase(config)
  } catch (error) {
    if (!(error instanceof DataDirBusyError) || config.databaseUrl) throw error
    console.info(`La boutique tourne sur ${config.dataDir} : elle prend la sauvegarde elle-même, sans s'arrêter.`)
    return requestBackupFromHost(config.dataDir, file)
  }
  try {
    return await writeBackup(db, config.databaseUrl, file)
  } finally {
    await db.close()
  }
}

runCommand(USAGE, main)

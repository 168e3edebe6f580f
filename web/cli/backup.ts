import { resolve } from 'node:path'

import { backupPath, writeBackup, type BackupFile } from '../backup/backup-file.ts'
import { requestBackupFromHost } from '../backup/backup-socket.ts'
import { getConfig, type Config } from '../config.ts'
import { DataDirBusyError } from '../db/data-dir-lock.ts'
import { openPgliteDatabase } from '../db/pglite-database.ts'
import { keepDataDirOwnerOnly } from '../db/owner-only.ts'
import { openPostgresDatabase } from '../db/postgres-database.ts'
import { runCommand } from './cli-run.ts'
import { hasEmbeddedDatabase, pgliteFolder } from './embedded-folder.ts'

const USAGE = 'Usage : npm run backup [-- DOSSIER | FICHIER.sql.gz]   (par défaut BACKUP_DIR, sinon ./backups)'

/** Writes one backup of the configured database, while the shop goes on serving. */
async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const config = getConfig(process.env)
  // Named `manual`: the schedule's rotation (BACKUP_KEEP) never deletes it.
  const file = resolve(backupPath(args[0] ?? config.backup?.dir ?? './backups', new Date(), 'manual'))
  const done = config.databaseUrl ? await backUpPostgres(config.databaseUrl, file) : await backUpEmbedded(config, file)
  console.info(`Sauvegarde écrite : ${done.file} (${done.bytes} octets). Restauration : npm run restore -- ${done.file}`)
  return 0
}

async function backUpPostgres(databaseUrl: string, file: string): Promise<BackupFile> {
  const db = openPostgresDatabase(databaseUrl, 1)
  try {
    return await writeBackup(db, databaseUrl, file)
  } finally {
    await db.close()
  }
}

/** The folder is free: this command opens it. A host holds it: the host takes the backup (backup-socket.ts). */
async function backUpEmbedded(config: Pick<Config, 'dataDir'>, file: string): Promise<BackupFile> {
  if (!hasEmbeddedDatabase(config.dataDir)) throw new Error(`aucune base embarquée dans ${config.dataDir} (DATA_DIR)`)
  let db
  try {
    await keepDataDirOwnerOnly(config.dataDir)
    db = await openPgliteDatabase(pgliteFolder(config.dataDir))
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error
    console.info(`La boutique tourne sur ${config.dataDir} : elle prend la sauvegarde elle-même, sans s'arrêter.`)
    return requestBackupFromHost(config.dataDir, file)
  }
  try {
    return await writeBackup(db, undefined, file)
  } finally {
    await db.close()
  }
}

runCommand(main)

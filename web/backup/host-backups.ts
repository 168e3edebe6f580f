import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createBackupTaker, describeLastBackup, startBackupSchedule } from './backup-schedule.ts'
import type { BackupFile } from './backup-file.ts'
import { backupSocketPath, listenForBackupRequests } from './backup-socket.ts'
import { log } from '../log/logger.ts'

/**
 * The host's part in backups: the start log's line on the last one, the schedule (BACKUP_DIR), and on
 * the embedded database the socket `npm run backup` asks through. Returns the stop function.
 */
export async function startHostBackups(
  db: Database,
  config: Pick<Config, 'backup' | 'databaseUrl' | 'dataDir'>
): Promise<() => Promise<void>> {
  const takeBackup = createBackupTaker(db, config.databaseUrl)
  log.info(await describeLastBackup(config.backup, new Date()))
  const stopSchedule = config.backup ? startBackupSchedule(config.backup, takeBackup) : undefined
  const stopSocket = config.databaseUrl ? undefined : await listenOrWarn(config.dataDir, takeBackup)
  return async () => {
    stopSchedule?.()
    await stopSocket?.()
  }
}

/** Without its socket (a folder path too long for one, say) the shop still serves: only `npm run backup` cannot ask it. */
async function listenOrWarn(
  dataDir: string,
  takeBackup: (file: string) => Promise<BackupFile>
): Promise<(() => Promise<void>) | undefined> {
  try {
    return await listenForBackupRequests(dataDir, takeBackup)
  } catch (error) {
    log.warn(
      { socket: backupSocketPath(dataDir), err: error },
      '[backup] socket impossible : npm run backup ne pourra pas joindre la boutique en marche ; les sauvegardes programmées (BACKUP_DIR) restent possibles'
    )
    return undefined
  }
}

import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createBackupTaker, describeLastBackup, startBackupSchedule } from './backup-schedule.ts'
import { listenForBackupRequests } from './backup-socket.ts'

/**
 * The host's part in backups: the start log's line on the last one, the schedule (BACKUP_DIR), and on
 * the embedded database the socket `npm run backup` asks through. Returns the stop function.
 */
export async function startHostBackups(
  db: Database,
  config: Pick<Config, 'backup' | 'databaseUrl' | 'dataDir'>
): Promise<() => Promise<void>> {
  const takeBackup = createBackupTaker(db, config.databaseUrl)
  console.info(await describeLastBackup(config.backup, new Date()))
  const stopSchedule = config.backup ? startBackupSchedule(config.backup, takeBackup) : undefined
  const stopSocket = config.databaseUrl ? undefined : await listenForBackupRequests(config.dataDir, takeBackup)
  return async () => {
    stopSchedule?.()
    await stopSocket?.()
  }
}

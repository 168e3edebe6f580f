import type { Database } from '../db/database.ts'
import { backupPath, listBackups, pruneBackups, writeBackup, type BackupFile } from './backup-file.ts'
import type { BackupSchedule } from './backup-settings.ts'
import { log } from '../log/logger.ts'
import { metrics } from '../metrics/metrics.ts'

const HOUR_MS = 3_600_000
/** Node's timers hold at most 2^31-1 ms (24.8 days); longer waits are taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** Takes the host's backups one at a time, whoever asks (the schedule, `npm run backup`). */
export function createBackupTaker(db: Database, databaseUrl: string | undefined): (file: string) => Promise<BackupFile> {
  let last: Promise<unknown> = Promise.resolve()
  return (file) => {
    const next = last
      .then(() => writeBackup(db, databaseUrl, file))
      .then(
        (written) => {
          metrics.backupTaken()
          return written
        },
        (error: unknown) => {
          metrics.backupFailed()
          throw error
        }
      )
    last = next.catch(() => undefined)
    return next
  }
}

/** The start log's line: when the last backup was taken, and what the schedule does next. */
export async function describeLastBackup(schedule: BackupSchedule | undefined, now: Date): Promise<string> {
  if (!schedule) return '[backup] sauvegardes automatiques désactivées (BACKUP_DIR non défini) : npm run backup en prend une'
  const [last] = await listBackups(schedule.dir)
  const every = `toutes les ${schedule.everyHours} h dans ${schedule.dir}, ${schedule.keep} gardées`
  if (!last) return `[backup] aucune sauvegarde encore dans ${schedule.dir} : une est prise maintenant, puis ${every}`
  metrics.lastBackupWas(last.takenAt)
  const hoursAgo = ((now.getTime() - last.takenAt.getTime()) / HOUR_MS).toFixed(1)
  return `[backup] dernière sauvegarde : ${last.takenAt.toISOString()} (il y a ${hoursAgo} h, ${last.file}) ; ${every}`
}

/**
 * Backs up every `everyHours`, counted from the last scheduled backup in the folder (a restart does not reset
 * the clock; one overdue is taken at once), and keeps the `keep` newest. Returns the stop function.
 */
export function startBackupSchedule(
  schedule: BackupSchedule,
  takeBackup: (file: string) => Promise<BackupFile>,
  now: () => number = Date.now
): () => void {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const intervalMs = schedule.everyHours * HOUR_MS

  const runAndPlan = async (): Promise<void> => {
    // Counted from the schedule's own last backup: one taken by hand is no reason to skip one.
    const [last] = (await listBackups(schedule.dir).catch(() => [])).filter((backup) => backup.kind === 'scheduled')
    const dueAt = last ? last.takenAt.getTime() + intervalMs : now()
    // A failed backup is tried again after a tenth of the interval, not hammered.
    const next = dueAt > now() ? dueAt - now() : (await backUp()) ? intervalMs : Math.max(intervalMs / 10, 1000)
    if (stopped) return
    timer = setTimeout(() => void runAndPlan(), Math.min(next, LONGEST_TIMER_MS))
    timer.unref()
  }
  const backUp = (): Promise<boolean> =>
    takeBackup(backupPath(schedule.dir, new Date(now())))
      .then(async ({ file, bytes }) => {
        const pruned = await pruneBackups(schedule.dir, schedule.keep)
        const prunedNote = pruned.length ? `, ${pruned.length} ancienne(s) supprimée(s)` : ''
        log.info(`[backup] sauvegarde prise : ${file} (${bytes} octets)${prunedNote}`)
        return true
      })
      .catch((error: unknown) => {
        log.error({ err: error }, '[backup] sauvegarde impossible')
        return false
      })
  timer = setTimeout(() => void runAndPlan(), 0)
  timer.unref()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

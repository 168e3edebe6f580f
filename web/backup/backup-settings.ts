import * as z from 'zod/mini'

/** The host's own backups: one file every `everyHours` into `dir`, the `keep` newest kept. */
export interface BackupSchedule {
  dir: string
  everyHours: number
  keep: number
}

export const BACKUP_DEFAULTS = { BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 14 } as const

const hours = z
  .pipe(z.string().check(z.regex(/^\d{1,4}(\.\d{1,6})?$/, 'un nombre d’heures est attendu (par exemple 24 ou 0.5)')), z.transform(Number))
  .check(z.refine((value) => value > 0 && value <= 8_760, 'entre 0 et 8760 heures (un an), zéro exclu'))
const keep = z
  .pipe(z.string().check(z.regex(/^\d{1,4}$/, 'un nombre de fichiers est attendu')), z.transform(Number))
  .check(z.refine((value) => value >= 1, 'au moins 1'))

export const backupSettings = {
  BACKUP_DIR: z.optional(z.string().check(z.trim(), z.minLength(1))),
  BACKUP_EVERY_HOURS: z.optional(hours),
  BACKUP_KEEP: z.optional(keep)
}

type BackupValues = {
  BACKUP_DIR?: string | undefined
  BACKUP_EVERY_HOURS?: number | undefined
  BACKUP_KEEP?: number | undefined
}

/** Scheduled backups are on once BACKUP_DIR names where they go; undefined: off. */
export function backupSchedule(values: BackupValues): BackupSchedule | undefined {
  if (!values.BACKUP_DIR) return undefined
  return {
    dir: values.BACKUP_DIR,
    everyHours: values.BACKUP_EVERY_HOURS ?? BACKUP_DEFAULTS.BACKUP_EVERY_HOURS,
    keep: values.BACKUP_KEEP ?? BACKUP_DEFAULTS.BACKUP_KEEP
  }
}

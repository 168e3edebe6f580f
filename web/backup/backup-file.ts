import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import type { Database } from '../db/database.ts'
import { dumpPostgres } from './pg-dump.ts'

/**
 * Backups the host and `npm run backup` write: named by their UTC time, so names sort by age. Those taken by hand
 * (`npm run backup`) say `manual` in their name and are never pruned: only the schedule's own rotate.
 */
const BACKUP_NAME = /^boutique-(manual-)?(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.sql\.gz$/

/** Who took a backup: the host's schedule (rotated, BACKUP_KEEP) or someone by hand (kept until deleted by hand). */
export type BackupKind = 'scheduled' | 'manual'

export interface BackupFile {
  file: string
  bytes: number
}

export function backupFileName(at: Date, kind: BackupKind = 'scheduled'): string {
  return `boutique-${kind === 'manual' ? 'manual-' : ''}${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sql.gz`
}

/** A folder gets a new file named by the time; a path ending in .sql.gz is the file itself. */
export function backupPath(target: string, at: Date, kind: BackupKind = 'scheduled'): string {
  return target.endsWith('.sql.gz') ? target : join(target, backupFileName(at, kind))
}

/**
 * One gzip-compressed pg_dump script of the whole database, written beside its final name and renamed
 * once complete: a file with the final name is always a whole backup.
 * PGlite: its own pg_dump (WASM) on one turn of its queue; PostgreSQL: the server's pg_dump.
 */
export async function writeBackup(db: Database, databaseUrl: string | undefined, file: string): Promise<BackupFile> {
  await mkdir(dirname(file), { recursive: true })
  const partial = join(dirname(file), `.${basename(file)}.partial`)
  try {
    if (db.sqlDump) {
      const sql = await db.sqlDump()
      await pipeline(Readable.from([sql]), createGzip(), createWriteStream(partial, { mode: 0o600 }))
    } else {
      if (!databaseUrl) throw new Error('writeBackup: a PostgreSQL database needs its address')
      const dump = dumpPostgres(databaseUrl)
      const written = pipeline(dump.sql, createGzip(), createWriteStream(partial, { mode: 0o600 })).catch((error: unknown) => {
        dump.stop()
        throw error
      })
      await Promise.all([written, dump.done])
    }
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  return { file, bytes: (await stat(file)).size }
}

/** The backups in `dir`, newest first, with the time each was taken and by whom (from its name). */
export async function listBackups(dir: string): Promise<{ file: string; takenAt: Date; kind: BackupKind }[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name)
      if (!match) return []
      const kind: BackupKind = match[1] ? 'manual' : 'scheduled'
      return [{ file: join(dir, name), takenAt: new Date(`${match[2]}T${match[3]}:${match[4]}:${match[5]}Z`), kind }]
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
}

/** Deletes all but the `keep` newest scheduled backups of `dir`; manual backups and other files there are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await listBackups(dir)).filter((backup) => backup.kind === 'scheduled')
  const old = scheduled.slice(keep).map((backup) => backup.file)
  for (const file of old) await rm(file, { force: true })
  return old
}

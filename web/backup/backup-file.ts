import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import type { Database } from '../db/database.ts'
import { dumpPostgres } from './pg-dump.ts'

/** Backups the host and `npm run backup` write: named by their UTC time, so names sort by age. */
const BACKUP_NAME = /^boutique-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.sql\.gz$/

export interface BackupFile {
  file: string
  bytes: number
}

export function backupFileName(at: Date): string {
  return `boutique-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sql.gz`
}

/** A folder gets a new file named by the time; a path ending in .sql.gz is the file itself. */
export function backupPath(target: string, at: Date): string {
  return target.endsWith('.sql.gz') ? target : join(target, backupFileName(at))
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

/** The backups in `dir`, newest first, with the time each was taken (from its name). */
export async function listBackups(dir: string): Promise<{ file: string; takenAt: Date }[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name)
      return match ? [{ file: join(dir, name), takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) }] : []
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
}

/** Deletes all but the `keep` newest backups of `dir`; other files there are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.file)
  for (const file of old) await rm(file, { force: true })
  return old
}

import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Readable } from 'node:stream'

const PG_ROOT = '/usr/lib/postgresql'
/** What every backup asks of pg_dump: a script any owner can restore, its data as INSERTs (web/backup/restore.ts). */
export const PG_DUMP_ARGS = ['--format=plain', '--no-owner', '--no-privileges', '--rows-per-insert=500'] as const

export class BackupToolError extends Error {
  override name = 'BackupToolError'
}

/**
 * The newest pg_dump of Debian's PostgreSQL packages (it must not be older than the server), else the
 * one on PATH; PG_DUMP names another.
 */
export function pgDumpBinary(env: Record<string, string | undefined> = process.env): string {
  if (env.PG_DUMP) return env.PG_DUMP
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((name) => /^\d+$/.test(name)) : []
  const newest = versions
    .map(Number)
    .sort((a, b) => b - a)
    .map((version) => join(PG_ROOT, String(version), 'bin/pg_dump'))
    .find((path) => existsSync(path))
  return newest ?? 'pg_dump'
}

export interface DumpProcess {
  sql: Readable
  /** Resolves when pg_dump ended well; rejects with its own words otherwise. */
  done: Promise<void>
  /** Ends pg_dump when its output cannot be written. */
  stop(): void
}

/**
 * pg_dump of a PostgreSQL server: a consistent snapshot (one repeatable-read transaction) while the
 * shop goes on. The password travels in PGPASSWORD, never on the command line that `ps` shows.
 */
export function dumpPostgres(databaseUrl: string): DumpProcess {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const binary = pgDumpBinary()
  const child = spawn(binary, [...PG_DUMP_ARGS, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new BackupToolError(`pg_dump introuvable (${binary}) : installez le paquet postgresql-client (${error.message}).`))
    )
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupToolError(`pg_dump a échoué (code ${code}) : ${errors.trim()}`))
    )
  })
  return { sql: child.stdout, done, stop: () => child.kill() }
}

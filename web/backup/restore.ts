import { readFile } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'

import type { Database, Queryable } from '../db/database.ts'

export class NotEmptyDatabaseError extends Error {
  override name = 'NotEmptyDatabaseError'
}

/** The tables, views and sequences the database holds outside PostgreSQL's own schemas (none: empty). */
export async function userRelations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1`
  )
  return rows.map((row) => row.name)
}

export async function refuseNonEmpty(db: Queryable, what: string): Promise<void> {
  const relations = await userRelations(db)
  if (relations.length === 0) return
  const shown = relations.slice(0, 5).join(', ') + (relations.length > 5 ? ', …' : '')
  throw new NotEmptyDatabaseError(
    `${what} n'est pas vide (${relations.length} objets : ${shown}) : rien n'a été modifié. ` +
      'Donnez une base neuve (createdb, ou un DATA_DIR vide).'
  )
}

/**
 * The SQL of a backup file (web/backup/backup-file.ts): gzip-compressed, or plain. The one psql command
 * recent pg_dump writes (`\restrict <key>` first, `\unrestrict <key>` last) is not SQL: those two lines,
 * found by their random key, are left out; a line of data is never touched.
 */
export async function readBackupSql(file: string): Promise<string> {
  const bytes = await readFile(file)
  const plain = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
  const sql = plain.toString('utf8')
  if (!sql.includes('PostgreSQL database dump')) throw new Error(`${file} n'est pas une sauvegarde pg_dump (SQL ou .sql.gz)`)
  const key = /^\\restrict (\w+)$/m.exec(sql)?.[1]
  return key ? sql.replace(`\\restrict ${key}\n`, '').replace(`\n\\unrestrict ${key}`, '\n') : sql
}

/** Restores a backup into an empty database, in one transaction: all of it or nothing. */
export async function restoreBackup(db: Database, sql: string): Promise<void> {
  await refuseNonEmpty(db, 'La base de destination')
  const compatible = (await serverVersion(db)) < 170_000 ? withoutNewerSettings(sql) : sql
  await db.transaction(async (tx) => {
    await tx.exec(compatible)
    // The dump empties the search path of the session, which outlives the transaction.
    await tx.exec('reset search_path')
  })
}

async function serverVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: string }>("select current_setting('server_version_num') as version")
  return Number(rows[0]?.version ?? 0)
}

/** PGlite's pg_dump (PostgreSQL 18) sets what older servers do not know; the setting only sets a default. */
function withoutNewerSettings(sql: string): string {
  return sql.replace(/^SET transaction_timeout = 0;$/m, '')
}

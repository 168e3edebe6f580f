import { resolve } from 'node:path'

import type { Config } from '../config.ts'
import type { Database, Queryable } from '../db/database.ts'
import { openDatabase } from '../db/open-database.ts'
import { hasEmbeddedDatabase } from './embedded-folder.ts'

/** A command that works on the shop's data found no database there: it creates none and changes nothing. */
export class MissingDatabaseError extends Error {
  override name = 'MissingDatabaseError'
}

const HINT =
  'rien n’a été créé ni modifié. Donnez les réglages du service : --env-file /etc/boutique/boutique.env ' +
  '(README, « Command-line tools »).'

/**
 * The configured database, refused when it is missing or empty (no migration ever applied): a command that
 * imports, grants, moves, backs up or forgets works on a shop's database and never makes a stray one
 * (only the host's start, db:migrate and restore create one: README, « Command-line tools »).
 */
export async function openExistingDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (!config.databaseUrl && !hasEmbeddedDatabase(config.dataDir)) {
    throw new MissingDatabaseError(`aucune base embarquée dans le dossier ${resolve(config.dataDir)} (DATA_DIR) : ${HINT}`)
  }
  const db = await openDatabase(config)
  if (await hasAppliedMigrations(db).catch(closeAndThrow(db))) return db
  await db.close()
  throw new MissingDatabaseError(`${describeDatabase(config)} est vide (aucune migration appliquée, pas de boutique) : ${HINT}`)
}

/** The database the settings name, in words an admin recognizes (a URL's password hidden). */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `la base embarquée du dossier ${resolve(config.dataDir)} (DATA_DIR)`
  const url = new URL(config.databaseUrl)
  if (url.password) url.password = '****'
  return `la base PostgreSQL ${url.toString()} (DATABASE_URL)`
}

/** A shop's database: schema_migrations exists and holds at least one row (web/db/migrate.ts). */
export async function hasAppliedMigrations(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`select to_regclass('schema_migrations') is not null as present`)
  if (!rows[0]?.present) return false
  const count = await db.query<{ applied: number }>('select count(*)::int as applied from schema_migrations')
  return (count.rows[0]?.applied ?? 0) > 0
}

function closeAndThrow(db: Database): (error: unknown) => Promise<never> {
  return async (error) => {
    await db.close().catch(() => undefined)
    throw error
  }
}

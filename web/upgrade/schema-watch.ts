import type { Queryable } from '../db/database.ts'
import { MIGRATIONS } from '../db/migrations/index.ts'
import { sqlStateOf } from '../db/sql-state.ts'
import { log } from '../log/logger.ts'

/** SQLSTATE undefined_table: schema_migrations before the first migration. */
const UNDEFINED_TABLE = '42P01'
/** How often a running host reads the applied migrations again: one indexed read every few seconds. */
export const SCHEMA_READ_INTERVAL_MS = 5_000

/**
 * Whether the database runs a newer release than this code: it has applied migrations this code does not know
 * (a newer host migrated it, README « Upgrading »). Such a host must not write rows the new schema no longer
 * accepts (the 500 `null value in column "username_key"`): it answers 503 « mise à jour en cours » instead
 * (upgrade-gate.ts) until it is stopped.
 */
export interface SchemaWatch {
  /** The migrations the database has applied that this code does not know, at the last reading ([] when none). */
  unknownMigrations(): readonly number[]
  /** Reads them again now (after an unexpected database error): true when the database is newer than this code. */
  recheck(): Promise<boolean>
  stop(): void
}

/** Reads once before returning (a host starting on a newer database never serves), then every `intervalMs`. */
export async function watchSchema(
  db: Queryable,
  knownVersions: readonly number[] = MIGRATIONS.map((migration) => migration.version),
  intervalMs = SCHEMA_READ_INTERVAL_MS
): Promise<SchemaWatch> {
  let unknown: readonly number[] = []
  let reading: Promise<boolean> | undefined
  const read = async (): Promise<boolean> => {
    const found = await unknownVersions(db, knownVersions)
    reportChange(unknown, found)
    unknown = found
    return found.length > 0
  }
  // One reading at a time: a burst of failing requests shares it.
  const recheck = () => (reading ??= read().finally(() => (reading = undefined)))
  await recheck()
  const timer = setInterval(() => {
    // The database may be unreachable for a moment: the last reading stands, /readyz says so meanwhile.
    recheck().catch(() => undefined)
  }, intervalMs)
  timer.unref()
  return { unknownMigrations: () => unknown, recheck, stop: () => clearInterval(timer) }
}

async function unknownVersions(db: Queryable, knownVersions: readonly number[]): Promise<number[]> {
  try {
    const { rows } = await db.query<{ version: number }>(
      'select version from schema_migrations where version <> all($1::int[]) order by version',
      [knownVersions],
      'boutique_unknown_migrations'
    )
    return rows.map((row) => row.version)
  } catch (error) {
    if (sqlStateOf(error) === UNDEFINED_TABLE) return []
    throw error
  }
}

/** Said once when it happens (not at every reading), and once if the database goes back (a restore). */
function reportChange(before: readonly number[], now: readonly number[]): void {
  if (now.length > 0 && before.length === 0) {
    log.warn(
      `[db] mise à jour en cours : la base a des migrations que cette version ne connaît pas (${now.join(', ')}) ; ` +
        'cet hôte répond 503 jusqu’à son arrêt : démarrez la nouvelle version (README, « Upgrading »)'
    )
  } else if (now.length === 0 && before.length > 0) {
    log.info('[db] la base n’a plus de migration inconnue : cet hôte sert de nouveau')
  }
}

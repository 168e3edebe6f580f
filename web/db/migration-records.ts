import { ConfigError } from '../config/config-error.ts'
import type { Queryable } from './database.ts'
import type { StoredFunction } from './functions/index.ts'
import type { Migration } from './migrations/index.ts'
import { sqlChecksum } from './sql-checksum.ts'

/** What the runner's own tables say: each applied version's checksum (null: applied before checksums existed). */
export interface MigrationRecords {
  migrations: Map<number, string | null>
  /** Each function file's checksum as last applied; empty before this version's first start. */
  functions: Map<string, string>
}

/** web/db/migrations/013_stock_slots.sql for version 13. */
export function migrationFile(migration: Pick<Migration, 'version' | 'name'>): string {
  return `web/db/migrations/${String(migration.version).padStart(3, '0')}_${migration.name}.sql`
}

/** The runner's records, or undefined on a database no migration ever ran on. Reads only. */
export async function readMigrationRecords(session: Queryable): Promise<MigrationRecords | undefined> {
  const { rows } = await session.query<{ migrations: boolean; checksums: boolean; functions: boolean }>(
    `select to_regclass('schema_migrations') is not null as migrations, to_regclass('schema_functions') is not null as functions,
            exists (select 1 from information_schema.columns
                     where table_schema = current_schema() and table_name = 'schema_migrations' and column_name = 'checksum') as checksums`
  )
  const found = rows[0]
  if (!found?.migrations) return undefined
  const applied = await session.query<{ version: number; checksum: string | null }>(
    `select version, ${found.checksums ? 'checksum' : 'null::text as checksum'} from schema_migrations`
  )
  const functions = found.functions
    ? (await session.query<{ name: string; checksum: string }>('select name, checksum from schema_functions')).rows
    : []
  return {
    migrations: new Map(applied.rows.map((row) => [row.version, row.checksum])),
    functions: new Map(functions.map((row) => [row.name, row.checksum]))
  }
}

/**
 * A shipped migration's text that differs from the one this database ran: the host stops (exit 78) naming the
 * file, since the schema it expects may not be the one the database has (web/README.md, "Migrations").
 */
export function refuseChangedMigrations(records: MigrationRecords, migrations: readonly Migration[]): void {
  const changed = migrations.filter((migration) => {
    const recorded = records.migrations.get(migration.version)
    return recorded != null && recorded !== sqlChecksum(migration.sql)
  })
  if (changed.length === 0) return
  throw new ConfigError(
    `${changed.map(migrationFile).join(', ')} : le texte de cette migration a changé depuis qu’elle a été appliquée à ` +
      'cette base. Une migration livrée ne se modifie jamais : remettez le fichier tel que publié (ou installez une ' +
      'version publiée de la boutique) ; un changement de schéma se fait par une nouvelle migration (web/README.md, ' +
      '« Migrations »).'
  )
}

/**
 * Versions this database ran that this code does not know: a newer version of the shop migrated it (a host left
 * running through an upgrade). Such a host must write nothing, not even its older function files.
 */
export function versionsUnknownHere(records: MigrationRecords, migrations: readonly Migration[]): number[] {
  const known = new Set(migrations.map((migration) => migration.version))
  return [...records.migrations.keys()].filter((version) => !known.has(version)).sort((a, b) => a - b)
}

/** Nothing to write: every migration applied with its checksum recorded, every function file applied as it is. */
export function upToDate(records: MigrationRecords, migrations: readonly Migration[], functions: readonly StoredFunction[]): boolean {
  return (
    migrations.every((migration) => records.migrations.get(migration.version) != null) &&
    functions.every((fn) => records.functions.get(fn.name) === sqlChecksum(fn.sql))
  )
}

/** The runner's tables, and the checksum column a database migrated before checksums existed lacks. */
export async function createRecordTables(session: Queryable): Promise<void> {
  await session.exec(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
    alter table schema_migrations add column if not exists checksum text;
    create table if not exists schema_functions (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );`)
}

/**
 * A database migrated before checksums existed: its migrations' checksums are recorded as this version's texts on
 * its first start (what they ran cannot be known any more; the stored functions are reapplied whole anyway).
 */
export async function recordMissingChecksums(session: Queryable, migrations: readonly Migration[]): Promise<void> {
  await session.query(
    `update schema_migrations m set checksum = c.checksum
       from unnest($1::int[], $2::text[]) as c(version, checksum)
      where m.version = c.version and m.checksum is null`,
    [migrations.map((migration) => migration.version), migrations.map((migration) => sqlChecksum(migration.sql))]
  )
}

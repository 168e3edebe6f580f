import type { Database } from './database.ts'
import { STORED_FUNCTIONS, type StoredFunction } from './functions/index.ts'
import {
  createRecordTables,
  readMigrationRecords,
  recordMissingChecksums,
  refuseChangedMigrations,
  upToDate,
  versionsUnknownHere,
  type MigrationRecords
} from './migration-records.ts'
import { MIGRATIONS, type Migration } from './migrations/index.ts'
import { sqlChecksum } from './sql-checksum.ts'
import { applyStoredFunctions } from './stored-functions.ts'
import { log } from '../log/logger.ts'

/** Any constant works, as long as every web host uses the same one. */
const MIGRATION_LOCK_KEY = 72_201_001

/**
 * Applies the missing migrations, then the stored functions whose file changed (web/README.md, "Migrations and
 * stored functions"); several hosts starting at once apply each exactly once. A shipped migration whose text changed
 * since it ran stops the start (ConfigError, exit 78). With nothing to apply it only reads, so a role that may not
 * change the schema (README, "Two PostgreSQL roles") starts. On a database a newer version migrated (versions unknown
 * here) it writes nothing. A partial list of migrations (a test building an older schema) applies no function file:
 * they need the whole schema. Returns the versions applied.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  functions: readonly StoredFunction[] = migrations === MIGRATIONS ? STORED_FUNCTIONS : []
): Promise<number[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (session) => {
    const before = await readMigrationRecords(session)
    if (before) refuseChangedMigrations(before, migrations)
    // A newer schema (web/README.md, "Migrations and stored functions"): nothing of this older code is applied.
    if (before && (upToDate(before, migrations, functions) || versionsUnknownHere(before, migrations).length > 0)) return []
    await createRecordTables(session)
    await recordMissingChecksums(session, migrations)
    const records: MigrationRecords = before ?? { migrations: new Map(), functions: new Map() }
    const pending = migrations.filter((migration) => !records.migrations.has(migration.version))
    for (const migration of pending) {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql)
        await migration.after?.(tx)
        await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          sqlChecksum(migration.sql)
        ])
      })
    }
    const applied = await applyStoredFunctions(db, records, functions, pending.length > 0)
    if (applied.length > 0) log.info(`[db] fonctions stockées appliquées : ${applied.join(', ')}`)
    return pending.map((migration) => migration.version)
  })
}

import type { Config } from '../config.ts'
import { ConfigError } from '../config/config-error.ts'
import type { Database } from './database.ts'
import { migrate } from './migrate.ts'
import { openPostgresDatabase } from './postgres-database.ts'
import { sqlStateOf } from './sql-state.ts'

/** SQLSTATE insufficient_privilege: "permission denied", "must be owner of table". */
const INSUFFICIENT_PRIVILEGE = '42501'

export const MIGRATION_RIGHTS_MESSAGE =
  'DATABASE_URL : ce rôle n’a pas le droit de modifier le schéma, et des migrations sont à appliquer. Lancez ' +
  'npm run db:migrate avec DATABASE_OWNER_URL (le rôle propriétaire de la base), ou donnez DATABASE_OWNER_URL à la ' +
  'boutique (README, « Two PostgreSQL roles »).'

/**
 * The migrations, through DATABASE_OWNER_URL when it is set: the role that owns the schema changes it, and the
 * host serves through DATABASE_URL, a role that may read and write rows but not alter a table (so not the audit's
 * append-only trigger). Without it, through the host's own connection; a role without the rights stops the start
 * with a French line (exit 78) instead of an error.
 */
export async function applyMigrations(db: Database, config: Partial<Pick<Config, 'databaseOwnerUrl'>>): Promise<number[]> {
  if (config.databaseOwnerUrl) {
    // Two connections: the migration lock's session, and each migration's transaction.
    const owner = openPostgresDatabase(config.databaseOwnerUrl, 2)
    try {
      return await migrate(owner)
    } finally {
      await owner.close()
    }
  }
  try {
    return await migrate(db)
  } catch (error) {
    if (sqlStateOf(error) === INSUFFICIENT_PRIVILEGE) throw new ConfigError(MIGRATION_RIGHTS_MESSAGE)
    throw error
  }
}

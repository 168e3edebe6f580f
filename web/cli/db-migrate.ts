import { getConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import { openPostgresDatabase } from '../db/postgres-database.ts'
import { runCommand } from './cli-run.ts'

const USAGE = `Usage : npm run db:migrate
Applique les migrations de cette version à la base des réglages : par DATABASE_OWNER_URL (le rôle propriétaire)
quand il est donné, sinon par DATABASE_URL, sinon à la base embarquée de DATA_DIR (boutique arrêtée).`

/** The migrations as their own step, for a host whose role may not change the schema (README, « Deux rôles PostgreSQL »). */
async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE)
    return 2
  }
  const config = getConfig(process.env)
  const db: Database = config.databaseOwnerUrl ? openPostgresDatabase(config.databaseOwnerUrl, 2) : await openDatabase(config)
  try {
    const applied = await migrate(db)
    console.info(applied.length > 0 ? `Migrations appliquées : ${applied.join(', ')}.` : 'Base à jour : aucune migration à appliquer.')
    return 0
  } finally {
    await db.close()
  }
}

runCommand(main)

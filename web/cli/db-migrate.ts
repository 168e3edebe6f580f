import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import { openPostgresDatabase } from '../db/postgres-database.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { describeDatabase } from './existing-database.ts'

const USAGE = `Usage : npm run db:migrate -- [--env-file FICHIER]
Applique les migrations de cette version à la base des réglages : par DATABASE_OWNER_URL (le rôle propriétaire)
quand il est donné, sinon par DATABASE_URL, sinon à la base embarquée de DATA_DIR (boutique arrêtée), créée si absente.`

/** The migrations as their own step, for a host whose role may not change the schema (README, « Two PostgreSQL roles »). */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE)
    return 2
  }
  const db: Database = config.databaseOwnerUrl ? openPostgresDatabase(config.databaseOwnerUrl, 2) : await openDatabase(config)
  try {
    const applied = await migrate(db)
    const where = describeDatabase(config)
    console.info(
      applied.length > 0
        ? `Migrations appliquées à ${where} : ${applied.join(', ')}.`
        : `Base à jour, aucune migration à appliquer : ${where}.`
    )
    return 0
  } finally {
    await db.close()
  }
}

runCommand(USAGE, main)

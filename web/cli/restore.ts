import { readBackupSql, restoreBackup } from '../backup/restore.ts'
import type { Database } from '../db/database.ts'
import { openPgliteDatabase } from '../db/pglite-database.ts'
import { keepDataDirOwnerOnly } from '../db/owner-only.ts'
import { openPostgresDatabase } from '../db/postgres-database.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { pgliteFolder } from './embedded-folder.ts'
import { describeDatabase } from './existing-database.ts'

const USAGE = `Usage : npm run restore -- [--env-file FICHIER] FICHIER.sql.gz
Restaure dans une base vide (DATABASE_URL, sinon DATA_DIR, créée si absente) ; refusé si elle n’est pas vide.`

/** Restores a backup into the configured database, which must be empty; refused otherwise, nothing changed. */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  const [file] = args
  if (!file || args.length > 1 || file.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const sql = await readBackupSql(file)
  // Opening the embedded folder takes its lock: refused while a host runs on it.
  const db: Database = config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, 1)
    : await keepDataDirOwnerOnly(config.dataDir).then(() => openPgliteDatabase(pgliteFolder(config.dataDir)))
  try {
    await restoreBackup(db, sql)
    console.info(
      `Sauvegarde ${file} restaurée dans ${describeDatabase(config)}. Démarrez la boutique sur ces réglages ` +
        '(systemctl start boutique, ou npm start avec les mêmes variables).'
    )
    return 0
  } finally {
    await db.close()
  }
}

runCommand(USAGE, main)

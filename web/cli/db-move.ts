import { refuseNonEmpty } from '../backup/restore.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { MIGRATIONS } from '../db/migrations/index.ts'
import { openPostgresDatabase } from '../db/postgres-database.ts'
import { copyDatabase } from '../move/copy-database.ts'
import { moveDifferences } from '../move/verify-move.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { openExistingDatabase } from './existing-database.ts'

const USAGE = `Usage : npm run db:move -- [--env-file FICHIER] postgres://utilisateur:motdepasse@hôte:5432/base
Copie la base embarquée de DATA_DIR (boutique arrêtée) dans une base PostgreSQL vide.`

/** Copies the embedded database (DATA_DIR) into an empty PostgreSQL database, checks the copy, says what to set. */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  const [targetUrl] = args
  if (!targetUrl || args.length > 1 || !/^postgres(ql)?:\/\//.test(targetUrl)) {
    console.error(USAGE)
    return 2
  }
  // The source is DATA_DIR's embedded database, whatever DATABASE_URL says; missing or empty: refused.
  // Opening the folder takes its lock: refused while a host runs on it, and no host starts during the copy.
  const source = await openExistingDatabase({ dataDir: config.dataDir, databaseUrl: undefined })
  const target = openPostgresDatabase(targetUrl, 4)
  try {
    return await move(source, target, targetUrl)
  } finally {
    await Promise.all([source.close(), target.close()])
  }
}

async function move(source: Database, target: Database, targetUrl: string): Promise<number> {
  await refuseNonEmpty(target, 'La base PostgreSQL de destination')
  await refuseUnknownMigrations(source)
  // The source first reaches this build's schema, as the next start of the host would do.
  await migrate(source)
  await migrate(target)
  const copied = await copyDatabase(source, target)
  const differences = await moveDifferences(source, target, copied.keys())
  if (differences.length > 0) {
    console.error(`La copie ne correspond pas à la source (${differences.length}) :`)
    for (const difference of differences) console.error(`- ${difference}`)
    console.error('Ne changez rien à la configuration ; supprimez la base PostgreSQL et recréez-la avant de réessayer.')
    return 1
  }
  const rows = [...copied.values()].reduce((sum, count) => sum + count, 0)
  console.info(`Base copiée : ${copied.size} tables, ${rows} lignes ; nombres de lignes, soldes, registre et stocks vérifiés.`)
  console.info('Pour que la boutique l’utilise, réglez puis redémarrez-la :')
  const hidden = new URL(targetUrl).password ? '   (l’adresse donnée, son mot de passe masqué ici)' : ''
  console.info(`  DATABASE_URL=${withoutPassword(targetUrl)}${hidden}`)
  console.info('La base embarquée reste intacte dans DATA_DIR : gardez-la jusqu’à ce que la boutique tourne sur PostgreSQL.')
  return 0
}

/** A folder written by a newer build would lose what this build does not know. */
async function refuseUnknownMigrations(source: Database): Promise<void> {
  const { rows } = await source
    .query<{ version: number }>('select version from schema_migrations')
    .catch(() => ({ rows: [] as { version: number }[] }))
  const known = new Set(MIGRATIONS.map((migration) => migration.version))
  const unknown = rows.map((row) => row.version).filter((version) => !known.has(version))
  if (unknown.length > 0)
    throw new Error(`la base embarquée a des migrations inconnues de cette version (${unknown.join(', ')}) : mettez la boutique à jour`)
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '****'
  return parsed.toString()
}

runCommand(USAGE, main)

import type { Config } from './config.ts'
import { ConfigError } from './config/config-error.ts'
import type { Database } from './db/database.ts'
import { applyMigrations } from './db/apply-migrations.ts'
import { demoDatabaseProblem } from './demo/demo-guard.ts'
import { demoServedProblem, markDemoDatabase } from './demo/demo-mark.ts'
import { seedDemoCatalogue } from './demo/seed-demo.ts'
import { seedDemoPlayers } from './demo/seed-demo-players.ts'
import { seedFallbackRates } from './exchange/exchange-rates.ts'
import { log } from './log/logger.ts'

/** Held while seeding demo data: hosts starting together on an empty database seed it once. */
const DEMO_SEED_LOCK_KEY = 72_201_002

/**
 * Brings a database to what this build expects: schema, shipped rates, demo data in demo mode.
 * Throws a ConfigError when demo mode would run on a real shop's database (demo-guard.ts), or a real shop
 * on a database that served in demo mode (demo-mark.ts).
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<Config, 'demo'> & Partial<Pick<Config, 'databaseOwnerUrl'>>,
  now: Date
): Promise<void> {
  const applied = await applyMigrations(db, config)
  if (applied.length > 0) log.info(`[db] migrations appliquées : ${applied.join(', ')}`)
  await seedFallbackRates(db, now)
  const problem = config.demo ? await demoDatabaseProblem(db) : await demoServedProblem(db)
  if (problem) throw new ConfigError(problem)
  if (!config.demo) return
  await markDemoDatabase(db, now)
  await db.withAdvisoryLock(DEMO_SEED_LOCK_KEY, () => seedDemo(db, now))
}

async function seedDemo(db: Database, now: Date): Promise<void> {
  if (await seedDemoCatalogue(db, now)) log.info('[demo] catalogue de démo installé')
  if (await seedDemoPlayers(db, now)) log.info('[demo] joueurs de démo créés')
}

import { Hono } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import { MIGRATIONS } from '../db/migrations/index.ts'
import { log } from '../log/logger.ts'
import { BOUTIQUE_VERSION } from '../version.ts'
import { isDatabaseUnreachable } from './database-unreachable.ts'
import { sqlStateOf } from '../db/sql-state.ts'

/**
 * GET /healthz: alive, 200 whenever the process answers (a process manager restarts it otherwise).
 * GET /readyz: ready for players, 200 when the database answers, every migration is applied and the host
 * is not stopping nor older than the database's schema (upgrade/schema-watch.ts); 503 otherwise (a reverse proxy or load balancer sends no new players to it).
 */
export function healthRoutes({ db, draining, schema }: Pick<AppDeps, 'db' | 'draining' | 'schema'>): Hono {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok', version: BOUTIQUE_VERSION }))
    .get('/readyz', async (c) => {
      if (draining?.()) return c.json({ status: 'draining', error: 'Arrêt en cours' }, 503)
      const unknown = schema?.unknownMigrations() ?? []
      if (unknown.length > 0) {
        const error = `Mise à jour en cours : la base a des migrations que cette version (${BOUTIQUE_VERSION}) ne connaît pas : ${unknown.join(', ')}`
        return c.json({ status: 'newer_schema', error }, 503)
      }
      let missing: number[]
      try {
        missing = await missingMigrations(db)
      } catch (error) {
        const unready = unreadyDatabase(error)
        log.error({ err: error }, `[health] ${unready.error}`)
        return c.json(unready, 503)
      }
      if (missing.length > 0) return c.json({ status: 'migrating', error: `Migrations non appliquées : ${missing.join(', ')}` }, 503)
      return c.json({ status: 'ready', database: db.kind })
    })
}

async function missingMigrations(db: AppDeps['db']): Promise<number[]> {
  const { rows } = await db.query<{ version: number }>(`select version from schema_migrations where version = any($1::int[])`, [
    MIGRATIONS.map((migration) => migration.version)
  ])
  const applied = new Set(rows.map((row) => row.version))
  return MIGRATIONS.map((migration) => migration.version).filter((version) => !applied.has(version))
}

/** PostgreSQL's undefined_table: the database answers but holds no schema_migrations (errcodes-appendix). */
const UNDEFINED_TABLE = '42P01'

/** What /readyz says of a database it could not read: unreachable, reachable but empty, or failing. */
function unreadyDatabase(error: unknown): { status: string; error: string } {
  if (isDatabaseUnreachable(error)) return { status: 'unavailable', error: 'Base de données injoignable' }
  if (sqlStateOf(error) === UNDEFINED_TABLE) {
    return { status: 'empty', error: 'Base de données joignable mais vide : aucune migration appliquée (schéma absent)' }
  }
  return { status: 'unavailable', error: 'Base de données en erreur' }
}

import type { Database } from '../db/database.ts'
import type { SchemaWatch } from './schema-watch.ts'

/** What a background job of a host older than its database meets instead of the database. */
export class UpgradePendingError extends Error {
  constructor() {
    super('mise à jour en cours : la base a des migrations que cette version ne connaît pas, rien n’est écrit')
  }
}

const GUARDED = new Set<string | symbol>(['query', 'exec', 'transaction', 'withAdvisoryLock'])

/**
 * The database as the host's timers see it (background-jobs.ts): while it runs a newer release (schema-watch.ts),
 * every statement is refused with UpgradePendingError before it reaches the database, so an old host's job never
 * writes rows the new schema means otherwise. Each job logs its refusal as it logs any failure, and tries again at
 * its next turn.
 */
export function pausedWhileNewer(db: Database, schema: Pick<SchemaWatch, 'unknownMigrations'>): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (!GUARDED.has(property) || typeof value !== 'function') return value
      return (...args: unknown[]): Promise<unknown> =>
        schema.unknownMigrations().length > 0
          ? Promise.reject(new UpgradePendingError())
          : (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
    }
  })
}

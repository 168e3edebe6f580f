import type { Database, Queryable } from '../db/database.ts'
import { metrics } from './metrics.ts'

/** Statements without a prepared name are many and varied: one label for them all keeps the series few. */
const UNNAMED = 'other'

/** The database, every statement timed into boutique_db_query_duration_seconds (its prepared name as label). */
export function measuredDatabase<Db extends Database>(db: Db): Db {
  return {
    ...db,
    ...measuredQueryable(db),
    transaction: (work) => db.transaction((tx) => work(measuredQueryable(tx))),
    withAdvisoryLock: (key, work) => db.withAdvisoryLock(key, (session) => work(measuredQueryable(session)))
  }
}

function measuredQueryable(inner: Queryable): Queryable {
  return {
    query: <Row>(sql: string, params?: unknown[], name?: string) => timed(name ?? UNNAMED, () => inner.query<Row>(sql, params, name)),
    exec: (sql) => timed(UNNAMED, () => inner.exec(sql))
  }
}

async function timed<Result>(statement: string, run: () => Promise<Result>): Promise<Result> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    metrics.queryTimed(statement, (performance.now() - started) / 1000)
  }
}

import { mkdir } from 'node:fs/promises'

import { PGlite, type Transaction } from '@electric-sql/pglite'

import { lockDataDir } from './data-dir-lock.ts'
import type { Database, Queryable } from './database.ts'
import { createTurnQueue } from './turn-queue.ts'

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball, to start other databases from (tests clone a template). */
  dump(): Promise<Blob>
}

/** The embedded PostgreSQL: one in-process connection, its data kept in `dataDir` (in memory without one). */
export async function openPgliteDatabase(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteDatabase> {
  if (!dataDir) return wrapPglite(await PGlite.create(loadDataDir ? { loadDataDir } : {}), async () => {})
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataDir(dataDir)
  try {
    return wrapPglite(await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}), unlock)
  } catch (error) {
    await unlock()
    throw error
  }
}

/**
 * pg_dump compiled to WASM, loaded on first use (it weighs 700 KB), on this same connection. A pg_dump
 * ends by closing its connection; this one lives on, so what it left is undone: its read-only
 * repeatable-read transaction and its session settings (the search path among them).
 */
async function pgliteSqlDump(pglite: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump')
  const { rows } = await pglite.query<{ path: string }>("select current_setting('search_path') as path")
  try {
    const file = await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges', '--rows-per-insert=500'] })
    return await file.text()
  } finally {
    if (pglite.isInTransaction()) await pglite.exec('rollback')
    await pglite.exec('reset all')
    await pglite.query("select set_config('search_path', $1, false)", [rows[0]?.path ?? 'public'])
  }
}

/** The database's one queue of jobs, with its turns and jobs counted. */
function countedTurnQueue() {
  const queue = createTurnQueue()
  const counts = {
    // Counted as they start (database.ts, SoleUser): every job of this database passes here.
    turns: 0,
    // Jobs queued or running, for the metrics (poolUse).
    jobs: 0
  }
  const inTurn = <Result>(job: () => Promise<Result>): Promise<Result> => {
    counts.jobs++
    return queue(() => {
      counts.turns++
      return job()
    }).finally(() => counts.jobs--)
  }
  return { queue, counts, inTurn }
}

function wrapPglite(pglite: PGlite, unlock: () => Promise<void>): PgliteDatabase {
  const { queue, counts, inTurn } = countedTurnQueue()
  const queryable: Queryable = {
    query: (sql, params) => inTurn(() => pglite.query(sql, params)),
    exec: async (sql) => {
      await inTurn(() => pglite.exec(sql))
    }
  }
  return {
    kind: 'pglite',
    ...queryable,
    transaction: (work) => inTurn(() => pglite.transaction((tx) => work(transactionQueryable(tx)))),
    withAdvisoryLock: (key, work) => holdingAdvisoryLock(queryable, key, work),
    soleUser: {
      readOnTurn: <Row>(sql: string) =>
        queue(async () => {
          const turn = ++counts.turns
          return { rows: (await pglite.query<Row>(sql)).rows, turn }
        }),
      lastTurn: () => counts.turns
    },
    dump: () => pglite.dumpDataDir('none'),
    sqlDump: () => inTurn(() => pgliteSqlDump(pglite)),
    poolUse: () => ({ open: 1, idle: counts.jobs === 0 ? 1 : 0, waiting: Math.max(0, counts.jobs - 1), max: 1 }),
    async close() {
      // Behind the jobs already queued: they run before the database closes.
      await inTurn(() => pglite.close())
      await unlock()
    }
  }
}

function transactionQueryable(tx: Transaction): Queryable {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: async (sql) => {
      await tx.exec(sql)
    }
  }
}

/** One connection only: nothing else can interleave, but take the lock so the SQL is the same. */
async function holdingAdvisoryLock<T>(queryable: Queryable, key: number, work: (session: Queryable) => Promise<T>): Promise<T> {
  await queryable.query('select pg_advisory_lock($1)', [key])
  try {
    return await work(queryable)
  } finally {
    await queryable.query('select pg_advisory_unlock($1)', [key])
  }
}

import pg from 'pg'

import { log } from '../log/logger.ts'
import type { Database, Queryable } from './database.ts'
import { DATABASE_POOL_DEFAULT } from './pool-size.ts'

/** A PostgreSQL server reached through a pool; several web hosts may share it. */
export function openPostgresDatabase(connectionString: string, maxConnections = DATABASE_POOL_DEFAULT): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections })
  pool.on('error', (error) => log.error({ err: error }, '[db] erreur sur une connexion inactive'))

  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      return await work(client)
    } finally {
      client.release()
    }
  }

  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params?: unknown[], name?: string) => {
      const result = await pool.query<Row & pg.QueryResultRow>(name ? { name, text: sql, values: params } : { text: sql, values: params })
      return { rows: result.rows }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: (work) => withClient((client) => inTransaction(client, work)),
    withAdvisoryLock: (key, work) => withClient((client) => holdingAdvisoryLock(client, key, work)),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: maxConnections }),
    close: () => pool.end()
  }
}

/** Committed when `work` resolves, rolled back when it throws. */
async function inTransaction<T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('begin')
  try {
    const result = await work(asQueryable(client))
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** The session-level lock is taken and given back on the same connection `work` runs on. */
async function holdingAdvisoryLock<T>(client: pg.PoolClient, key: number, work: (db: Queryable) => Promise<T>): Promise<T> {
  await client.query('select pg_advisory_lock($1)', [key])
  try {
    return await work(asQueryable(client))
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key])
  }
}

function asQueryable(client: pg.PoolClient): Queryable {
  return {
    query: async <Row>(sql: string, params?: unknown[], name?: string) => {
      const result = await client.query<Row & pg.QueryResultRow>(name ? { name, text: sql, values: params } : { text: sql, values: params })
      return { rows: result.rows }
    },
    exec: async (sql) => {
      await client.query(sql)
    }
  }
}

import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createDatabase, startPostgresCluster } from './postgres-cluster.js'

async function queryOne(url: string, sql: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const result = await client.query<Record<string, unknown>>(sql)
    const row = result.rows[0]
    if (row === undefined) throw new Error(`no rows from: ${sql}`)
    return row
  } finally {
    await client.end()
  }
}

describe('startPostgresCluster', () => {
  it('runs a private server that disappears on stop', { timeout: 60_000 }, async () => {
    const cluster = await startPostgresCluster()
    let dir: string
    try {
      expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`)
      await expect(createDatabase(cluster.url, 'production')).rejects.toThrow(/refusing/)

      const dbUrl = await createDatabase(cluster.url, 'test_harness')
      expect(dbUrl).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/test_harness`)

      const client = new pg.Client({ connectionString: dbUrl })
      await client.connect()
      try {
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }])
        await client.query('select pg_advisory_lock(1)')
        const { rows } = await client.query<Record<string, string>>(
          `select current_database() as db,
                  current_setting('port') as port,
                  current_setting('listen_addresses') as listen,
                  current_setting('unix_socket_directories') as sockets,
                  current_setting('data_directory') as data,
                  host(inet_server_addr()) as addr`
        )
        const settings = rows[0]
        expect(settings).toBeDefined()
        dir = settings?.['sockets'] ?? ''
        expect(settings).toMatchObject({
          db: 'test_harness',
          port: String(cluster.port),
          listen: '127.0.0.1',
          addr: '127.0.0.1',
          data: join(dir, 'data')
        })
      } finally {
        await client.end()
      }

      expect(dir.startsWith(join(tmpdir(), 'boutique-pg-'))).toBe(true)
      expect(existsSync(join(dir, `.s.PGSQL.${cluster.port}`))).toBe(true)
      expect(existsSync(`/var/run/postgresql/.s.PGSQL.${cluster.port}`)).toBe(false)
    } finally {
      await cluster.stop()
    }

    await cluster.stop() // a second stop must be harmless
    await expect(queryOne(cluster.url, 'select 1')).rejects.toThrow()
    expect(dir).not.toBe('')
    expect(existsSync(dir)).toBe(false)
  })
})

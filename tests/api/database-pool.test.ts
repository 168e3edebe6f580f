import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPostgresUrl } from '../support/test-databases.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const METRICS_TOKEN = 'jeton-de-scrape-du-pool'.padEnd(32, 'p')
const POOL_SIZE = 3

/** The built host on PostgreSQL with DATABASE_POOL_SIZE set (docs/unions-purchase.md, « Connections »). */
describe('DATABASE_POOL_SIZE on the built host', { timeout: 90_000 }, () => {
  let host: WebHost
  let databaseUrl: string

  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl()
    host = await startWebHost({ env: { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(POOL_SIZE), METRICS_TOKEN } })
  })
  afterAll(() => host?.stop())

  it('never opens more connections than set, however many requests need one at once, and says so in /metrics', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${host.url}/readyz`)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // The pool keeps its idle connections for a while: those the burst opened are still there.
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
      )
      expect(rows[0]?.open).toBeGreaterThan(0)
      expect(rows[0]?.open).toBeLessThanOrEqual(POOL_SIZE)
    } finally {
      await client.end()
    }
    const metrics = await (await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    expect(metrics).toMatch(new RegExp(`^boutique_db_pool_connections\\{state="max"\\} ${POOL_SIZE}$`, 'm'))
  })

  it('refuses a size out of range at start, in French', async () => {
    await expect(startWebHost({ env: { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '0' } })).rejects.toThrow(
      /DATABASE_POOL_SIZE.*entre 1 et 500/
    )
  })
})

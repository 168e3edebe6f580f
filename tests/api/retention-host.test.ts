import { afterEach, describe, expect, it } from 'vitest'

import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { RETENTION_KINDS } from '../../web/retention/retention-kinds.ts'
import { writeRetentionRows } from '../support/retention-rows.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'
import { waitFor } from '../support/wait-for.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet
const METRICS_TOKEN = 'jeton-metriques-retention-'.padEnd(40, 'R')
const RUN_MESSAGE = '[rétention] passage terminé'

interface RunLine {
  msg: string
  retention: Record<string, number>
}

/** The host's retention log lines so far (JSON lines on stdout). */
function runLines(host: WebHost): RunLine[] {
  return host
    .output()
    .split('\n')
    .filter((line) => line.includes(RUN_MESSAGE))
    .map((line) => JSON.parse(line) as RunLine)
}

async function scrape(host: WebHost): Promise<string> {
  const response = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  return response.text()
}

describe('the built host runs the retention job on its schedule', () => {
  let host: WebHost | undefined
  afterEach(async () => {
    await host?.stop()
    host = undefined
  })

  it('on PostgreSQL: every RETENTION_INTERVAL_SECONDS, one log line with the counts of each kind, and only old rows go', async () => {
    const url = await freshPostgresUrl()
    const db = openPostgresDatabase(url)
    try {
      const accountId = (await db.query<{ id: number }>('select id from accounts order by id limit 1')).rows[0]?.id ?? 0
      // Around the host's own clock: the schedule reads it (the in-process test drives a fixed one).
      const { old, events } = await writeRetentionRows(db, accountId, new Date())
      host = await startWebHost({ env: { DATABASE_URL: url, SHOP_DEMO: 'true', RETENTION_INTERVAL_SECONDS: '1', METRICS_TOKEN } })
      const running = host
      await waitFor(() => runLines(running).length >= 1, 'a retention run logged', 30_000)
      const [first] = runLines(running)
      expect(first?.msg).toMatch(
        /^\[rétention\] passage terminé en \d+ ms : sessions \d+, jetons de connexion \d+, .*avis de paiement anonymisés \d+$/
      )
      for (const kind of RETENTION_KINDS) expect(first?.retention[kind]).toBeGreaterThanOrEqual(old[kind] ?? 0)
      expect((await db.query('select 1 from sessions where id_hash = $1', ['r-session-3'])).rows).toHaveLength(1)
      expect((await db.query('select 1 from contact_messages where username = $1', ['r-contact-2'])).rows).toHaveLength(1)
      expect((await db.query("select 1 from contact_messages where username like 'r-contact-%'")).rows).toHaveLength(1)
      const recent = await db.query<{ body: unknown }>('select body from tebex_events where id = $1', [events.recentPayment])
      expect(JSON.stringify(recent.rows[0]?.body)).toContain('dusty.alexander@overwolf.com')
      const scrubbed = await db.query<{ body: unknown }>('select body from tebex_events where id = $1', [events.oldPayment])
      expect(JSON.stringify(scrubbed.rows[0]?.body)).not.toContain('@')

      // The next interval runs again, finding nothing old; the metrics count what went.
      await waitFor(() => runLines(running).length >= 2, 'a second run', 30_000)
      const metrics = await scrape(running)
      expect(metrics).toMatch(/boutique_retention_rows_total\{kind="sessions"\} [3-9]/)
      expect(metrics).toMatch(/boutique_retention_last_run_timestamp_seconds [1-9]/)
    } finally {
      await db.close()
    }
  }, 120_000)

  it('on the embedded database (PGlite) too', async () => {
    host = await startWebHost({ env: { RETENTION_INTERVAL_SECONDS: '1', METRICS_TOKEN } })
    const running = host
    await waitFor(() => runLines(running).length >= 1, 'a retention run logged', 30_000)
    expect(Object.keys(runLines(running)[0]?.retention ?? {})).toEqual([...RETENTION_KINDS])
    expect(await scrape(running)).toMatch(/boutique_retention_last_run_timestamp_seconds [1-9]/)
  }, 120_000)
})

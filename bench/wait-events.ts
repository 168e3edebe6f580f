import { openPostgresDatabase } from '../web/db/postgres-database.ts'

/** How often the sampler looks at pg_stat_activity while a run goes on. */
const SAMPLE_EVERY_MS = 25
const SHOWN = 3

export interface WaitSampler {
  /** The run's busiest wait events, as shares of the active backends sampled: `Lock:transactionid 41 %, CPU 30 %…`. */
  stop(): Promise<string>
}

/**
 * What the database's backends were doing during a run (PostgreSQL only): sampled from pg_stat_activity on a
 * connection of its own. A backend running with no wait event counts as `CPU`. Shows where a slow case waits.
 */
export function sampleWaits(url: string): WaitSampler {
  const db = openPostgresDatabase(url, 1)
  const counts = new Map<string, number>()
  let sampling = true
  const loop = (async () => {
    while (sampling) {
      const { rows } = await db.query<{ wait: string; backends: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as backends from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid() group by 1`,
        [],
        'bench_waits'
      )
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + row.backends)
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
    }
  })()
  return {
    async stop() {
      sampling = false
      await loop.finally(() => db.close())
      const total = [...counts.values()].reduce((sum, backends) => sum + backends, 0)
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, SHOWN)
        .map(([wait, backends]) => `${wait} ${Math.round((backends * 100) / total)} %`)
        .join(', ')
    }
  }
}

import { createDatabase, startPostgresCluster, type PostgresCluster } from '../tests/support/postgres-cluster.ts'
import { startWebHost, type WebHost } from '../tests/support/web-host.ts'

export const SERVER_KEY = 'bench-server-key-for-the-game-api-'.padEnd(48, 'k')
export type DatabaseKind = 'PGlite' | 'PostgreSQL'
export const DATABASE_KINDS: DatabaseKind[] = ['PGlite', 'PostgreSQL']

/** One throwaway PostgreSQL cluster for the whole run, started on first use. */
let cluster: Promise<PostgresCluster> | undefined
let databases = 0

export async function stopCluster(): Promise<void> {
  if (cluster) await (await cluster).stop()
  cluster = undefined
}

/** A fresh database of that kind: a new PGlite folder, or a new database in the throwaway cluster. */
export async function freshDatabaseUrl(kind: DatabaseKind): Promise<string | undefined> {
  if (kind === 'PGlite') return undefined
  cluster ??= startPostgresCluster()
  databases += 1
  return createDatabase((await cluster).url, `test_bench_${process.pid}_${databases}`)
}

/**
 * A web host with the game-server API on, on that database (several may share one PostgreSQL). The load
 * comes from one address, as many players: no per-address connection cap.
 */
export function startHostOn(databaseUrl: string | undefined, dataDir?: string, extraEnv: Record<string, string> = {}): Promise<WebHost> {
  // BENCH_PROFILE_DIR=/some/dir: each web host writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []
  const env = { SHOP_SERVER_KEY: SERVER_KEY, HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0', ...extraEnv }
  return startWebHost({ env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, nodeArgs, ...(dataDir ? { dataDir } : {}) })
}

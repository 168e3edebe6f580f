import { availableParallelism } from 'node:os'

/** Connections per core of the machine: past a few, they only take turns on its cores and contend for its locks. */
const CONNECTIONS_PER_CORE = 3
/** node-postgres's own default, the most a host keeps unless told. */
const MOST_BY_DEFAULT = 10

/**
 * Connections a host keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise: 3 per core of this machine (the
 * database usually runs on it), at most 10. On two cores the purchases bench found 6 best for mixed baskets and as good
 * as 10 for one product (docs/unions-purchase.md, « Connections »). Its own module: the settings read it without
 * loading the database driver.
 */
export function defaultPoolSize(cores: number): number {
  return Math.min(MOST_BY_DEFAULT, CONNECTIONS_PER_CORE * Math.max(1, cores))
}

export const DATABASE_POOL_DEFAULT = defaultPoolSize(availableParallelism())

import type { TestProject } from 'vitest/node'

import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/** One throwaway PostgreSQL cluster for the whole API run; each test file makes its own databases in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { TestProject } from 'vitest/node'

import { makeDatabaseTemplates, type DatabaseTemplates } from './database-templates.ts'
import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    databaseTemplates: DatabaseTemplates
  }
}

/**
 * One throwaway PostgreSQL cluster for the whole API run, in which each test file makes its own
 * databases, and the prepared databases of both kinds that tests start from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster()
  const folder = await mkdtemp(join(tmpdir(), 'boutique-db-templates-'))
  try {
    project.provide('databaseTemplates', await makeDatabaseTemplates(cluster.url, folder))
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('postgresUrl', cluster.url)
  return async () => {
    await cluster.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

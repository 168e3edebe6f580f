import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { TestProject } from 'vitest/node'
import { z } from 'zod'

import { makeDatabaseTemplates, type DatabaseTemplates } from './database-templates.ts'
import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    databaseTemplates: DatabaseTemplates
  }
}

/** Set by the first API project's setup, read by the second's (both list this file): one cluster for the run. */
const SHARED_VARIABLE = 'BOUTIQUE_TEST_POSTGRES'

const SharedCluster = z.object({
  postgresUrl: z.string(),
  databaseTemplates: z.object({
    pglite: z.object({ empty: z.string(), demo: z.string() }),
    postgres: z.object({ empty: z.string(), demo: z.string() })
  })
})

/**
 * One throwaway PostgreSQL cluster for the whole API run, in which each test file makes its own
 * databases, and the prepared databases of both kinds that tests start from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env[SHARED_VARIABLE]
  if (shared) {
    const { postgresUrl, databaseTemplates } = SharedCluster.parse(JSON.parse(shared))
    project.provide('databaseTemplates', databaseTemplates)
    project.provide('postgresUrl', postgresUrl)
    return async () => {}
  }
  const cluster = await startPostgresCluster()
  const folder = await mkdtemp(join(tmpdir(), 'boutique-db-templates-'))
  let databaseTemplates: DatabaseTemplates
  try {
    databaseTemplates = await makeDatabaseTemplates(cluster.url, folder)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('databaseTemplates', databaseTemplates)
  project.provide('postgresUrl', cluster.url)
  process.env[SHARED_VARIABLE] = JSON.stringify({ postgresUrl: cluster.url, databaseTemplates })
  return async () => {
    delete process.env[SHARED_VARIABLE]
    await cluster.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

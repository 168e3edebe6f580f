import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { inject } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { createDatabase } from './postgres-cluster.ts'
import type { DatabaseKind } from './test-databases.ts'

export interface SameHostData {
  /** The host's settings: demo mode, the server key, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>
  /** DATA_DIR (PGlite's home); the caller removes it (`folders`). */
  dataDir: string
  /** The same data, opened by the test while no host runs (PGlite) or beside it (PostgreSQL). */
  open(): Promise<Database>
}

/** One DATA_DIR (PGlite) or one DATABASE_URL (PostgreSQL) that each host started on it shares, in demo mode. */
export async function sameHostData(kind: DatabaseKind, serverKey: string, folders: string[]): Promise<SameHostData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-data-'))
  folders.push(dataDir)
  const env = { SHOP_DEMO: 'true', SHOP_SERVER_KEY: serverKey }
  if (kind === 'pglite') return { env, dataDir, open: () => openPgliteDatabase(join(dataDir, 'pglite')) }
  const url = await createDatabase(inject('postgresUrl'), `test_data_${randomBytes(4).toString('hex')}`)
  return { env: { ...env, DATABASE_URL: url }, dataDir, open: async () => openPostgresDatabase(url, 2) }
}

import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { STORED_FUNCTIONS } from '../../web/db/functions/index.ts'
import { migrate } from '../../web/db/migrate.ts'
import { MIGRATIONS } from '../../web/db/migrations/index.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { sqlChecksum } from '../../web/db/sql-checksum.ts'
import { freePort } from '../support/free-port.ts'
import { applyState, migrationStates } from '../support/migration-history.ts'
import { REPO_ROOT, TEST_NODE_ARGS } from '../support/web-host.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'

const LATEST_STATE = migrationStates().at(-1)!

describe('migration checksums and function files', () => {
  let db: Database | undefined
  afterEach(async () => {
    await db?.close()
    db = undefined
  })

  it('records every checksum on the first start of a database migrated before they existed, then only reads', async () => {
    db = await openPgliteDatabase(undefined)
    await applyState(db, LATEST_STATE)
    const missing = MIGRATIONS.filter((migration) => !LATEST_STATE.migrations.some((old) => old.version === migration.version))
    expect(await migrate(db)).toEqual(missing.map((migration) => migration.version))
    const recorded = await db.query<{ version: number; checksum: string }>(
      'select version, checksum from schema_migrations order by version'
    )
    expect(recorded.rows).toEqual(MIGRATIONS.map((migration) => ({ version: migration.version, checksum: sqlChecksum(migration.sql) })))
    const functions = await db.query<{ name: string; checksum: string }>('select name, checksum from schema_functions order by name')
    expect(functions.rows).toEqual(
      STORED_FUNCTIONS.map((fn) => ({ name: fn.name, checksum: sqlChecksum(fn.sql) })).sort((a, b) => a.name.localeCompare(b.name))
    )
    const before = await db.query<{ at: string }>('select max(applied_at)::text as at from schema_functions')
    expect(await migrate(db)).toEqual([])
    expect((await db.query<{ at: string }>('select max(applied_at)::text as at from schema_functions')).rows).toEqual(before.rows)
  })

  it('reapplies a function file whose text changed, and only that one, keeping the triggers that call it', async () => {
    db = await openPgliteDatabase(undefined)
    await migrate(db)
    const changed = STORED_FUNCTIONS.map((fn) =>
      fn.name === 'keep_stock_changes' ? { ...fn, sql: fn.sql.replace('return null;', 'return null; -- v2') } : fn
    )
    await migrate(db, MIGRATIONS, changed)
    const { rows } = await db.query<{ body: string }>("select prosrc as body from pg_proc where proname = 'keep_stock_changes'")
    expect(rows[0]?.body).toContain('return null; -- v2')
    const trigger = await db.query("select 1 from pg_trigger where tgname = 'product_stock_slots_deleted'")
    expect(trigger.rows).toHaveLength(1)
    const stored = await db.query<{ checksum: string }>("select checksum from schema_functions where name = 'keep_stock_changes'")
    expect(stored.rows[0]?.checksum).toBe(sqlChecksum(changed.find((fn) => fn.name === 'keep_stock_changes')!.sql))
  })

  it('writes nothing on a database a newer version migrated, not even its older function files', async () => {
    db = await openPgliteDatabase(undefined)
    await migrate(db)
    await db.exec(`insert into schema_migrations (version, name, checksum) values (99, 'from_a_newer_version', 'x');
      update schema_functions set checksum = 'newer' where name = 'adjust_product_stock'`)
    const before = await db.query('select name, checksum, applied_at from schema_functions order by name')
    expect(await migrate(db)).toEqual([])
    expect((await db.query('select name, checksum, applied_at from schema_functions order by name')).rows).toEqual(before.rows)
  })

  it('reads a checkout with Windows line ends as the same text', () => {
    expect(sqlChecksum('select 1;\r\nselect 2;\r\n')).toBe(sqlChecksum('select 1;\nselect 2;\n'))
  })

  it('stops the start of an in-process runner with the changed file named', async () => {
    db = await openPgliteDatabase(undefined)
    await migrate(db)
    const edited = MIGRATIONS.map((migration) =>
      migration.version === 13 ? { ...migration, sql: `${migration.sql}\n-- edited` } : migration
    )
    await expect(migrate(db, edited)).rejects.toThrow(/web\/db\/migrations\/013_stock_slots\.sql : le texte de cette migration a changé/)
  })
})

/** The built host on `databaseUrl`: its exit code and what it wrote, once it stopped by itself. */
async function hostExit(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-checksum-'))
  try {
    const child = spawn(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/main.mjs')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SHOP_DEMO: 'true'
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((done) => child.once('exit', done))
    return { code, output }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

describe('the built host on a database that ran another text of a shipped migration (PostgreSQL)', () => {
  it('exits 78 naming the file, and changes nothing', async () => {
    const url = await freshPostgresUrl()
    const db = openPostgresDatabase(url)
    try {
      await db.query("update schema_migrations set checksum = 'texte-d-avant' where version = 13")
      const { code, output } = await hostExit(url)
      expect(code).toBe(78)
      expect(output).toContain('web/db/migrations/013_stock_slots.sql : le texte de cette migration a changé')
      const { rows } = await db.query<{ checksum: string }>('select checksum from schema_migrations where version = 13')
      expect(rows[0]?.checksum).toBe('texte-d-avant')
    } finally {
      await db.close()
    }
  }, 60_000)
})

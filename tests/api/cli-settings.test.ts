import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { userRelations } from '../../web/backup/restore.ts'
import type { Database } from '../../web/db/database.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import demoCatalogue from '../../web/demo/catalogue.json'
import { runAdminCommand } from '../support/admin-commands.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { REPO_ROOT } from '../support/web-host.ts'

// The built commands (dist/server/*.mjs, node build.mjs --quiet) as processes, with only the settings given.
const SAMPLE_ENV_FILE = join(REPO_ROOT, 'docs/deploy/boutique.env')

let scratch: string
let catalogueFile: string
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'boutique-cli-settings-'))
  catalogueFile = join(scratch, 'catalogue.json')
  await writeFile(catalogueFile, JSON.stringify(demoCatalogue))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

/** A new, empty PostgreSQL database (createdb: no schema_migrations, no table). */
const emptyPostgresUrl = () => createDatabase(inject('postgresUrl'), `test_cli_${randomBytes(6).toString('hex')}`)

/** The commands that work on an existing shop's database, with arguments that would otherwise succeed. */
const NEVER_CREATE = (backupDir: string): [string, string[]][] => [
  ['catalog-import', [catalogueFile]],
  ['admin-grant', ['Lucas_Martin', 'admin']],
  ['backup', [backupDir]],
  ['forget-demo', ['--oui']]
]

/** docs/deploy/boutique.env as an admin fills it in, with this test's database. */
async function serviceEnvFile(name: string, database: { DATA_DIR: string } | { DATABASE_URL: string }): Promise<string> {
  const sample = await readFile(SAMPLE_ENV_FILE, 'utf8')
  const [setting, value] = Object.entries(database)[0] ?? []
  const file = join(scratch, `${name}.env`)
  await writeFile(file, `${sample.replace(/^DATA_DIR=.*$/m, '')}\n# this test's database\n${setting}='${value}'\n`)
  return file
}

async function withPglite<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPgliteDatabase(join(dataDir, 'pglite'))
  try {
    return await read(db)
  } finally {
    await db.close()
  }
}

async function withPostgres<T>(url: string, read: (db: Database) => Promise<T>): Promise<T> {
  const db = openPostgresDatabase(url, 1)
  try {
    return await read(db)
  } finally {
    await db.close()
  }
}

const hasMigrationsTable = async (db: Database) =>
  (await db.query<{ present: boolean }>(`select to_regclass('schema_migrations') is not null as present`)).rows[0]?.present
const productCount = async (db: Database) => (await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]?.n

describe('the commands refuse a database they did not expect to create (PGlite)', () => {
  it('a missing DATA_DIR: each refuses naming the folder, exit 1, and creates nothing', async () => {
    const absent = join(scratch, 'absent-data')
    const backupDir = join(scratch, 'absent-backups')
    const target = await emptyPostgresUrl()
    const commands: [string, string[]][] = [...NEVER_CREATE(backupDir), ['db-move', [target]]]
    for (const [name, args] of commands) {
      const { code, output } = await runAdminCommand(name, args, { DATA_DIR: absent })
      expect(code, `${name}: ${output}`).toBe(1)
      expect(output, name).toContain(`Refusé : aucune base embarquée dans le dossier ${absent} (DATA_DIR) : rien n’a été créé ni modifié`)
      expect(output, name).toContain('--env-file /etc/boutique/boutique.env')
      expect(existsSync(absent), name).toBe(false)
    }
    expect(existsSync(backupDir)).toBe(false)
    expect(await withPostgres(target, userRelations)).toEqual([])
  }, 120_000)

  it('an embedded database without a migration: each refuses naming the folder and it stays empty', async () => {
    const empty = join(scratch, 'empty-data')
    await withPglite(empty, async () => undefined)
    const backupDir = join(scratch, 'empty-backups')
    const target = await emptyPostgresUrl()
    const commands: [string, string[]][] = [...NEVER_CREATE(backupDir), ['db-move', [target]]]
    for (const [name, args] of commands) {
      const { code, output } = await runAdminCommand(name, args, { DATA_DIR: empty })
      expect(code, `${name}: ${output}`).toBe(1)
      expect(output, name).toContain(`Refusé : la base embarquée du dossier ${empty} (DATA_DIR) est vide (aucune migration appliquée`)
    }
    expect(await withPglite(empty, hasMigrationsTable)).toBe(false)
    expect(existsSync(backupDir)).toBe(false)
    expect(await withPostgres(target, userRelations)).toEqual([])
  }, 120_000)
})

describe('the commands refuse a PostgreSQL database without schema_migrations', () => {
  it('each refuses naming the database (its password hidden), exit 1, and writes no table', async () => {
    const url = new URL(await emptyPostgresUrl())
    url.password = 'secret-password'
    const backupDir = join(scratch, 'postgres-backups')
    for (const [name, args] of NEVER_CREATE(backupDir)) {
      const { code, output } = await runAdminCommand(name, args, { DATABASE_URL: url.toString() })
      expect(code, `${name}: ${output}`).toBe(1)
      expect(output, name).toMatch(/Refusé : la base PostgreSQL postgres:\/\/\S+ \(DATABASE_URL\) est vide/)
      expect(output, name).not.toContain('secret-password')
    }
    url.password = ''
    expect(await withPostgres(url.toString(), userRelations)).toEqual([])
    expect(existsSync(backupDir)).toBe(false)
  }, 120_000)
})

describe('--env-file: the service’s settings file, read as systemd reads it', () => {
  it('PGlite: db:migrate makes the shop’s database, every command then works on it and never on the shell’s DATA_DIR', async () => {
    const shopDir = join(scratch, 'service-data')
    const stray = join(scratch, 'stray-data')
    const file = await serviceEnvFile('pglite', { DATA_DIR: shopDir })
    const shell = { DATA_DIR: stray }

    const migrated = await runAdminCommand('db-migrate', ['--env-file', file], shell)
    expect(migrated.code, migrated.output).toBe(0)
    expect(migrated.output).toContain(`Migrations appliquées à la base embarquée du dossier ${shopDir} (DATA_DIR) : 1, 2`)

    const imported = await runAdminCommand('catalog-import', ['--env-file', file, catalogueFile], shell)
    expect(imported.code, imported.output).toBe(0)
    expect(imported.output).toContain(`dans la base embarquée du dossier ${shopDir} (DATA_DIR).`)

    const granted = await runAdminCommand('admin-grant', [`--env-file=${file}`, 'Personne', 'admin'], shell)
    expect(granted.output).toContain('Aucun compte ne s’appelle Personne')
    const forgotten = await runAdminCommand('forget-demo', ['--env-file', file, '--oui'], shell)
    expect(forgotten.output).toContain('Cette base n’a pas servi en mode démo')

    const backupDir = join(scratch, 'service-backups')
    const backedUp = await runAdminCommand('backup', ['--env-file', file, backupDir], shell)
    expect(backedUp.code, backedUp.output).toBe(0)
    const [backup] = await readdir(backupDir)
    // Its hint repeats the settings: restoring by copy-paste lands in the service's kind of database, not ./data.
    expect(backedUp.output).toContain(`npm run restore -- --env-file ${resolve(file)} `)

    // restore creates the database it fills: that is its job.
    const restoredDir = join(scratch, 'restored-data')
    const restoreFile = await serviceEnvFile('restored', { DATA_DIR: restoredDir })
    const restored = await runAdminCommand('restore', ['--env-file', restoreFile, join(backupDir, backup ?? '')], shell)
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toContain(`restaurée dans la base embarquée du dossier ${resolve(restoredDir)} (DATA_DIR)`)

    expect(existsSync(stray)).toBe(false)
    expect(await withPglite(shopDir, productCount)).toBe(demoCatalogue.products.length)
    expect(await withPglite(restoredDir, productCount)).toBe(demoCatalogue.products.length)
  }, 180_000)

  it('PostgreSQL: the file’s DATABASE_URL, not the shell’s', async () => {
    const [service, shellDatabase] = await Promise.all([emptyPostgresUrl(), emptyPostgresUrl()])
    const file = await serviceEnvFile('postgres', { DATABASE_URL: service })
    const shell = { DATABASE_URL: shellDatabase }
    expect((await runAdminCommand('db-migrate', ['--env-file', file], shell)).code).toBe(0)
    const imported = await runAdminCommand('catalog-import', ['--env-file', file, catalogueFile], shell)
    expect(imported.code, imported.output).toBe(0)
    expect(imported.output).toMatch(/dans la base PostgreSQL postgres:\/\/\S+ \(DATABASE_URL\)\./)
    expect(await withPostgres(service, productCount)).toBe(demoCatalogue.products.length)
    expect(await withPostgres(shellDatabase, userRelations)).toEqual([])
  }, 120_000)

  it('a missing file, a bad name in it, or no path: refused before any database is opened', async () => {
    const absent = join(scratch, 'absent.env')
    // As npm runs it: the script ends with `--` (package.json), so node leaves --env-file to the command.
    const missing = await runAdminCommand('catalog-import', ['--', '--env-file', absent, catalogueFile], {})
    expect(missing.code).toBe(1)
    expect(missing.output).toContain(`Refusé : Configuration invalide (README, « Settings ») :\n--env-file ${absent} : lecture impossible`)
    // Started by hand without `--`, node 20 itself refuses the missing file (nodejs/node#54232): still nothing opened.
    const byHand = await runAdminCommand('catalog-import', ['--env-file', absent, catalogueFile], {})
    expect(byHand.code).not.toBe(0)
    expect(byHand.output).toContain(absent)

    const bad = join(scratch, 'bad.env')
    await writeFile(bad, "export DATA_DIR='/tmp/x'\n")
    const badName = await runAdminCommand('admin-grant', ['--env-file', bad, 'Lucas_Martin', 'admin'], {})
    expect(badName.code).toBe(1)
    expect(badName.output).toContain('noms de réglages invalides : « export DATA_DIR »')

    const noPath = await runAdminCommand('backup', ['--env-file'], {})
    expect(noPath.code).toBe(2)
    expect(noPath.output).toContain('Usage : npm run backup -- [--env-file FICHIER]')
  })

  it('--help on every command says how to give it the service’s settings', async () => {
    for (const name of ['catalog-import', 'admin-grant', 'backup', 'restore', 'db-move', 'db-migrate', 'forget-demo']) {
      const { code, output } = await runAdminCommand(name, ['--help'], {})
      expect(code, name).toBe(0)
      expect(output, name).toContain('[--env-file FICHIER]')
      expect(output, name).toContain('--env-file FICHIER lit ceux du service')
    }
  }, 60_000)
})

describe('the host outside demo mode without its game servers', () => {
  it('stops at start with exit 78 naming GAME_SERVERS and the README section, before opening any database', async () => {
    const dataDir = join(scratch, 'live-without-servers')
    const env = { SHOP_DEMO: 'false', SHOP_SERVER_KEY: 'k'.repeat(32), PUBLIC_URL: 'https://boutique.example.fr', DATA_DIR: dataDir }
    const { code, output } = await runAdminCommand('main', [], env)
    expect(code).toBe(78)
    expect(output).toContain('Configuration invalide (README, « Settings ») :\nGAME_SERVERS est obligatoire hors mode démo')
    expect(existsSync(dataDir)).toBe(false)
  })
})

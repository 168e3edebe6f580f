import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { prepareDatabase } from '../../web/prepare-database.ts'
import { createDatabase } from './postgres-cluster.ts'

/** Prepared databases to copy, for each kind: without demo data (schema and shipped rates) and with it. */
export interface DatabaseTemplates {
  pglite: { empty: string; demo: string }
  postgres: { empty: string; demo: string }
}

/**
 * Made once per test run: preparing a database (PGlite's first start alone takes seconds) in every
 * test file cost minutes of the run; a copy of a template takes a fraction of a second.
 */
export async function makeDatabaseTemplates(postgresUrl: string, folder: string): Promise<DatabaseTemplates> {
  const [pglite, postgres] = await Promise.all([makePgliteTemplates(folder), makePostgresTemplates(postgresUrl)])
  return { pglite, postgres }
}

/** Tarballs of the data folder, written to `folder`: `openPgliteDatabase(undefined, blob)` starts from one. */
async function makePgliteTemplates(folder: string): Promise<DatabaseTemplates['pglite']> {
  const templates = { empty: join(folder, 'pglite-empty.tar'), demo: join(folder, 'pglite-demo.tar') }
  const db = await openPgliteDatabase(undefined)
  try {
    await prepareDatabase(db, { demo: false }, new Date())
    await writeFile(templates.empty, Buffer.from(await (await db.dump()).arrayBuffer()))
    await prepareDatabase(db, { demo: true }, new Date())
    await writeFile(templates.demo, Buffer.from(await (await db.dump()).arrayBuffer()))
  } finally {
    await db.close()
  }
  return templates
}

/** Databases of the test cluster that `CREATE DATABASE … TEMPLATE` copies; nothing stays connected to them. */
async function makePostgresTemplates(adminUrl: string): Promise<DatabaseTemplates['postgres']> {
  const templates = { empty: 'test_template_empty', demo: 'test_template_demo' }
  await prepareCopy(await createDatabase(adminUrl, templates.empty), false)
  await prepareCopy(await createDatabase(adminUrl, templates.demo, templates.empty), true)
  return templates
}

async function prepareCopy(url: string, demo: boolean): Promise<void> {
  const db = openPostgresDatabase(url)
  try {
    await prepareDatabase(db, { demo }, new Date())
  } finally {
    await db.close()
  }
}

const dumps = new Map<string, Promise<Blob>>()

/** A PGlite template's tarball, read once per test file. */
export function pgliteTemplate(path: string): Promise<Blob> {
  let dump = dumps.get(path)
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]))
    dumps.set(path, dump)
  }
  return dump
}

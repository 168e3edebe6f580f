#!/usr/bin/env node
// node scripts/oldest-release-fixture.mjs: writes tests/fixtures/releases/0.3.0.sql, the database of a shop that ran
// the oldest supported release (docs/releases.md, « The oldest supported release »):
//   - that commit's migrations, read from git (git show <commit>:web/db/migrations/NNN_….sql), applied as its runner
//     applied them (each then recorded in schema_migrations, at a fixed date); migration 8's host step (usernames
//     folded) had no account to fold then, so it has no SQL here;
//   - rows a shop of that release had made, written with SQL: players, purchases (Unions), a cash payment and its
//     refund that left a debt, a subscription, a limited stock and the staff journal.
// The file is committed: tests/api/upgrade-from-oldest.test.ts loads it without git. It is checked by loading it
// into an in-memory PGlite before it is written.
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'

import { SEED_SQL } from './oldest-release-seed.mjs'

const RELEASE = { version: '0.3.0', commit: 'ade93396f88a39cf6714d490ff7c181e1390281f' }
const APPLIED_AT = '2026-11-24 05:10:00+00'
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const output = join(root, 'tests/fixtures/releases', `${RELEASE.version}.sql`)

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })

/** [version, name, sql] of each migration of the release, in order, with the names its index.ts gave them. */
function releaseMigrations() {
  const index = git('show', `${RELEASE.commit}:web/db/migrations/index.ts`)
  const names = new Map([...index.matchAll(/\{ version: (\d+), name: '(\w+)'/g)].map(([, version, name]) => [Number(version), name]))
  const files = git('ls-tree', '--name-only', RELEASE.commit, 'web/db/migrations/')
    .split('\n')
    .filter((path) => /\/\d{3}_\w+\.sql$/.test(path))
    .sort()
  return files.map((path) => {
    const version = Number(/\/(\d{3})_/.exec(path)[1])
    if (!names.has(version)) throw new Error(`${path}: not in that commit's index.ts`)
    return [version, names.get(version), git('show', `${RELEASE.commit}:${path}`)]
  })
}

function fixtureSql() {
  const parts = [
    `-- The database of Boutique ${RELEASE.version} (commit ${RELEASE.commit}), with a shop's rows.`,
    '-- Written by scripts/oldest-release-fixture.mjs: do not edit, run it again.',
    // As that release's web/db/migrate.ts made it.
    `create table schema_migrations (\n  version integer primary key,\n  name text not null,\n  applied_at timestamptz not null default now()\n);`
  ]
  for (const [version, name, sql] of releaseMigrations()) {
    parts.push(`-- Migration ${version} (${name}), as shipped in ${RELEASE.version}.`, sql.trimEnd())
    parts.push(`insert into schema_migrations (version, name, applied_at) values (${version}, '${name}', '${APPLIED_AT}');`)
  }
  parts.push('-- The shop that ran it.', SEED_SQL.trim())
  return `${parts.join('\n\n')}\n`
}

const sql = fixtureSql()
const check = await PGlite.create()
await check.exec(sql).catch((error) => {
  console.error(`the fixture does not load: ${error.message}`)
  process.exit(1)
})
await check.close()
await mkdir(dirname(output), { recursive: true })
await writeFile(output, sql)
console.log(`${output}: ${sql.length} characters`)

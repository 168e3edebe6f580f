#!/usr/bin/env node
// node scripts/oldest-release-fixture.mjs: checks the oldest supported release's fixture (docs/releases.md, « The
// oldest supported release »), which tests/api/upgrade-from-oldest.test.ts builds without git:
//   - the schema: 0.3.0's migrations are the earlier state of commit SCHEMA_STATE in tests/fixtures/migration-history/
//     (scripts/migration-history.mjs wrote it; each earlier text is stored once there), text for text, read from git;
//   - the rows: tests/fixtures/releases/0.3.0-rows.sql, written by hand in that schema, load on top of it.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { PGlite } from '@electric-sql/pglite'

const RELEASE = { version: '0.3.0', commit: 'ade93396f88a39cf6714d490ff7c181e1390281f' }
const SCHEMA_STATE = '8d81b51'
const root = join(fileURLToPath(import.meta.url), '../..')
const HISTORY = join(root, 'tests/fixtures/migration-history')
const MIGRATIONS = 'web/db/migrations'

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 })

/** The migration texts of the history state of `commit`, today's file where the state stores none. */
function stateTexts(commit) {
  const folder = readdirSync(HISTORY).find((name) => name.endsWith(`-${commit}`))
  if (!folder) throw new Error(`no state of ${commit} in ${HISTORY}`)
  const state = JSON.parse(readFileSync(join(HISTORY, folder, 'state.json'), 'utf8'))
  return state.files.map((file) => [
    file,
    readFileSync(join(state.changed[file] ? HISTORY : join(root, MIGRATIONS), state.changed[file] ?? file), 'utf8')
  ])
}

const release = git('ls-tree', '--name-only', `${RELEASE.commit}:${MIGRATIONS}`)
  .split('\n')
  .filter((file) => /^\d{3}_.+\.sql$/.test(file))
  .sort()
const state = stateTexts(SCHEMA_STATE)
const differs = release.filter(
  (file, index) => state[index]?.[0] !== file || state[index][1] !== git('show', `${RELEASE.commit}:${MIGRATIONS}/${file}`)
)
if (differs.length > 0 || state.length !== release.length) {
  console.error(`${RELEASE.version}'s migrations are not the state of ${SCHEMA_STATE}: ${differs.join(', ') || 'another count'}`)
  process.exit(1)
}
const db = await PGlite.create()
for (const [, sql] of state) await db.exec(sql)
await db.exec(readFileSync(join(root, `tests/fixtures/releases/${RELEASE.version}-rows.sql`), 'utf8'))
await db.close()
console.log(`${RELEASE.version}: its ${release.length} migrations are the state of ${SCHEMA_STATE}, and its rows load on them`)

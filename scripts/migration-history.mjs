#!/usr/bin/env node
// Writes tests/fixtures/migration-history/: the migration texts as they were at each commit that changed
// web/db/migrations, so tests/api/migration-upgrades.test.ts can upgrade a database made by each earlier state
// without calling git (CI runs on a clean clone). Run it again after a commit that changes a migration.
//   node scripts/migration-history.mjs
// Each state is a folder <nn>-<commit>/ with state.json: the commit, its migration files in order, and for each file
// whose text differs from today's the path of that text under texts/ (named by its hash, one copy however many
// states share it); a file not listed there is today's text. A branch's state may have a gap
// (1…7 then 11: "gap": true). A state whose file for a version is not today's file for it is left out and listed
// in skipped.json (a number given back before it shipped: today's runner cannot tell it from today's migration).
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '../..')
const MIGRATIONS = 'web/db/migrations'
const OUT = join(root, 'tests/fixtures/migration-history')

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

function commitsTouchingMigrations() {
  const all = git('log', '--format=%H', '--', MIGRATIONS).split('\n')
  const main = git('log', '--first-parent', '--format=%H', '--', MIGRATIONS).split('\n')
  const hashes = [...new Set([...all, ...main])].filter(Boolean)
  const time = new Map(hashes.map((hash) => [hash, Number(git('show', '-s', '--format=%ct', hash).trim())]))
  // Oldest first, so the folders number the states in the order they existed.
  return hashes.sort((a, b) => time.get(a) - time.get(b))
}

function sqlFilesAt(commit) {
  return git('ls-tree', '--name-only', `${commit}:${MIGRATIONS}`)
    .split('\n')
    .filter((name) => /^\d{3}_.+\.sql$/.test(name))
    .sort()
}

function whyLeftOut(files, today) {
  const unknown = files.find((file) => !today.includes(file))
  return unknown ? `${unknown} is not a file of today's migrations` : undefined
}

/** A branch's state with a gap (1…7 and 11): the runner applies the missing versions after, in their order. */
function hasGap(files) {
  return files.some((file, index) => Number(file.slice(0, 3)) !== index + 1)
}

/** texts/<file>-<hash>.sql, written once: several states often hold the same earlier text. */
function writeText(file, text) {
  const name = `texts/${file.slice(0, -'.sql'.length)}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.sql`
  writeFileSync(join(OUT, name), text)
  return name
}

function main() {
  const today = readdirSync(join(root, MIGRATIONS))
    .filter((name) => /^\d{3}_.+\.sql$/.test(name))
    .sort()
  const todayText = new Map(today.map((file) => [file, readFileSync(join(root, MIGRATIONS, file), 'utf8')]))
  if (existsSync(OUT)) rmSync(OUT, { recursive: true })
  mkdirSync(join(OUT, 'texts'), { recursive: true })
  const seen = new Set()
  const skipped = []
  let number = 0
  for (const commit of commitsTouchingMigrations()) {
    const files = sqlFilesAt(commit)
    const reason = whyLeftOut(files, today)
    const subject = git('log', '-1', '--format=%ad %s', '--date=short', commit).trim().slice(0, 120)
    if (reason) {
      skipped.push({ commit, subject, reason })
      continue
    }
    const texts = files.map((file) => git('show', `${commit}:${MIGRATIONS}/${file}`))
    const key = JSON.stringify(files.map((file, index) => [file, texts[index]]))
    const changed = files.filter((file, index) => texts[index] !== todayText.get(file))
    // Same texts as an earlier state, or a prefix of today's migrations exactly: nothing new to upgrade from.
    if (seen.has(key) || (changed.length === 0 && files.length === today.length)) continue
    seen.add(key)
    number += 1
    const folder = join(OUT, `${String(number).padStart(2, '0')}-${commit.slice(0, 7)}`)
    mkdirSync(folder)
    const textOf = Object.fromEntries(changed.map((file) => [file, writeText(file, texts[files.indexOf(file)])]))
    const state = { commit, subject, gap: hasGap(files), files, changed: textOf }
    writeFileSync(join(folder, 'state.json'), JSON.stringify(state, null, 2) + '\n')
  }
  writeFileSync(join(OUT, 'skipped.json'), JSON.stringify(skipped, null, 2) + '\n')
  console.log(`${number} states written to ${OUT}, ${skipped.length} left out (skipped.json)`)
}

main()

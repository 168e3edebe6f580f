#!/usr/bin/env node
// Whether dist/ was built from the sources as they are: build.mjs stamps each build with the time it started
// (dist/build-stamp.json, dist/build-stamp-react.json); a source changed since then makes that build stale.
//   node scripts/dist-freshness.mjs [--react]    rebuilds what is stale (npm run test:api, test:e2e)
// tests/support/host-data-template.ts refuses a stale dist/ for any other way of running the tests.
import { spawnSync } from 'node:child_process'
import { readdir, readFile, stat } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** What the builds read: the three trees, the build and the scripts it imports, the installed packages. */
const INPUT_FOLDERS = ['src', 'web', 'overlay']
const INPUT_FILES = ['build.mjs', 'package-lock.json']
/** Notes beside the code (overlay/README.md, though, ships in the resource). */
const NOT_BUILT = /^(src|web)\/.*\.md$/

export const stampPath = (react = false) => join(root, 'dist', react ? 'build-stamp-react.json' : 'build-stamp.json')

/** Why the build (the React one with `react`) is stale, or undefined when it is not. */
export async function staleReason({ react = false } = {}) {
  const stamp = await readFile(stampPath(react), 'utf8').then(JSON.parse, () => undefined)
  const builtAt = Date.parse(stamp?.startedAt ?? '')
  if (Number.isNaN(builtAt)) return `${relative(root, stampPath(react))} is missing: nothing was built yet`
  const newest = await newestInput()
  if (newest.mtimeMs > builtAt) return `${newest.path} changed after the build of ${stamp.startedAt}`
  return undefined
}

async function newestInput() {
  const paths = [...INPUT_FILES, ...(await buildScripts())]
  for (const folder of INPUT_FOLDERS) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true })
    for (const entry of entries) {
      const path = relative(root, join(entry.parentPath, entry.name))
      if (entry.isFile() && !NOT_BUILT.test(path)) paths.push(path)
    }
  }
  let newest = { path: '', mtimeMs: 0 }
  for (const path of paths) {
    const { mtimeMs } = await stat(join(root, path))
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs }
  }
  return newest
}

/** The scripts build.mjs imports, and those they import: its plugins and helpers. */
async function buildScripts() {
  const found = new Set()
  const visit = async (path) => {
    for (const [, imported] of (await readFile(join(root, path), 'utf8')).matchAll(/from '(\.{1,2}\/[^']+\.mjs)'/g)) {
      const next = relative(root, join(root, dirname(path), imported))
      if (found.has(next)) continue
      found.add(next)
      await visit(next)
    }
  }
  await visit('build.mjs')
  return [...found]
}

async function rebuildIfStale(react) {
  const reason = await staleReason({ react })
  if (reason === undefined) return
  console.log(`dist-freshness: ${reason}: node build.mjs${react ? ' --react' : ''} --quiet`)
  const build = spawnSync(process.execPath, ['build.mjs', ...(react ? ['--react'] : []), '--quiet'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await rebuildIfStale(false)
  if (process.argv.includes('--react')) await rebuildIfStale(true)
}

import { execFileSync, spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REPO_ROOT } from '../support/web-host.ts'

// npm run release (scripts/release.mjs, docs/releases.md) on a copy of this tree made a git repository of its own:
// the refusals before anything is built, then a release without a tag, then one with it.
const NOT_COPIED = new Set(['node_modules', 'dist', 'release', 'data', '.git', 'screenshots', 'backups'])
let clone: string
let version: string

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: clone, encoding: 'utf8' })

function release(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: clone, encoding: 'utf8', timeout: 240_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

beforeAll(async () => {
  clone = await mkdtemp(join(tmpdir(), 'boutique-release-'))
  await cp(REPO_ROOT, clone, {
    recursive: true,
    filter: (source) =>
      !relative(REPO_ROOT, source)
        .split('/')
        .some((part) => NOT_COPIED.has(part))
  })
  // The dependencies, not copied: ignored by git, as in a real checkout.
  await symlink(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'))
  git('init', '--quiet')
  git('add', '--all')
  git('commit', '--quiet', '--message', 'release test')
  version = (JSON.parse(await readFile(join(clone, 'package.json'), 'utf8')) as { version: string }).version
})

afterAll(async () => {
  if (clone) await rm(clone, { recursive: true, force: true })
})

describe('npm run release', () => {
  it('refuses a tree with uncommitted changes, naming them, before building', async () => {
    await writeFile(join(clone, 'stray.txt'), 'oublié')
    const refused = release('--no-tag')
    expect(refused.status).toBe(1)
    expect(refused.output).toContain('l’arbre git n’est pas propre')
    expect(refused.output).toContain('stray.txt')
    await rm(join(clone, 'stray.txt'))
  })

  it('refuses a version without its CHANGELOG entry in French and English', async () => {
    const changelog = await readFile(join(clone, 'CHANGELOG.md'), 'utf8')
    await writeFile(join(clone, 'CHANGELOG.md'), changelog.replace(`## ${version} `, '## 0.0.0 '))
    git('commit', '--quiet', '--all', '--message', 'no entry')
    const refused = release('--no-tag')
    expect(refused.status).toBe(1)
    expect(refused.output).toContain(`CHANGELOG.md n’a pas d’entrée « ## ${version} »`)
    git('reset', '--quiet', '--hard', 'HEAD~1')
  })

  it('builds and writes release/boutique-<version>.zip, without a tag under --no-tag, then with it', async () => {
    const dryRun = release('--no-tag')
    expect(dryRun.output).toContain(`release/boutique-${version}.zip`)
    expect(dryRun.status).toBe(0)
    expect(git('tag', '--list')).toBe('')
    const zip = await readFile(join(clone, 'release', `boutique-${version}.zip`))
    // The same files as the build's own zip of the resource (scripts/write-zip.mjs: same files, same bytes).
    expect(zip.equals(await readFile(join(clone, 'dist/boutique.zip')))).toBe(true)
    expect(await readFile(join(clone, 'dist/boutique/fxmanifest.lua'), 'utf8')).toMatch(new RegExp(`^version '${version}'$`, 'm'))
    // The back-office's footer (scripts/admin-build.mjs).
    expect(await readFile(join(clone, 'dist/web/admin/index.html'), 'utf8')).toContain(`Boutique version ${version}</footer>`)

    const tagged = release()
    expect(tagged.status).toBe(0)
    expect(git('tag', '--list').trim()).toBe(`v${version}`)
    expect(git('for-each-ref', '--format=%(objecttype) %(contents:subject)', `refs/tags/v${version}`).trim()).toBe(
      `tag Boutique ${version} (CHANGELOG.md)`
    )
    // release/ and dist/ are ignored: the tree the tag names is the tree that was built.
    expect(git('status', '--porcelain')).toBe('')
    expect((await readFile(join(clone, 'release', `boutique-${version}.zip`))).equals(zip)).toBe(true)

    const again = release()
    expect(again.status).toBe(1)
    expect(again.output).toContain(`le tag v${version} existe déjà`)
  }, 600_000)
})

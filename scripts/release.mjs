#!/usr/bin/env node
// npm run release [-- --no-tag]: a release of the version in package.json (docs/releases.md).
//   1. the git tree is clean, CHANGELOG.md has that version's entry in French and English, the tag is free;
//   2. node build.mjs (the web host, the shop, the resource with its fxmanifest);
//   3. release/boutique-<version>.zip: the resource for the game server (scripts/write-zip.mjs);
//   4. the annotated git tag v<version> (not with --no-tag: a dry run, used by tests/api/release.test.ts).
// A refusal says why in French and exits 1 before anything is built or tagged.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { RESOURCE_NAME } from './build-resource.mjs'
import { writeZip } from './write-zip.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tagging = !process.argv.slice(2).includes('--no-tag')

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })

function refuse(message) {
  console.error(`[release] ${message}`)
  process.exit(1)
}

/** The version's entry: a `## X.Y.Z …` heading with a `### Français` and a `### English` part. */
export function changelogEntry(changelog, version) {
  const entry = changelog.split(/^## /m).find((part) => part.startsWith(`${version} `) || part.startsWith(`${version}\n`))
  if (!entry) return undefined
  return /^### Français$/m.test(entry) && /^### English$/m.test(entry) ? entry : undefined
}

async function checks() {
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
  if (!/^\d+\.\d+\.\d+$/.test(version)) refuse(`version « ${version} » : attendu X.Y.Z (semver)`)
  const dirty = git('status', '--porcelain').trim()
  if (dirty) refuse(`l’arbre git n’est pas propre ; validez ou mettez de côté :\n${dirty}`)
  const changelog = await readFile(join(root, 'CHANGELOG.md'), 'utf8').catch(() => '')
  if (!changelogEntry(changelog, version)) {
    refuse(`CHANGELOG.md n’a pas d’entrée « ## ${version} » avec ses parties « ### Français » et « ### English »`)
  }
  if (tagging && git('tag', '--list', `v${version}`).trim()) refuse(`le tag v${version} existe déjà`)
  return version
}

async function main() {
  const version = await checks()
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) refuse('la construction a échoué (node build.mjs)')
  await mkdir(join(root, 'release'), { recursive: true })
  const zipPath = join(root, 'release', `${RESOURCE_NAME}-${version}.zip`)
  const bytes = await writeZip(join(root, 'dist', RESOURCE_NAME), zipPath, RESOURCE_NAME)
  console.log(`[release] ${zipPath} (${bytes} octets)`)
  if (!tagging) return console.log(`[release] ${version} construite, sans tag (--no-tag)`)
  git('tag', '--annotate', `v${version}`, '--message', `Boutique ${version} (CHANGELOG.md)`)
  console.log(`[release] tag v${version} créé : git push origin v${version} pour le publier`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()

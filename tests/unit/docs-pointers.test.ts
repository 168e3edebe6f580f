import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

import { REPO_ROOT } from '../support/web-host.ts'

/** Where comments, test names and READMEs may point at docs/. */
const SOURCES = ['src', 'web', 'overlay', 'tests', 'scripts', 'docs', 'README.md', 'SECURITY.md', 'build.mjs', 'vitest.config.ts']
const SKIPPED = new Set(['node_modules', 'dist', 'fixtures', 'screenshots', 'vendor'])
const TEXT = /\.(ts|tsx|mjs|css|md|lua|html)$/

async function filesUnder(path: string): Promise<string[]> {
  const full = join(REPO_ROOT, path)
  if (TEXT.test(path)) return [full]
  const entries = await readdir(full, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(REPO_ROOT, file)
          .split('/')
          .some((part) => SKIPPED.has(part))
    )
}

/** GitHub's anchor of a heading: lower case, punctuation out, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

async function docsAnchors(): Promise<Map<string, Set<string>>> {
  const pages = (await readdir(join(REPO_ROOT, 'docs'))).filter((name) => name.endsWith('.md'))
  const anchors = new Map<string, Set<string>>()
  for (const page of pages) {
    const headings = (await readFile(join(REPO_ROOT, 'docs', page), 'utf8')).match(/^#+ .*$/gm) ?? []
    anchors.set(page, new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, '')))))
  }
  return anchors
}

async function everySource(): Promise<{ file: string; text: string }[]> {
  const files = (await Promise.all(SOURCES.map(filesUnder))).flat()
  return Promise.all(files.map(async (file) => ({ file: relative(REPO_ROOT, file), text: await readFile(file, 'utf8') })))
}

describe('pointers at docs/', () => {
  it('name a page and a heading that exist', async () => {
    const [anchors, sources] = await Promise.all([docsAnchors(), everySource()])
    const broken: string[] = []
    let pointers = 0
    for (const { file, text } of sources) {
      for (const [pointer, page = '', anchor] of text.matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        pointers++
        const known = anchors.get(page)
        if (!known || (anchor !== undefined && !known.has(anchor))) broken.push(`${file}: ${pointer}`)
      }
    }
    expect(pointers).toBeGreaterThan(200)
    expect(broken).toEqual([])
  })

  it('stand where the unpublished specification and tracker issues were cited', async () => {
    const cited = /\bSPEC ?§|\b[Ii]ssues? \d/
    const citing = (await everySource())
      .filter(({ file }) => file !== 'tests/unit/docs-pointers.test.ts')
      .flatMap(({ file, text }) => text.split('\n').flatMap((line, index) => (cited.test(line) ? [`${file}:${index + 1}`] : [])))
    // A maintainer cannot read either: a comment points at docs/ or says its reason itself.
    expect(citing).toEqual([])
  })
})

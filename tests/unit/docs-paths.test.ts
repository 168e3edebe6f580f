import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { REPO_ROOT } from '../support/web-host.ts'

/**
 * The other direction of docs-pointers.test.ts (code → docs): every path the documentation names exists,
 * so a map cannot go stale when a file moves.
 */
const DOCUMENTS = ['README.md', 'SECURITY.md', 'tests/README.md', 'web/README.md', 'overlay/README.md', 'src/README.md']
/** Folders of the repository a path may start with; what the build or a run makes (dist/, data/) is not checked. */
const TOP = '(?:src|web|overlay|tests|scripts|bench|docs)'
const PATH = new RegExp(`(?<=^|[\\s\`('"\\[])${TOP}/[^\\s\`'")\\]]*`, 'gm')
/** A heading after `#`, a line after `:`, the sentence's punctuation: not part of the path. */
const pathOnly = (reference: string) =>
  reference
    .replace(/#.*$/, '')
    .replace(/(:\d+(-\d+)?)$/, '')
    .replace(/[.,:;]+$/, '')
/**
 * A name of several (`*.ts`, `<name>`, `{a,b}`), a place on another machine, or what an install makes (`node_modules`,
 * absent from a fresh clone) is not one path of the repository.
 */
const PATTERN = /[*<>{}]|\.\.\.|…|node_modules/

async function documents(): Promise<string[]> {
  const pages = await readdir(join(REPO_ROOT, 'docs'), { recursive: true })
  return [...DOCUMENTS, ...pages.filter((page) => page.endsWith('.md')).map((page) => `docs/${page}`)]
}

/** A path from the repository's root, or from the document's own folder (tests/README.md names `support/…`). */
const exists = (document: string, path: string) => existsSync(join(REPO_ROOT, path)) || existsSync(join(REPO_ROOT, dirname(document), path))

describe('paths named by the documentation', () => {
  it('exist in the repository', async () => {
    const missing: string[] = []
    let named = 0
    for (const document of await documents()) {
      const text = await readFile(join(REPO_ROOT, document), 'utf8')
      for (const [reference] of text.matchAll(PATH)) {
        const path = pathOnly(reference)
        if (PATTERN.test(path)) continue
        named++
        if (!exists(document, path)) missing.push(`${document}: ${path}`)
      }
    }
    expect(named).toBeGreaterThan(300)
    expect(missing.join('\n')).toBe('')
  })
})

import { readdir } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { frenchLiterals } from '../support/french-literals.ts'
import { REPO_ROOT } from '../support/web-host.ts'

/**
 * Every module of both front-ends: components, and the modules that hold what they show (a page's
 * table, the back-office's menu and formats). Components alone let src/pages/subscriptions/feature-table.ts,
 * a page's .ts, hold its 17 row labels unseen. Left out: src/core/ (the messages themselves, and the
 * contract and rules shared with the host) and src/api/ (its failure texts name a path for the logs;
 * players and staff read the wording of its error kinds).
 */
async function components(): Promise<string[]> {
  const entries = await readdir(`${REPO_ROOT}/src`, { recursive: true })
  return entries
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !path.startsWith('core/') && !path.startsWith('api/'))
    .map((path) => `src/${path}`)
    .sort()
}

describe('French texts live in src/core/messages/ (research/code-style-anchors.md §11)', () => {
  it('no component of either front-end holds one', { timeout: 60_000 }, async () => {
    const found = await Promise.all((await components()).map((path) => frenchLiterals(path)))
    expect(found.flat()).toEqual([])
  })

  it('the check sees JSX text, read attributes, sentences in strings and templates', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises')
    const folder = await mkdtemp(`${REPO_ROOT}/tests/.french-`)
    try {
      const path = `${folder}/Sample.tsx`
      const code = [
        'export const A = () => <p title={`Monter ${1}`} className="admin-card">Retour</p>',
        'export const B = () => <img alt="Capture" data-testid="x" />',
        "export const c = 'Le serveur ne répond pas'",
        'export const d = `${1} produit(s) inchangé(s)`',
        "export const e = ['tokens', 'button button--ghost']",
        ''
      ].join('\n')
      await writeFile(path, code)
      const found = await frenchLiterals(path.slice(REPO_ROOT.length))
      expect(found.map((entry) => entry.split(' ').slice(1).join(' '))).toEqual([
        '"Monter  "',
        '"Retour"',
        '"Capture"',
        '"Le serveur ne répond pas"',
        '"  produit(s) inchangé(s)"'
      ])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

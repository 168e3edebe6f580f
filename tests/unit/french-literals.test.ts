import { readdir } from 'node:fs/promises'

import { beforeAll, describe, expect, it } from 'vitest'

import { frenchLiterals } from '../support/french-literals.ts'
import { REPO_ROOT } from '../support/web-host.ts'

/**
 * Components of both front-ends (src/**\/*.tsx) hold no French text: it lives in src/core/messages/
 * (research/code-style-anchors.md §11). TEMPORARY: the back-office components that still hold theirs when the
 * check arrived, each at its count of that day; the list only shrinks (issue 30).
 */
const OFFENDERS: Record<string, number> = {
  'src/admin/pages/CataloguePage.tsx': 21,
  'src/admin/pages/DailyShopAdminPage.tsx': 22,
  'src/admin/pages/ImportExportPage.tsx': 18,
  'src/admin/pages/sales/SalesPage.tsx': 16
}

let found: Map<string, string[]>

beforeAll(async () => {
  const entries = await readdir(`${REPO_ROOT}/src`, { recursive: true })
  const components = entries.filter((path) => path.endsWith('.tsx') && !path.startsWith('core/messages')).map((path) => `src/${path}`)
  found = new Map()
  for (const path of components.sort()) {
    const literals = await frenchLiterals(path)
    if (literals.length > 0) found.set(path, literals)
  }
}, 60_000)

describe('French texts live in src/core/messages/', () => {
  it('no component holds one, outside the shrinking list of back-office offenders', () => {
    const unexpected = [...found].filter(([path]) => OFFENDERS[path] === undefined).flatMap(([, literals]) => literals)
    expect(unexpected).toEqual([])
  })

  it('each listed offender holds exactly its count: one that moved its texts leaves the list', () => {
    const counts = Object.fromEntries(
      [...found].filter(([path]) => OFFENDERS[path] !== undefined).map(([path, literals]) => [path, literals.length])
    )
    expect(counts).toEqual(OFFENDERS)
  })
})

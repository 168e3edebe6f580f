import { beforeAll, describe, expect, it } from 'vitest'

import { deadExports } from '../support/dead-exports.ts'
import { moduleCycles } from '../support/module-cycles.ts'
import { readSourceGraph, type SourceFile } from '../support/source-graph.ts'

/** The product's code: the bundle and its shared core, the web host, the FiveM resource. */
const PRODUCT = (path: string) => /^(src|web|overlay)\//.test(path)

let files: Map<string, SourceFile>

// Parsing every source file (no type checking) takes a few seconds on a busy machine.
beforeAll(async () => {
  files = await readSourceGraph()
}, 60_000)

const file = (path: string, uses: SourceFile['uses'], exports: string[] = [], identifiers: Record<string, number> = {}): SourceFile => ({
  path,
  uses,
  exports,
  identifiers: new Map(Object.entries(identifiers))
})

describe('the import graph (type-only imports included)', () => {
  it('reads type-only imports, re-exports and import()', () => {
    const adminPage = files.get('src/admin/pages/AuditPage.tsx')
    expect(adminPage?.uses).toContainEqual({ target: 'src/admin/page-props.ts', names: ['PageProps'], reExports: [] })
    const handlers = files.get('overlay/src/server/delivery-handlers.ts')
    expect(handlers?.exports).toEqual(expect.arrayContaining(['DeliveryContext', 'DeliveryHandler', 'DeliveryHandlers']))
    const pages = files.get('src/admin/admin-pages.ts')
    expect(pages?.uses).toContainEqual({ target: 'src/admin/pages/AuditPage.tsx', names: ['*'], reExports: [] })
  })

  it('has no import cycle in src/, web/ or overlay/', () => {
    expect(moduleCycles(files, PRODUCT)).toEqual([])
  })

  it('finds a cycle made of type-only imports', () => {
    const graph = new Map([
      ['src/a.ts', file('src/a.ts', [{ target: 'src/b.ts', names: ['B'], reExports: [] }])],
      ['src/b.ts', file('src/b.ts', [{ target: 'src/a.ts', names: ['A'], reExports: [] }])]
    ])
    expect(moduleCycles(graph, PRODUCT)).toEqual([['src/a.ts', 'src/b.ts', 'src/a.ts']])
  })
})

describe('dead exports', () => {
  it('none in src/, web/ or overlay/: every export is imported somewhere (tests count) or used by its own file', () => {
    expect(deadExports(files, PRODUCT, true)).toEqual([])
  })

  it('follows re-exports and namespaces, and names what nothing takes', () => {
    const graph = new Map([
      ['src/leaf.ts', file('src/leaf.ts', [], ['taken', 'passed', 'dead'], { taken: 1, passed: 1, dead: 1 })],
      [
        'src/barrel.ts',
        file('src/barrel.ts', [{ target: 'src/leaf.ts', names: [], reExports: [{ from: 'passed', as: 'renamed' }] }], ['renamed'])
      ],
      [
        'tests/user.ts',
        file('tests/user.ts', [
          { target: 'src/leaf.ts', names: ['taken'], reExports: [] },
          { target: 'src/barrel.ts', names: ['renamed'], reExports: [] }
        ])
      ]
    ])
    expect(deadExports(graph, PRODUCT, true)).toEqual(['src/leaf.ts: dead'])
  })
})

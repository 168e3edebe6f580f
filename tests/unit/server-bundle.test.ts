import { fileURLToPath } from 'node:url'

import * as esbuild from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverBuildOptions } from '../../scripts/server-build.mjs'
import { importCycles } from '../support/module-cycles.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('the web host bundle (dist/server, as build.mjs builds it)', () => {
  let metafile: esbuild.Metafile
  beforeAll(async () => {
    const result = await esbuild.build({ ...serverBuildOptions(ROOT), write: false, sourcemap: false, logLevel: 'silent' })
    metafile = result.metafile as esbuild.Metafile
  })

  it('has no import cycle among the modules of web/ and src/core/', () => {
    expect(importCycles(metafile, 'web/')).toEqual([])
    expect(importCycles(metafile, 'src/core/')).toEqual([])
  })

  it('leaves the demo stand-ins (web/sandbox) out of what main.mjs loads at start, in a chunk of their own', () => {
    const outputs = metafile.outputs
    const staticClosure = new Set<string>()
    const visit = (path: string): void => {
      if (staticClosure.has(path)) return
      staticClosure.add(path)
      for (const entry of outputs[path]?.imports ?? []) if (entry.kind === 'import-statement' && !entry.external) visit(entry.path)
    }
    visit('dist/server/main.mjs')
    const modulesOf = (paths: Iterable<string>) => [...paths].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
    const loadedAtStart = modulesOf(staticClosure)
    expect(loadedAtStart).toContain('web/app.ts')
    expect(loadedAtStart.filter((module) => module.startsWith('web/sandbox/'))).toEqual([])

    const standInChunks = Object.keys(outputs).filter((path) => !path.endsWith('.map') && !staticClosure.has(path))
    const standInModules = modulesOf(standInChunks)
    expect(standInModules).toContain('web/sandbox/stand-ins.ts')
    expect(standInModules).toContain('web/sandbox/tebex/checkout-routes.ts')
    const dynamicImports = [...staticClosure].flatMap(
      (path) => outputs[path]?.imports.filter((entry) => entry.kind === 'dynamic-import') ?? []
    )
    expect(dynamicImports.map((entry) => entry.path).filter((path) => standInChunks.includes(path))).toHaveLength(1)
  })
})

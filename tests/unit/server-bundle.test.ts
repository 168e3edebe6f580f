import { fileURLToPath } from 'node:url'

import * as esbuild from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverBuildOptions } from '../../scripts/server-build.mjs'
import { importCycles } from '../support/import-cycles.ts'

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
})

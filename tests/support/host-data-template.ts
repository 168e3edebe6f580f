import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { staleReason } from '../../scripts/dist-freshness.mjs'
import { DATA_TEMPLATE_VARIABLE, startWebHost } from './web-host.ts'

/**
 * Global setup of the projects that start web hosts: the built host starts once on an empty folder
 * (PGlite's first start, migrations, demo data: about 4 s) and stops cleanly; every later host on
 * demo data starts on a copy (about 1 s). Runs once even when several projects list it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[DATA_TEMPLATE_VARIABLE]) return async () => {}
  // These tests run the built host and bundle: a build older than the sources would test other code.
  const stale = await staleReason()
  if (stale) throw new Error(`dist/ is stale (${stale}): run node build.mjs --quiet, or npm run test:api / test:e2e, which build first`)
  const template = await mkdtemp(join(tmpdir(), 'boutique-template-'))
  const host = await startWebHost({ dataDir: template })
  const code = await host.stop()
  if (code !== 0) throw new Error(`the template host exited with ${code}:\n${host.output()}`)
  process.env[DATA_TEMPLATE_VARIABLE] = template
  return async () => {
    delete process.env[DATA_TEMPLATE_VARIABLE]
    await rm(template, { recursive: true, force: true })
  }
}

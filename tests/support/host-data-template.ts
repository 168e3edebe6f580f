import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { DATA_TEMPLATE_VARIABLE, startWebHost } from './web-host.ts'

/**
 * Global setup of the projects that start web hosts: the built host starts once on an empty folder
 * (PGlite's first start, migrations, demo data: about 4 s) and stops cleanly; every later host on
 * demo data starts on a copy (about 1 s). Runs once even when several projects list it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[DATA_TEMPLATE_VARIABLE]) return async () => {}
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

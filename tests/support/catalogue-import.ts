import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import demoCatalogue from '../../web/demo/catalogue.json'
import { REPO_ROOT, TEST_NODE_ARGS } from './web-host.ts'

type CatalogueFile = typeof demoCatalogue
type CatalogueProduct = CatalogueFile['products'][number]

/** The demo catalogue with some products changed: what an admin edits and imports. */
export function demoCatalogueWith(change: (product: CatalogueProduct) => CatalogueProduct): CatalogueFile {
  return { ...demoCatalogue, products: demoCatalogue.products.map((product) => change({ ...product })) }
}

/**
 * `npm run catalog:import -- file.json` on the built CLI (dist/server/catalog-import.mjs), with the
 * database settings in `env` (DATA_DIR or DATABASE_URL). Rejects with the CLI's output when it refuses.
 */
export async function importCatalogue(catalogue: unknown, env: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'boutique-catalogue-'))
  try {
    const file = join(dir, 'catalogue.json')
    await writeFile(file, JSON.stringify(catalogue))
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/catalog-import.mjs'), file],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', ...env }
      }
    )
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

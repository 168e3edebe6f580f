import { readFile } from 'node:fs/promises'

import { importCatalogueFromCommandLine } from '../admin/catalogue/audited-import.ts'
import { CatalogueConflictError } from '../catalog/apply-catalogue.ts'
import { validateCatalogue, type Rejection } from '../catalog/validate-catalogue.ts'
import { migrate } from '../db/migrate.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { describeDatabase, openExistingDatabase } from './existing-database.ts'

const USAGE = 'Usage : npm run catalog:import -- [--env-file FICHIER] catalogue.json'

/** Imports an admin's catalogue file into the configured database; exit 1 and the reasons when refused. */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  const [path] = args
  if (!path || args.length > 1) {
    console.error(USAGE)
    return 2
  }
  const raw = await readJson(path)
  if (raw instanceof Error) return refuse([{ where: 'fichier', reason: raw.message }])
  const validation = validateCatalogue(raw)
  if (!validation.ok) return refuse(validation.rejections)

  const db = await openExistingDatabase(config)
  try {
    await migrate(db)
    // Audited like the back-office's import: the journal shows who (the command line) and what changed.
    const diff = await importCatalogueFromCommandLine(db, validation.catalogue)
    console.info(
      `Catalogue importé : ${validation.catalogue.products.length} produits ` +
        `(${diff.created.length} créés, ${diff.updated.length + diff.unchanged} mis à jour, ${diff.deactivated.length} désactivés) dans ${describeDatabase(config)}.`
    )
    return 0
  } catch (error) {
    if (error instanceof CatalogueConflictError) return refuse(error.rejections)
    throw error
  } finally {
    await db.close()
  }
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    return new Error(`lecture de ${path} impossible : ${error instanceof Error ? error.message : String(error)}`)
  }
}

function refuse(rejections: Rejection[]): number {
  console.error(`Catalogue refusé, rien n'a été modifié. ${rejections.length} problème(s) :`)
  for (const { where, reason } of rejections) console.error(`- ${where} : ${reason.replaceAll('\n', '\n    ')}`)
  return 1
}

runCommand(USAGE, main)

import * as z from 'zod/mini'

import type { AppDeps } from '../../app-deps.ts'
import { CatalogueConflictError } from '../../catalog/apply-catalogue.ts'
import { validateCatalogue, type Rejection } from '../../catalog/validate-catalogue.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { auditedCatalogueImport, CATALOGUE_IMPORT, type UnionsImportGuard } from '../catalogue/audited-import.ts'
import { diffCatalogue, exportCatalogue } from '../catalogue/catalogue-diff.ts'
import { asUnionsChange } from '../catalogue/unions-guard.ts'

const importSchema = z.object({ file: z.unknown(), dryRun: z.boolean() })

function refused(rejections: Rejection[]): HttpError {
  return new HttpError(400, `Catalogue refusé, rien n’a été modifié : ${rejections.length} problème(s).`, { rejections })
}

/** The whole catalogue as the import's file, and the import itself: a dry run lists the changes, the real one applies them in one transaction. */
export function catalogueFileRoutes(deps: AppDeps): AdminRoute[] {
  return [
    { method: 'GET', path: '/catalogue/export', role: 'staff', handle: async (c) => c.json(await exportCatalogue(deps.db)) },
    { method: 'POST', path: '/catalogue/import', role: 'staff', handle: (c) => importCatalogue(c, deps) }
  ]
}

async function importCatalogue(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const { file, dryRun } = await parseJsonBody(c, importSchema)
  const validation = validateCatalogue(file)
  if (!validation.ok) throw refused(validation.rejections)
  // The dry run only reads: nothing written, nothing audited.
  if (dryRun) return c.json({ dryRun: true, diff: diffCatalogue(await exportCatalogue(db), validation.catalogue) })
  const at = new Date(now())
  try {
    const guard: UnionsImportGuard = (change) => asUnionsChange(c.get('staff'), at, CATALOGUE_IMPORT.action, change)
    const diff = await auditedCatalogueImport(db, c.get('actor'), validation.catalogue, at, guard)
    return c.json({ dryRun: false, diff })
  } catch (error) {
    if (error instanceof CatalogueConflictError) throw refused(error.rejections)
    throw error
  }
}

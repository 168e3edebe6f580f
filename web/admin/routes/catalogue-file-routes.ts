import * as z from 'zod/mini'

import type { AppDeps } from '../../app-deps.ts'
import { applyCatalogueIn, CatalogueConflictError } from '../../catalog/apply-catalogue.ts'
import { validateCatalogue, type Rejection, type ValidCatalogue } from '../../catalog/validate-catalogue.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { diffCatalogue, exportCatalogue, type CatalogueDiff } from '../catalogue/catalogue-diff.ts'
import { asUnionsChange, givesUnions } from '../catalogue/unions-guard.ts'
import { auditedWrite } from '../staff-actions.ts'

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
  const kind = { action: 'catalogue.import', target: 'catalogue' }
  const at = new Date(now())
  try {
    const diff = await auditedWrite(db, c.get('actor'), kind, at, async (tx) => {
      // Every product locked first (lock order: products by id), then read: the diff is what this import changes.
      await tx.query('select id from products order by id for update')
      const current = await exportCatalogue(tx)
      const changes = diffCatalogue(current, validation.catalogue)
      await applyCatalogueIn(tx, validation.catalogue)
      const touched = new Set([...changes.updated, ...changes.deactivated].map((entry) => entry.id))
      const before = {
        products: current.products.filter((product) => touched.has(product.id)),
        home: current.home,
        creators: current.creators
      }
      const change = { before, after: changes, result: changes }
      return touchesUnions(current, validation.catalogue, changes) ? asUnionsChange(c.get('staff'), at, kind.action, change) : change
    })
    return c.json({ dryRun: false, diff })
  } catch (error) {
    if (error instanceof CatalogueConflictError) throw refused(error.rejections)
    throw error
  }
}

/** Whether the import creates or changes a product that gives Unions, before or after (unions-guard.ts). */
function touchesUnions(current: ValidCatalogue, file: ValidCatalogue, changes: CatalogueDiff): boolean {
  const ids = new Set([...changes.created, ...changes.updated].map((entry) => entry.id))
  return [...current.products, ...file.products].some((product) => ids.has(product.id) && givesUnions(product))
}

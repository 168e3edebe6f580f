import { hostname, userInfo } from 'node:os'

import { applyCatalogueIn } from '../../catalog/apply-catalogue.ts'
import type { ValidCatalogue } from '../../catalog/validate-catalogue.ts'
import type { Database } from '../../db/database.ts'
import { auditedWrite, type AuditedChange, type StaffActor } from '../staff-actions.ts'
import { diffCatalogue, exportCatalogue, type CatalogueDiff } from './catalogue-diff.ts'
import { givesUnions, unionsAction } from './unions-guard.ts'

export const CATALOGUE_IMPORT = { action: 'catalogue.import', target: 'catalogue' } as const

/** What a caller decides about an import that creates or changes a product giving Unions (unions-guard.ts). */
export type UnionsImportGuard = (change: AuditedChange<CatalogueDiff>) => AuditedChange<CatalogueDiff>

/**
 * Imports a catalogue file in one audited transaction, from the back-office or the command line: the journal
 * says who, and what changed (the products before, the diff after), like every other catalogue write.
 */
export function auditedCatalogueImport(
  db: Database,
  actor: StaffActor,
  catalogue: ValidCatalogue,
  at: Date,
  unionsGuard: UnionsImportGuard
): Promise<CatalogueDiff> {
  return auditedWrite(db, actor, CATALOGUE_IMPORT, at, async (tx) => {
    // Every product locked first (lock order: products by id), then read: the diff is what this import changes.
    await tx.query('select id from products order by id for update')
    const current = await exportCatalogue(tx)
    const changes = diffCatalogue(current, catalogue)
    await applyCatalogueIn(tx, catalogue)
    const touched = new Set([...changes.updated, ...changes.deactivated].map((entry) => entry.id))
    const before = {
      products: current.products.filter((product) => touched.has(product.id)),
      home: current.home,
      creators: current.creators
    }
    const change = { before, after: changes, result: changes }
    return touchesUnions(current, catalogue, changes) ? unionsGuard(change) : change
  })
}

/**
 * `npm run catalog:import`: the host's own command line, trusted like `admin:grant` (whoever runs it holds the
 * service's settings), audited as `console (<user>@<machine>)`; a Unions change is recorded under `unions.`.
 */
export function importCatalogueFromCommandLine(db: Database, catalogue: ValidCatalogue): Promise<CatalogueDiff> {
  const actor = { accountId: null, name: `console (${userInfo().username}@${hostname()})`, address: null }
  return auditedCatalogueImport(db, actor, catalogue, new Date(), (change) => ({
    ...change,
    action: unionsAction(CATALOGUE_IMPORT.action)
  }))
}

/** Whether the import creates or changes a product that gives Unions, before or after (unions-guard.ts). */
function touchesUnions(current: ValidCatalogue, file: ValidCatalogue, changes: CatalogueDiff): boolean {
  const ids = new Set([...changes.created, ...changes.updated].map((entry) => entry.id))
  return [...current.products, ...file.products].some((product) => ids.has(product.id) && givesUnions(product))
}

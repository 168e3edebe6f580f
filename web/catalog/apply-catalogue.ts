import type { Database, Queryable } from '../db/database.ts'
import { PRODUCT_COLUMNS, productRowValues } from './product-rows.ts'
import { setStock } from './stock-repository.ts'
import type { Rejection, ValidCatalogue } from './validate-catalogue.ts'

export interface ApplySummary {
  created: number
  updated: number
  deactivated: number
}

export class CatalogueConflictError extends Error {
  constructor(readonly rejections: Rejection[]) {
    super('Le catalogue entre en conflit avec la base de données.')
  }
}

const columnList = PRODUCT_COLUMNS.join(', ')
const placeholders = PRODUCT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')
const updates = PRODUCT_COLUMNS.filter((column) => column !== 'id')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ')
const UPSERT_PRODUCT = `insert into products (${columnList}) values (${placeholders})
  on conflict (id) do update set ${updates}, updated_at = now()`

/**
 * Makes the database's catalogue the file's, in one transaction. Products missing
 * from the file are deactivated, never deleted: orders keep pointing at them.
 */
export async function applyCatalogue(db: Database, catalogue: ValidCatalogue): Promise<ApplySummary> {
  return db.transaction((tx) => applyCatalogueIn(tx, catalogue))
}

/** The same, inside the caller's transaction (the back-office's audited import). */
export async function applyCatalogueIn(tx: Queryable, catalogue: ValidCatalogue): Promise<ApplySummary> {
  const existing = await tx.query<{ id: number; name: string; tebex_package_id: number | null; active: boolean }>(
    'select id, name, tebex_package_id, active from products order by id for update'
  )
  const conflicts = identityConflicts(existing.rows, catalogue)
  if (conflicts.length > 0) throw new CatalogueConflictError(conflicts)

  const fileIds = catalogue.products.map((product) => product.id)
  const deactivated = await tx.query('update products set active = false where not (id = any($1::int[])) and active returning id', [
    fileIds
  ])
  for (const product of catalogue.products) await tx.query(UPSERT_PRODUCT, productRowValues(product))
  // The file's stocks, after every product row is locked (above, in id order), as the lock order wants.
  for (const product of catalogue.products) await setStock(tx, product.id, product.stocks)
  await replaceHome(tx, catalogue.home)
  await replaceCreators(tx, catalogue.creators)

  const existingIds = new Set(existing.rows.map((row) => row.id))
  const created = fileIds.filter((id) => !existingIds.has(id)).length
  return { created, updated: fileIds.length - created, deactivated: deactivated.rows.length }
}

/** A name or store package may not move to another product id: history would point at the wrong thing. */
function identityConflicts(
  existing: { id: number; name: string; tebex_package_id: number | null }[],
  catalogue: ValidCatalogue
): Rejection[] {
  const idByName = new Map(existing.map((row) => [row.name, row.id]))
  const idByPackage = new Map(existing.flatMap((row) => (row.tebex_package_id ? [[row.tebex_package_id, row.id]] : [])))
  const rejections: Rejection[] = []
  for (const product of catalogue.products) {
    const nameOwner = idByName.get(product.name)
    if (nameOwner !== undefined && nameOwner !== product.id) {
      rejections.push({ where: `produit ${product.id}`, reason: `le nom ${product.name} appartient déjà au produit ${nameOwner}` })
    }
    const packageOwner = product.tebexPackageId === null ? undefined : idByPackage.get(product.tebexPackageId)
    if (packageOwner !== undefined && packageOwner !== product.id) {
      rejections.push({
        where: `produit ${product.id}`,
        reason: `le package ${product.tebexPackageId} appartient déjà au produit ${packageOwner}`
      })
    }
  }
  return rejections
}

async function replaceHome(tx: Queryable, home: ValidCatalogue['home']): Promise<void> {
  await tx.query('delete from shop_home')
  for (const list of ['bestSeller', 'shouldInterest'] as const) {
    for (const [position, productId] of home[list].entries()) {
      await tx.query('insert into shop_home (list, position, product_id) values ($1, $2, $3)', [list, position, productId])
    }
  }
}

async function replaceCreators(tx: Queryable, creators: string[]): Promise<void> {
  await tx.query('update creator_codes set active = false where not (code = any($1::text[]))', [creators])
  for (const code of creators) {
    await tx.query('insert into creator_codes (code) values ($1) on conflict (code) do update set active = true', [code])
  }
}

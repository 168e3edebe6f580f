import type { CatalogueProduct } from '../../catalog/catalogue-file.ts'
import type { ValidCatalogue } from '../../catalog/validate-catalogue.ts'
import type { Queryable } from '../../db/database.ts'
import { catalogueProductOf, FULL_PRODUCT_COLUMNS, type FullProductRow } from './product-records.ts'

/** The whole catalogue in the import's file format (inactive products included, so a round trip keeps them). */
export async function exportCatalogue(db: Queryable): Promise<ValidCatalogue> {
  const products = await db.query<FullProductRow>(`select ${FULL_PRODUCT_COLUMNS} from products order by id`)
  const home = await db.query<{ list: 'bestSeller' | 'shouldInterest'; product_id: number }>(
    'select list, product_id from shop_home order by list, position'
  )
  const creators = await db.query<{ code: string }>('select code from creator_codes where active order by code')
  return {
    products: products.rows.map(catalogueProductOf),
    home: {
      bestSeller: home.rows.filter((row) => row.list === 'bestSeller').map((row) => row.product_id),
      shouldInterest: home.rows.filter((row) => row.list === 'shouldInterest').map((row) => row.product_id)
    },
    creators: creators.rows.map((row) => row.code)
  }
}

export interface CatalogueDiff {
  created: { id: number; label: string }[]
  updated: { id: number; label: string; fields: string[] }[]
  deactivated: { id: number; label: string }[]
  unchanged: number
  homeChanged: boolean
  creatorsChanged: boolean
}

/** JSON with object keys sorted: jsonb keeps its own key order, the file its author's. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

function changedFields(before: CatalogueProduct, after: CatalogueProduct): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof CatalogueProduct)[])
  return [...keys].filter((key) => canonical(before[key]) !== canonical(after[key])).sort()
}

/** What importing `file` would change, product by product: what the dry run shows. */
export function diffCatalogue(current: ValidCatalogue, file: ValidCatalogue): CatalogueDiff {
  const existing = new Map(current.products.map((product) => [product.id, product]))
  const inFile = new Set(file.products.map((product) => product.id))
  const diff: CatalogueDiff = { created: [], updated: [], deactivated: [], unchanged: 0, homeChanged: false, creatorsChanged: false }
  for (const product of file.products) {
    const before = existing.get(product.id)
    if (!before) diff.created.push({ id: product.id, label: product.label })
    else {
      const fields = changedFields(before, product)
      if (fields.length > 0) diff.updated.push({ id: product.id, label: product.label, fields })
      else diff.unchanged += 1
    }
  }
  for (const product of current.products) {
    if (!inFile.has(product.id) && product.active) diff.deactivated.push({ id: product.id, label: product.label })
  }
  diff.homeChanged = JSON.stringify(current.home) !== JSON.stringify(file.home)
  diff.creatorsChanged = JSON.stringify([...current.creators].sort()) !== JSON.stringify([...file.creators].sort())
  return diff
}

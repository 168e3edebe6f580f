import type { ProductListQuery, ProductListRow } from '../../../src/core/contract/back-office-catalogue.ts'
import type { CatalogueProduct } from '../../catalog/catalogue-file.ts'
import { PRODUCT_COLUMNS, productRowValues } from '../../catalog/product-rows.ts'
import { setStock, stockOf } from '../../catalog/stock-repository.ts'
import type { Queryable } from '../../db/database.ts'
import { catalogueProductOf, FULL_PRODUCT_COLUMNS, type FullProductRow } from './product-records.ts'

export const PRODUCT_PAGE_SIZE = 25

const SORT_COLUMNS: Record<ProductListQuery['sort'], string> = {
  id: 'p.id',
  label: 'lower(p.label)',
  price: 'p.price',
  stocks: stockOf('p'),
  index: 'p.sort_index',
  updated: 'p.updated_at'
}

const FILTERS = `($1::text is null or p.label ilike $1 or p.name ilike $1 or p.id::text = $2)
  and ($3::text is null or p.category = $3) and ($4::text is null or p.money_type = $4)
  and ($5::boolean is null or p.active = $5)
  and ($6::text is null or ($6 = 'unlimited' and ${stockOf('p')} is null) or ($6 = 'limited' and ${stockOf('p')} > 0) or ($6 = 'out' and ${stockOf('p')} = 0))
  and ($7::text is null or ($7 = 'eligible' and p.daily_shop_eligible) or ($7 = 'only' and p.is_daily_shop_only)
       or ($7 = 'none' and not p.daily_shop_eligible))`

export async function listProducts(db: Queryable, query: ProductListQuery): Promise<{ products: ProductListRow[]; total: number }> {
  const search = query.search?.trim() ? query.search.trim() : null
  const params = [
    search && `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
    search,
    query.category ?? null,
    query.moneyType ?? null,
    query.active === undefined ? null : query.active === 'true',
    query.stock ?? null,
    query.daily ?? null
  ]
  const count = await db.query<{ total: number }>(`select count(*)::int as total from products p where ${FILTERS}`, params)
  const order = `${SORT_COLUMNS[query.sort]} ${query.dir === 'desc' ? 'desc nulls last' : 'asc nulls first'}, p.id`
  const { rows } = await db.query<ProductListRow>(
    `select p.id, p.name, p.label, p.category, p.price, p.money_type as "moneyType", coalesce(p.images->>0, '') as image, ${stockOf('p')} as stocks, p.active,
            p.daily_shop_eligible as "dailyShopEligible", p.is_daily_shop_only as "isDailyShopOnly",
            (select count(*)::int from order_lines l where l.product_id = p.id) as orders
       from products p where ${FILTERS} order by ${order} limit ${PRODUCT_PAGE_SIZE} offset $8`,
    [...params, (query.page - 1) * PRODUCT_PAGE_SIZE]
  )
  return { products: rows, total: count.rows[0]?.total ?? 0 }
}

/** The product in the file's format, locked when `forUpdate` (lock order: products by id). */
export async function readProduct(db: Queryable, id: number, forUpdate = false): Promise<CatalogueProduct | undefined> {
  const { rows } = await db.query<FullProductRow>(
    `select ${FULL_PRODUCT_COLUMNS} from products where id = $1${forUpdate ? ' for update' : ''}`,
    [id]
  )
  return rows[0] && catalogueProductOf(rows[0])
}

export async function countOrders(db: Queryable, productId: number): Promise<number> {
  const { rows } = await db.query<{ orders: number }>('select count(*)::int as orders from order_lines where product_id = $1', [productId])
  return rows[0]?.orders ?? 0
}

/** The name or store package another product already has: a product never takes another's identity. */
export async function identityTakenBy(db: Queryable, product: CatalogueProduct): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: number; name: string; tebex_package_id: number | null }>(
    'select id, name, tebex_package_id from products where id <> $1 and (name = $2 or tebex_package_id = $3)',
    [product.id, product.name, product.tebexPackageId]
  )
  const fields: Record<string, string> = {}
  for (const row of rows) {
    if (row.name === product.name) fields.name = `ce code appartient déjà au produit ${row.id}`
    if (row.tebex_package_id !== null && row.tebex_package_id === product.tebexPackageId)
      fields.tebexPackageId = `ce package appartient déjà au produit ${row.id}`
  }
  return fields
}

export async function nextProductId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ next: number }>('select coalesce(max(id), 0)::int + 1 as next from products')
  return rows[0]?.next ?? 1
}

const UPSERT = `insert into products (${PRODUCT_COLUMNS.join(', ')}) values (${PRODUCT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (id) do update set ${PRODUCT_COLUMNS.filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ')}, updated_at = now()`

/** Writes every column of the product (insert or whole update). */
/**
 * The product's row, and its stock when the product is new or turns limited or unlimited: a limited stock
 * otherwise moves only by adjustments (catalogue/adjust-stock.ts), so a purchase made meanwhile is never undone.
 */
export async function saveProduct(tx: Queryable, product: CatalogueProduct, before?: CatalogueProduct): Promise<void> {
  await tx.query(UPSERT, productRowValues(product))
  if (!before || (before.stocks === null) !== (product.stocks === null)) await setStock(tx, product.id, product.stocks)
}

export async function setProductActive(tx: Queryable, id: number, active: boolean): Promise<void> {
  await tx.query('update products set active = $2, updated_at = now() where id = $1', [id, active])
}

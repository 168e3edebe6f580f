import { createHash } from 'node:crypto'

import type { ShopData } from '../../src/core/contract/catalog.ts'
import type { Database, Queryable } from '../db/database.ts'
import { productFromRow, type ProductRow } from './product-rows.ts'
import { readStocks } from './stock-repository.ts'

export interface ShopSnapshot {
  revision: string
  shopVer: string
  shopData: ShopData
}

/** Catalogue changes plus stock changes (migration 013's shop_revision): any change the shop data shows moves it. */
export const CATALOG_REVISION_SQL = 'select revision::text as revision from shop_revision'

export async function readCatalogRevision(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ revision: string }>(CATALOG_REVISION_SQL)
  return rows[0]?.revision ?? '0'
}

/** Everything the bundle shows of the catalogue, in one round of queries (none per product). */
export async function readShopSnapshot(db: Database): Promise<ShopSnapshot> {
  return db.transaction(async (tx) => {
    // The revision and the rows it describes must come from one snapshot.
    await tx.query('set transaction isolation level repeatable read')
    const revision = await readCatalogRevision(tx)
    const products = await tx.query<Omit<ProductRow, 'stocks'>>(
      `select id, name, label, category, price, money_type, images, description, sort_index, theme,
              character_limit, is_daily_shop_only, daily_shop_eligible, daily_shop_discount, tebex_package_id, grants
         from products where active order by category, sort_index, id`
    )
    const stocks = await readStocks(tx)
    const home = await tx.query<{ list: 'bestSeller' | 'shouldInterest'; product_id: number }>(
      'select list, product_id from shop_home order by list, position'
    )
    const shopData: ShopData = {
      products: products.rows.map((row) => productFromRow({ ...row, stocks: stocks.get(row.id) ?? null })),
      home: {
        bestSeller: home.rows.filter((row) => row.list === 'bestSeller').map((row) => row.product_id),
        shouldInterest: home.rows.filter((row) => row.list === 'shouldInterest').map((row) => row.product_id)
      }
    }
    return { revision, shopVer: shopVersionOf(shopData), shopData }
  })
}

export function shopVersionOf(shopData: ShopData): string {
  return createHash('sha256').update(JSON.stringify(shopData)).digest('hex').slice(0, 16)
}

import { stockOf } from '../../catalog/stock-repository.ts'
import type { CatalogueProduct, Grant } from '../../catalog/catalogue-file.ts'
import type { ProductRow } from '../../catalog/product-rows.ts'

/** Every column of a products row, as the back-office and the export read it. */
export const FULL_PRODUCT_COLUMNS = `id, name, label, category, price, money_type, images, description, sort_index, theme, ${stockOf('products')} as stocks,
  character_limit, is_daily_shop_only, daily_shop_eligible, daily_shop_discount, tebex_package_id, grants, active,
  subscription_monthly_unions`

export interface FullProductRow extends ProductRow {
  grants: Grant[]
  active: boolean
  subscription_monthly_unions: number | null
}

/** A row in the catalogue file's format: what the import reads, the export writes and the form edits. */
export function catalogueProductOf(row: FullProductRow): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    category: row.category,
    price: row.price,
    moneyType: row.money_type,
    images: row.images,
    description: row.description,
    index: row.sort_index,
    theme: row.theme,
    stocks: row.stocks,
    characterLimit: row.character_limit,
    isDailyShopOnly: row.is_daily_shop_only,
    dailyShopEligible: row.daily_shop_eligible,
    ...(row.daily_shop_discount === null ? {} : { dailyShopDiscount: row.daily_shop_discount }),
    tebexPackageId: row.tebex_package_id,
    grants: row.grants,
    subscription: row.subscription_monthly_unions === null ? null : { monthlyUnions: row.subscription_monthly_unions },
    active: row.active
  }
}

import type { Product, ProductCategory, ShopData } from '../contract/catalog.ts'

/** docs/catalogue.md#what-is-listed: a product with no stock left, or sold only in the daily shop, is not listed. */
export function isListed(product: Product): boolean {
  return !product.isDailyShopOnly && (product.stocks === null || product.stocks > 0)
}

/** A category's listed products in the staff's order (then by id); the page and the host's first screen both. */
export function listedProducts(shopData: ShopData | undefined, category: ProductCategory): Product[] {
  return (shopData?.products ?? [])
    .filter((product) => product.category === category && isListed(product))
    .sort((a, b) => a.index - b.index || a.id - b.id)
}

/** docs/constants.md#timings: the home page's carousel of best sellers shows a new product every 7500 ms. */
export const CAROUSEL_INTERVAL_MS = 7_500

/** docs/catalogue.md#home-page: a home list's products (best sellers, suggestion) that are listed, in the list's order. */
export function listedHomeProducts(shopData: ShopData | undefined, ids: readonly number[] | undefined): Product[] {
  const products = shopData?.products ?? []
  return (ids ?? [])
    .map((id) => products.find((product) => product.id === id))
    .filter((product): product is Product => product !== undefined && isListed(product))
}

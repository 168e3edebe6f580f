import { shopVerResponseSchema, type Product } from '../../src/core/contract/catalog.ts'
import { dailyShopResponseSchema, type DailyOffer } from '../../src/core/contract/daily-shop.ts'

/** Today's catalogue and offers as the host serves them: tests choose their products from these, never by a fixed id. */
export async function shopToday(hostUrl: string): Promise<{ products: Product[]; offers: DailyOffer[] }> {
  const shopVer = shopVerResponseSchema.parse(await (await fetch(`${hostUrl}/api/shopVer`)).json())
  const daily = dailyShopResponseSchema.parse(await (await fetch(`${hostUrl}/api/dailyShop`)).json())
  return { products: shopVer.shopData?.products ?? [], offers: daily.offers }
}

/**
 * An object sold in Unions on « Objets » with no stock or character limit that is not one of today's
 * offers: a daily offer of the same product would merge with it in the basket.
 */
export function regularItemOf({ products, offers }: { products: Product[]; offers: DailyOffer[] }): Product {
  const offered = new Set(offers.map((offer) => offer.itemId))
  const item = products.find(
    (product) =>
      product.category === 'item' &&
      product.moneyType === 'tokens' &&
      product.stocks === null &&
      product.characterLimit === 0 &&
      !product.isDailyShopOnly &&
      !offered.has(product.id)
  )
  if (!item) throw new Error('the catalogue has no object for sale outside today’s offers')
  return item
}

import { shopVerResponseSchema, type ShopVerResponse } from '../core/contract/catalog.ts'

/** The element web/http/inlined-shop-page.ts writes in index.html (docs/first-screen.md#inlined-shop-data). */
const INLINED_SHOP_ID = 'shop-data'

/**
 * The shop data the host inlined in the page, checked with GET /api/shopVer's own schema, so the first render
 * has product cards without waiting for the API; undefined when absent or not valid (the page then asks as before).
 */
export function readInlinedShop(): Required<ShopVerResponse> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINED_SHOP_ID)
  if (!element?.textContent) return undefined
  try {
    const parsed = shopVerResponseSchema.safeParse(JSON.parse(element.textContent))
    return parsed.success && parsed.data.shopData ? { shopVer: parsed.data.shopVer, shopData: parsed.data.shopData } : undefined
  } catch (failure) {
    console.warn('[shop] inlined shop data unreadable:', failure)
    return undefined
  }
}

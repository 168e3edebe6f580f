import { atom, computed, onMount } from 'nanostores'

import { fetchShopVer } from '../api/shop-api.ts'
import type { Product, ShopData } from '../core/contract/catalog.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { clearErrorPage, showErrorPage } from './error-page.ts'
import { readInlinedShop } from './inlined-shop.ts'
import { hideFullScreenLoader, showFullScreenLoader } from './loader.ts'
import { goHome } from './router.ts'
import { shopStatePart } from './persistence.ts'
import { SHOP_VERSION_REFRESH_MS } from './refresh-periods.ts'

// The page's inlined data is the current version when it was served: newer than a stored copy, checked again below.
const stored = readInlinedShop() ?? shopStatePart.read()
export const $shopData = atom<ShopData | undefined>(stored.shopData)
export const $shopVer = atom<string | undefined>(stored.shopVer)

export const $productsById = computed($shopData, (shopData) => {
  const byId = new Map<number, Product>()
  for (const product of shopData?.products ?? []) byId.set(product.id, product)
  return byId
})

/** Asks the service whether the shop changed; replaces the data only when it did. */
export async function refreshShop(): Promise<void> {
  try {
    const response = await fetchShopVer($shopVer.get())
    if (response.shopData) {
      $shopData.set(response.shopData)
      $shopVer.set(response.shopVer)
      shopStatePart.write({ ...shopStatePart.read(), shopVer: response.shopVer, shopData: response.shopData })
    }
    clearErrorPage('SHOP_NOT_FOUND')
  } catch (failure) {
    console.warn('[shop] version check failed:', failure)
    if (!$shopData.get()) showErrorPage('SHOP_NOT_FOUND')
  }
}

/** SHOP_NOT_FOUND's 'Réessayer' (docs/errors.md#error-page): home, under the full-screen loader, while the shop is asked again. */
export async function retryShop(): Promise<void> {
  showFullScreenLoader(shopMessages.loadingShop)
  clearErrorPage('SHOP_NOT_FOUND')
  goHome()
  try {
    await refreshShop()
  } finally {
    hideFullScreenLoader()
  }
}

/** Shop data the service sent with another answer (a purchase's new stocks); the version check still runs. */
export function replaceShopData(shopData: ShopData): void {
  $shopData.set(shopData)
  shopStatePart.write({ ...shopStatePart.read(), shopData })
}

onMount($shopData, () => {
  void refreshShop()
  const timer = setInterval(() => void refreshShop(), SHOP_VERSION_REFRESH_MS)
  return () => clearInterval(timer)
})

import { atom, computed } from 'nanostores'

import { fetchStoreCategories } from '../api/store-provider-api.ts'
import type { StoreCategory, StorePackage } from '../core/contract/store-provider.ts'
import { listingSlugOf } from '../core/domain/categories.ts'
import { $router } from './router.ts'
import { whenStoreProvider } from './store-provider-config.ts'

/** docs/catalogue.md#store-packages. */
export const STORE_CATEGORIES_REFRESH_MS = 60_000

/** The store provider's categories with their packages, and when they were fetched (docs/client-state.md#persisted-parts). */
export const $storeCategories = atom<{ categories: StoreCategory[]; fetchedAt: number } | undefined>(undefined)

export const $storePackagesById = computed($storeCategories, (state) => {
  const byId = new Map<number, StorePackage>()
  for (const category of state?.categories ?? []) for (const item of category.packages) byId.set(item.id, item)
  return byId
})

/** The load on its way, which callers share. */
const $loading = atom<Promise<void> | undefined>(undefined)

/** Fetches the categories; a failure keeps the last ones (and is only logged). */
export function loadStoreCategories(): Promise<void> {
  const running = $loading.get()
  if (running) return running
  const loading = (async () => {
    try {
      const provider = await whenStoreProvider()
      if (!provider) return
      $storeCategories.set({ categories: await fetchStoreCategories(provider), fetchedAt: Date.now() })
    } catch (failure) {
      console.warn('[store] categories unavailable:', failure)
    } finally {
      $loading.set(undefined)
    }
  })()
  // The body pauses at its first await, so this runs before its finally.
  $loading.set(loading)
  return loading
}

/** The categories no older than 60 s: fetched again when older. */
export async function freshStoreCategories(now = Date.now()): Promise<void> {
  const state = $storeCategories.get()
  if (!state || now - state.fetchedAt >= STORE_CATEGORIES_REFRESH_MS) await loadStoreCategories()
}

/** Whether the provider still sells a package: undefined while its categories are unknown. */
export function isPackageSold(packageId: number): boolean | undefined {
  if (!$storeCategories.get()) return undefined
  return $storePackagesById.get().has(packageId)
}

/** docs/catalogue.md#store-packages: loaded when visiting abonnements (Grades) or tokens if empty, then every 60 s while there. */
const CASH_LISTINGS: ReadonlySet<string> = new Set(['abonnements', 'tokens'])

export function followCashListings(): () => void {
  let refreshTimer: ReturnType<typeof setInterval> | undefined
  const stopFollowing = $router.subscribe((page) => {
    const slug = page && (page.route === 'listing' || page.route === 'product') ? listingSlugOf(page.params.category) : undefined
    if (slug && CASH_LISTINGS.has(slug)) {
      if (!$storeCategories.get()) void loadStoreCategories()
      refreshTimer ??= setInterval(() => void loadStoreCategories(), STORE_CATEGORIES_REFRESH_MS)
    } else if (refreshTimer) {
      clearInterval(refreshTimer)
      refreshTimer = undefined
    }
  })
  return () => {
    stopFollowing()
    clearInterval(refreshTimer)
  }
}

import type { Database } from '../db/database.ts'
import { readCatalogRevision, readShopSnapshot, type ShopSnapshot } from './shop-data.ts'

export interface ShopDataCache {
  /** The current shop data; reloaded only when the catalogue revision moved. */
  get(): Promise<ShopSnapshot>
}

export function createShopDataCache(db: Database): ShopDataCache {
  let current: ShopSnapshot | undefined
  let loading: Promise<ShopSnapshot> | undefined

  function reload(): Promise<ShopSnapshot> {
    loading ??= readShopSnapshot(db)
      .then((snapshot) => {
        current = snapshot
        return snapshot
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }

  return {
    async get() {
      const revision = await readCatalogRevision(db)
      return current?.revision === revision ? current : reload()
    }
  }
}

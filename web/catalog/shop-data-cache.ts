import { coalescedRead } from '../db/coalesced-read.ts'
import type { Database } from '../db/database.ts'
import { readCatalogRevision, readShopSnapshot, type ShopSnapshot } from './shop-data.ts'

export interface ShopDataCache {
  /**
   * The current shop data; reloaded only when the catalogue revision moved. Every call reads the
   * revision after it was made (shared with the calls made meanwhile: web/db/coalesced-read.ts), so a
   * change committed by any host sharing the database shows in the next call.
   */
  get(): Promise<ShopSnapshot>
}

export function createShopDataCache(db: Database): ShopDataCache {
  let current: ShopSnapshot | undefined
  let loading: Promise<ShopSnapshot> | undefined
  const currentRevision = coalescedRead(() => readCatalogRevision(db))

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
      const revision = await currentRevision()
      if (current?.revision === revision) return current
      const snapshot = await reload()
      // A reload already under way may have started before the revision this call read.
      return BigInt(snapshot.revision) < BigInt(revision) ? reload() : snapshot
    }
  }
}

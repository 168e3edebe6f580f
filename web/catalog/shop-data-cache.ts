import { coalescedRead } from '../db/coalesced-read.ts'
import type { Database, SoleUser } from '../db/database.ts'
import { CATALOG_REVISION_SQL, readCatalogRevision, readShopSnapshot, type ShopSnapshot } from './shop-data.ts'

export interface ShopDataCache {
  /**
   * The current shop data; reloaded only when the catalogue revision moved. Every call reads the
   * revision after it was made (shared with the calls made meanwhile: web/db/coalesced-read.ts), so a
   * change committed by any host sharing the database shows in the next call.
   */
  get(): Promise<ShopSnapshot>
  /**
   * The shop data at `revision` or later, `revision` having just been read from the database (a purchase
   * returns it): no read of the revision when the kept copy is that recent.
   */
  atLeast(revision: string): Promise<ShopSnapshot>
}

export function createShopDataCache(db: Database): ShopDataCache {
  let current: ShopSnapshot | undefined
  let loading: Promise<ShopSnapshot> | undefined
  const currentRevision = revisionReader(db)

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

  async function atLeast(revision: string): Promise<ShopSnapshot> {
    if (current && BigInt(current.revision) >= BigInt(revision)) return current
    const snapshot = await reload()
    // A reload already under way may have started before the revision this call read.
    return BigInt(snapshot.revision) < BigInt(revision) ? reload() : snapshot
  }

  return {
    async get() {
      const revision = await currentRevision()
      return current?.revision === revision ? current : atLeast(revision)
    },
    atLeast
  }
}

/**
 * The revision as committed before the call. Read from the database each time (shared by the calls
 * arriving together), but on a database this process alone uses (PGlite, database.ts): there the last
 * read stays the answer until any other statement ran, so an idle shop asked for its version reads nothing.
 */
function revisionReader(db: Database): () => Promise<string> {
  const soleUser = db.soleUser
  if (!soleUser) return coalescedRead(() => readCatalogRevision(db))
  let known: { revision: string; turn: number } | undefined
  const read = coalescedRead(() => readOnTurn(soleUser))
  return async () => {
    if (known && known.turn === soleUser.lastTurn()) return known.revision
    const fresh = await read()
    if (!known || fresh.turn > known.turn) known = fresh
    return fresh.revision
  }
}

async function readOnTurn(soleUser: SoleUser): Promise<{ revision: string; turn: number }> {
  const { rows, turn } = await soleUser.readOnTurn<{ revision: string }>(CATALOG_REVISION_SQL)
  return { revision: rows[0]?.revision ?? '0', turn }
}

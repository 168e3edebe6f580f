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
  /**
   * The current shop data when that needs no read (on a database this process alone uses, nothing ran since the
   * revision was last read), else undefined: the caller then calls get(). Lets the hottest answer skip a promise.
   */
  knownNow(): ShopSnapshot | undefined
}

export function createShopDataCache(db: Database): ShopDataCache {
  let current: ShopSnapshot | undefined
  let loading: Promise<ShopSnapshot> | undefined
  const { read: currentRevision, knownNow: revisionKnownNow } = revisionReader(db)

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
    atLeast,
    knownNow() {
      const revision = revisionKnownNow()
      return revision !== undefined && current?.revision === revision ? current : undefined
    }
  }
}

/**
 * The revision as committed before the call. Read from the database each time (shared by the calls
 * arriving together), but on a database this process alone uses (PGlite, database.ts): there the last
 * read stays the answer until any other statement ran, so an idle shop asked for its version reads nothing.
 */
function revisionReader(db: Database): { read: () => Promise<string>; knownNow: () => string | undefined } {
  const soleUser = db.soleUser
  if (!soleUser) return { read: coalescedRead(() => readCatalogRevision(db)), knownNow: () => undefined }
  let known: { revision: string; turn: number } | undefined
  const fresh = coalescedRead(() => readOnTurn(soleUser))
  const knownNow = () => (known && known.turn === soleUser.lastTurn() ? known.revision : undefined)
  const read = async () => {
    const revision = knownNow()
    if (revision !== undefined) return revision
    const latest = await fresh()
    if (!known || latest.turn > known.turn) known = latest
    return latest.revision
  }
  return { read, knownNow }
}

async function readOnTurn(soleUser: SoleUser): Promise<{ revision: string; turn: number }> {
  const { rows, turn } = await soleUser.readOnTurn<{ revision: string }>(CATALOG_REVISION_SQL)
  return { revision: rows[0]?.revision ?? '0', turn }
}

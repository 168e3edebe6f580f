import { atom, computed, onMount } from 'nanostores'

import { fetchDailyShop } from '../api/shop-api.ts'
import type { DailyOffer } from '../core/contract/daily-shop.ts'
import { nextParisMidnight, parisDay } from '../core/domain/paris-time.ts'
import { shopStatePart } from './persistence.ts'
import { $loggedIn } from './session.ts'
import { $shopData } from './shop.ts'

/**
 * The daily shop's cache delay is ours to choose: 60 s, like the other
 * listings (docs/client-state.md#refresh-timers), so a player who comes back to the page sees a stock or an
 * offer change within a minute without a call on every render.
 */
export const DAILY_SHOP_MAX_AGE_MS = 60_000
/** docs/daily-shop.md#refresh: midnight Paris time plus 5 s. */
export const DAILY_RESET_DELAY_MS = 5_000

export type DailyShopStatus = 'idle' | 'loading' | 'error' | 'ready'

export interface DailyShopState {
  offers: DailyOffer[]
  lastFetchedAt: number | undefined
  status: DailyShopStatus
}

const NO_OFFERS: DailyShopState = { offers: [], lastFetchedAt: undefined, status: 'idle' }

/** Offers kept from an earlier Paris day are yesterday's: never shown again. */
function storedState(): DailyShopState {
  const stored = shopStatePart.read().dailyShop
  return stored && parisDay(stored.lastFetchedAt) === parisDay(Date.now()) ? { ...stored, status: 'ready' } : NO_OFFERS
}

export const $dailyShop = atom<DailyShopState>(storedState())

/** Offers fetched on an earlier Paris day are yesterday's, whatever the delay says. */
export function isDailyShopFresh(lastFetchedAt: number | undefined, now: number): boolean {
  if (lastFetchedAt === undefined) return false
  return now - lastFetchedAt < DAILY_SHOP_MAX_AGE_MS && parisDay(lastFetchedAt) === parisDay(now)
}

/** Which load may write (only the newest), and the one on its way that callers share. */
const $loads = atom<{ latest: number; pending: Promise<void> | undefined }>({ latest: 0, pending: undefined })

/** Fetches today's offers unless fresh ones are cached; `force` always asks (midnight, a vanished offer). */
export function refreshDailyShop(force = false): Promise<void> {
  if (!force && isDailyShopFresh($dailyShop.get().lastFetchedAt, Date.now())) return Promise.resolve()
  const { pending } = $loads.get()
  if (!force && pending) return pending
  // The load starts once `pending` is set: its first read mounts the store, whose mount asks for a refresh too.
  const load = Promise.resolve().then(loadOffers)
  $loads.set({ ...$loads.get(), pending: load })
  void load.finally(() => {
    if ($loads.get().pending === load) $loads.set({ ...$loads.get(), pending: undefined })
  })
  return load
}

/** A new load: every older one, still on its way, may no longer write. */
function newLoad(): number {
  const latest = $loads.get().latest + 1
  $loads.set({ ...$loads.get(), latest })
  return latest
}

async function loadOffers(): Promise<void> {
  // Only the newest call may write: a forced refresh wins over an older one still on its way.
  const id = newLoad()
  $dailyShop.set({ ...$dailyShop.get(), status: 'loading' })
  try {
    const offers = await fetchDailyShop()
    if (id !== $loads.get().latest) return
    const lastFetchedAt = Date.now()
    $dailyShop.set({ offers, lastFetchedAt, status: 'ready' })
    shopStatePart.write({ ...shopStatePart.read(), dailyShop: { offers, lastFetchedAt } })
  } catch (failure) {
    if (id !== $loads.get().latest) return
    console.warn('[daily shop] not loaded:', failure)
    $dailyShop.set({ ...$dailyShop.get(), status: 'error' })
  }
}

const $canLoad = computed([$loggedIn, $shopData], (loggedIn, shopData) => loggedIn && shopData !== undefined)

/**
 * At each Paris midnight yesterday's offers leave the page ('Chargement des offres du jour...'),
 * and the forced reload follows 5 s later (docs/daily-shop.md#refresh). Returns the stop.
 */
function scheduleMidnightReloads(): () => void {
  let timer: ReturnType<typeof setTimeout>
  const arm = () => {
    const now = Date.now()
    timer = setTimeout(
      () => {
        newLoad()
        $dailyShop.set({ ...NO_OFFERS, status: 'loading' })
        timer = setTimeout(() => {
          void refreshDailyShop(true)
          arm()
        }, DAILY_RESET_DELAY_MS)
      },
      nextParisMidnight(now) - now
    )
  }
  arm()
  return () => clearTimeout(timer)
}

onMount($dailyShop, () => {
  // docs/daily-shop.md#offers: reloaded once both the user and the shop data are there.
  const stopWatching = $canLoad.subscribe((canLoad) => {
    if (canLoad) void refreshDailyShop()
  })
  const stopMidnight = scheduleMidnightReloads()
  return () => {
    stopWatching()
    stopMidnight()
  }
})

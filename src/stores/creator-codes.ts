import { atom, onMount } from 'nanostores'

import { fetchCreators } from '../api/shop-api.ts'
import { shopStatePart } from './persistence.ts'

/** docs/cash-checkout.md#creator-code. */
export const CREATOR_CODES_MAX_AGE_MS = 300_000

/** docs/cash-checkout.md#creator-code: the shop's list (GET /api/getCreators), kept between visits with its age. */
const stored = shopStatePart.read().creatorCodes
export const $creatorCodes = atom<readonly string[]>(stored?.codes ?? [])
const $fetchedAt = atom(stored?.fetchedAt ?? 0)

/** Fetches the list unless the kept one is under 5 minutes old (or `force`); a failure keeps it. */
export async function loadCreatorCodes(force = false, now = Date.now()): Promise<void> {
  const fetchedAt = $fetchedAt.get()
  if (!force && fetchedAt > 0 && now - fetchedAt < CREATOR_CODES_MAX_AGE_MS) return
  try {
    const codes = await fetchCreators()
    $creatorCodes.set(codes)
    $fetchedAt.set(now)
    shopStatePart.write({ ...shopStatePart.read(), creatorCodes: { codes, fetchedAt: now } })
  } catch (failure) {
    console.warn('[creators] list unavailable:', failure)
  }
}

// Read where it is shown: the suggestions of the checkout's creator code field.
onMount($creatorCodes, () => {
  void loadCreatorCodes()
})

import { computed } from 'nanostores'

import type { PublicConfig } from '../core/contract/public-config.ts'
import { $publicConfig } from './public-config.ts'

export type StoreProviderConfig = NonNullable<PublicConfig['storeProvider']>

/** The store provider of GET /api/config: undefined while the config is loading, null when cash checkout is off. */
export const $storeProvider = computed($publicConfig, (config) => (config ? config.storeProvider : undefined))

/** docs/client-state.md#http-seam: the config is fetched once; a checkout started before it arrives waits for it (at most 15 s). */
const CONFIG_WAIT_MS = 15_000

export function whenStoreProvider(): Promise<StoreProviderConfig | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), CONFIG_WAIT_MS)
    function finish(value: StoreProviderConfig | null) {
      clearTimeout(timer)
      // The store answers at once when the config is there: unsubscribe is set by the time this microtask runs.
      queueMicrotask(() => unsubscribe())
      resolve(value)
    }
    const unsubscribe = $storeProvider.subscribe((provider) => {
      if (provider !== undefined) finish(provider)
    })
  })
}

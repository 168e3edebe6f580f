import { atom, onMount } from 'nanostores'

import { fetchPublicConfig } from '../api/shop-api.ts'
import type { PublicConfig } from '../core/contract/public-config.ts'

export const $publicConfig = atom<PublicConfig | undefined>(undefined)

/** The fetch on its way, which callers share. */
const $loading = atom<Promise<PublicConfig | undefined> | undefined>(undefined)

/** One fetch at a time; a failure is logged and the next caller tries again. */
function loadPublicConfig(): Promise<PublicConfig | undefined> {
  const running = $loading.get()
  if (running) return running
  const loading = fetchPublicConfig().then(
    (config) => {
      $publicConfig.set(config)
      return config
    },
    (failure: unknown) => {
      console.warn('[config] unavailable:', failure)
      $loading.set(undefined)
      return undefined
    }
  )
  $loading.set(loading)
  return loading
}

/** The settings once known (undefined when they could not be read): what names the default game server. */
export function whenPublicConfig(): Promise<PublicConfig | undefined> {
  const config = $publicConfig.get()
  return config ? Promise.resolve(config) : loadPublicConfig()
}

onMount($publicConfig, () => {
  void loadPublicConfig()
})

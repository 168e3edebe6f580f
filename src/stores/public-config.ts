import { atom, onMount } from 'nanostores'

import { fetchPublicConfig } from '../api/shop-api.ts'
import type { PublicConfig } from '../contract/public-config.ts'

export const $publicConfig = atom<PublicConfig | undefined>(undefined)

onMount($publicConfig, () => {
  fetchPublicConfig().then(
    (config) => $publicConfig.set(config),
    (failure: unknown) => console.warn('[config] unavailable:', failure)
  )
})

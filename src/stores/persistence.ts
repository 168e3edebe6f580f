import * as z from 'zod/mini'

import { shopDataSchema } from '../contract/catalog.ts'
import { currencyCodeSchema } from '../contract/exchange-rate.ts'
import { persistedPart } from '../lib/persisted-part.ts'

/**
 * SPEC §3 "Persisted client state": two parts. The app part (version 6) keeps the
 * player's choices; the shop part (version 3) keeps what was last fetched, so a
 * reload shows the shop at once. Later features add their fields with a migration.
 */
export const appStatePart = persistedPart({
  key: 'boutique:app',
  version: 6,
  schema: z.object({ currency: currencyCodeSchema }),
  defaults: { currency: 'EUR' as const },
  migrations: {}
})

export const shopStatePart = persistedPart({
  key: 'boutique:shop',
  version: 3,
  schema: z.object({ shopVer: z.optional(z.string()), shopData: z.optional(shopDataSchema) }),
  defaults: {},
  migrations: {}
})

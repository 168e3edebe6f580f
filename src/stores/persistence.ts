import { persistentAtom } from '@nanostores/persistent'
import * as z from 'zod/mini'

import { shopDataSchema } from '../core/contract/catalog.ts'
import { accountSchema, characterSchema } from '../core/contract/account.ts'
import { ATTEMPT_KINDS, attemptCounterSchema } from '../core/domain/attempt-counter-schema.ts'
import { cashBasketSchema } from '../core/domain/cash-basket-schema.ts'
import { currencyCodeSchema } from '../core/contract/exchange-rate.ts'
import { dailyOfferSchema } from '../core/contract/daily-shop.ts'
import { playerTransactionsResponseSchema } from '../core/contract/transactions.ts'
import { persistedPart } from '../lib/persisted-part.ts'

/**
 * docs/client-state.md#persisted-parts: two parts. The app part (version 6) keeps the
 * player's choices; the shop part (version 3) keeps what was last fetched, so a
 * reload shows the shop at once. A field added as optional needs no migration: a state saved before
 * it reads as it was, so the versions stay 6 and 3 (docs/client-state.md#persisted-parts); a field that changes shape bumps the
 * version with a migration (persisted-part.ts).
 */
const appStateSchema = z.object({
  currency: currencyCodeSchema,
  /** The logged-in player as whoAmI last described them; the session cookie stays the authority. */
  user: z.optional(accountSchema),
  /** The chosen game server, and the chosen character on each server (docs/accounts.md#servers-and-characters). */
  server: z.optional(z.string()),
  selectedCharacters: z._default(z.record(z.string(), z.int()), {}),
  /** The player's characters per server and when each list was fetched (docs/client-state.md#persisted-parts). */
  characters: z.optional(z.record(z.string(), z.object({ list: z.array(characterSchema), fetchedAt: z.int() }))),
  /** When the contact form last sent a message (docs/client-state.md#persisted-parts). */
  lastContactSubmitAt: z.optional(z.int().check(z.positive())),
  /** The Unions basket (docs/basket.md#lines), without its item errors. */
  basket: z.optional(
    z.array(z.object({ id: z.int(), quantity: z.int().check(z.positive()), isFromDailyShop: z.boolean(), discount: z.int() }))
  ),
  /** The item a visitor tried to add before logging in (docs/basket.md#adding). */
  pendingItem: z.optional(z.object({ id: z.int(), timestamp: z.int(), isGift: z.boolean() })),
  /** The cash product a visitor tried to buy before logging in, kept apart from the Unions basket's item. */
  cashPendingItem: z.optional(z.object({ id: z.int(), timestamp: z.int(), isGift: z.boolean() })),
  /** The store provider's basket (docs/cash-checkout.md#the-cash-basket): it must outlive the provider's login page. */
  cashBasket: z.optional(cashBasketSchema),
  /** docs/constants.md#attempt-limits, kept so that a reload does not lift a block. */
  attempts: z.optional(z.partialRecord(z.enum(ATTEMPT_KINDS), attemptCounterSchema))
})
export type AppState = z.infer<typeof appStateSchema>

export const appStatePart = persistedPart<AppState>({
  key: 'boutique:app',
  version: 6,
  schema: appStateSchema,
  defaults: { currency: 'EUR', selectedCharacters: {} },
  migrations: {}
})

/**
 * The app part as one store: each concern reads its slice and updates it with
 * updateAppState. A change made in another tab arrives here too.
 */
export const $appState = persistentAtom<AppState>(appStatePart.key, appStatePart.defaults, {
  encode: appStatePart.encode,
  decode: appStatePart.decode
})

export function updateAppState(patch: Partial<AppState>): void {
  $appState.set({ ...$appState.get(), ...patch })
}

export const shopStatePart = persistedPart({
  key: 'boutique:shop',
  version: 3,
  schema: z.object({
    shopVer: z.optional(z.string()),
    shopData: z.optional(shopDataSchema),
    /** Today's offers and when they were fetched (docs/daily-shop.md#offers). */
    dailyShop: z.optional(z.object({ offers: z.array(dailyOfferSchema), lastFetchedAt: z.int() })),
    /** The exchange rates and when they were fetched (docs/client-state.md#persisted-parts). */
    rates: z.optional(z.object({ values: z.partialRecord(currencyCodeSchema, z.number().check(z.positive())), fetchedAt: z.int() })),
    /** The creator codes a player may enter and when they were fetched (docs/client-state.md#persisted-parts). */
    creatorCodes: z.optional(z.object({ codes: z.array(z.string()), fetchedAt: z.int() })),
    /** The player's transactions as last fetched (docs/client-state.md#persisted-parts), for that account only. */
    transactions: z.optional(z.object({ accountId: z.int(), data: playerTransactionsResponseSchema, fetchedAt: z.int() }))
  }),
  defaults: {},
  migrations: {}
})

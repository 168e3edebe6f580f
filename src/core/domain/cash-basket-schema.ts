import * as z from 'zod/mini'

// The cash basket's stored shape, apart from its rules (cash-basket.ts): the app part's schema reads it at
// start, and the rules load with the checkout (docs/constants.md#bundle-budget).

/** docs/cash-checkout.md#the-cash-basket. */
export const CASH_BASKET_LIFETIME_MS = 3_600_000

/** docs/cash-checkout.md#gifts. */
export const giftTargetSchema = z.object({ id: z.int().check(z.positive()), nickname: z.string().check(z.minLength(1), z.maxLength(40)) })
export type GiftTarget = z.infer<typeof giftTargetSchema>

/** What the player asked for: the store provider's package and, for a gift, who receives it. */
export const requestedPackageSchema = z.object({ id: z.int().check(z.positive()), giftTarget: z.nullable(giftTargetSchema) })
export type RequestedPackage = z.infer<typeof requestedPackageSchema>

const cashBasketLineSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  /** Euros, as the provider prices it. */
  price: z.number(),
  quantity: z.int(),
  giftTarget: z.nullable(giftTargetSchema)
})
export type CashBasketLine = z.infer<typeof cashBasketLineSchema>

/**
 * docs/cash-checkout.md#the-cash-basket, as kept across the provider's login page: its ident, whose it is, when it
 * was made, the provider's last view of it (lines, prices in euros, codes), the auth step and the request.
 */
export const cashBasketSchema = z.object({
  ident: z.string().check(z.minLength(1), z.maxLength(200)),
  accountId: z.int(),
  createdAt: z.int(),
  packages: z.array(cashBasketLineSchema),
  basePrice: z.number(),
  totalPrice: z.number(),
  currency: z.string(),
  creatorCode: z.nullable(z.string()),
  coupons: z.array(z.string()),
  authUrl: z.optional(z.object({ payload: z.string(), isSuccess: z.boolean() })),
  requestedPackageData: z.optional(requestedPackageSchema)
})
export type CashBasket = z.infer<typeof cashBasketSchema>

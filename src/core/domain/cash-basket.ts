import * as z from 'zod/mini'

import type { Account } from '../contract/account.ts'
import type { AddPackageRequest, Basket } from '../contract/store-provider.ts'
import { CASH_BASKET_LIFETIME_MS, giftTargetSchema, type CashBasket, type RequestedPackage } from './cash-basket-schema.ts'
import { formatUnions } from './money.ts'

export * from './cash-basket-schema.ts'

/** A path of this site, as the Discord state accepts it: one leading slash, never '//' or '/\'. */
const localPath = z.string().check(z.maxLength(512), z.regex(/^\/(?![/\\])\S*$/))

/** The query parameter basketauthurldata (docs/cash-checkout.md#returns): where to come back to, and what was being bought. */
export const basketAuthUrlDataSchema = z.object({
  previousPage: localPath,
  authUrl: z.literal('validation'),
  giftTarget: z.nullable(giftTargetSchema),
  id: z.int().check(z.positive())
})
export type BasketAuthUrlData = z.infer<typeof basketAuthUrlDataSchema>

/** docs/cash-checkout.md#the-cash-basket: older than 1 h, or not the signed-in player's, the basket is dropped. */
export function isCashBasketStale(basket: CashBasket, accountId: number | undefined, now: number): boolean {
  return accountId === undefined || basket.accountId !== accountId || now - basket.createdAt > CASH_BASKET_LIFETIME_MS
}

/** The provider's basket over ours: its lines (with the gift target we asked for), prices and codes. */
export function withProviderBasket(basket: CashBasket, provider: Basket): CashBasket {
  const giftTargetOf = (id: number) =>
    basket.packages.find((line) => line.id === id)?.giftTarget ??
    (basket.requestedPackageData?.id === id ? basket.requestedPackageData.giftTarget : null)
  return {
    ...basket,
    packages: provider.packages.map((line) => ({
      id: line.id,
      name: line.name,
      image: line.image ?? null,
      price: line.in_basket.price,
      quantity: line.in_basket.quantity,
      giftTarget: giftTargetOf(line.id)
    })),
    basePrice: provider.base_price,
    totalPrice: provider.total_price,
    currency: provider.currency,
    creatorCode: provider.creator_code || null,
    coupons: provider.coupons.map((coupon) => coupon.code)
  }
}

/** A new basket as we keep it, before the provider has lines in it. */
export function newCashBasket(provider: Basket, accountId: number, now: number, request: RequestedPackage): CashBasket {
  const empty: CashBasket = {
    ident: provider.ident,
    accountId,
    createdAt: now,
    packages: [],
    basePrice: 0,
    totalPrice: 0,
    currency: provider.currency,
    creatorCode: null,
    coupons: [],
    requestedPackageData: request
  }
  return withProviderBasket(empty, provider)
}

/**
 * The add body (docs/cash-checkout.md#package-variables): identifier (the player, or the gift target), gifter (the player, or the text
 * null),
 * discord_id for the special packages — the buyer's own, never on a gift (the game rewards the
 * recipient, whose Discord id the buyer does not have). Tebex may drop variables its panel does not
 * define; the line's `custom` is documented to come back in the webhooks, so a gift also names both
 * players there, and the shop reads them from it first.
 */
export function addPackageBody(user: Account, request: RequestedPackage, specialPackages: readonly number[]): AddPackageRequest {
  const target = request.giftTarget
  const variables: Record<string, string> = {
    identifier: String(target?.id ?? user.id),
    gifter: target ? String(user.id) : 'null'
  }
  if (!target && specialPackages.includes(request.id) && user.discordId) variables.discord_id = user.discordId
  return {
    package_id: request.id,
    quantity: 1,
    variable_data: variables,
    ...(target ? { custom: { gift_target_data: { id: target.id, nickname: target.nickname }, gifter_id: user.id } } : {})
  }
}

const sameCode = (a: string, b: string | null | undefined) => Boolean(b) && a.trim().toLowerCase() === b?.trim().toLowerCase()

/** 'Confirmer' (docs/cash-checkout.md#confirmation-popup): each code input is empty or holds the code the basket has. */
export function codesSettled(
  inputs: { creatorCode: string; discountCode: string },
  basket: Pick<CashBasket, 'creatorCode' | 'coupons'>
): boolean {
  const creatorOk = inputs.creatorCode.trim() === '' || sameCode(inputs.creatorCode, basket.creatorCode)
  const discountOk = inputs.discountCode.trim() === '' || basket.coupons.some((code) => sameCode(inputs.discountCode, code))
  return creatorOk && discountOk
}

export function hasCode(code: string, applied: string | null | undefined): boolean {
  return sameCode(code, applied)
}

/** docs/catalogue.md#store-packages: a package named by a number is a Unions amount: '1000' reads '1’000 Unions'. */
export function packageDisplayName(name: string, unionsName: (amount: string) => string): string {
  return /^\d+$/.test(name.trim()) ? unionsName(formatUnions(Number(name))) : name
}

/** Euros to the cents the money formats take. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100)
}

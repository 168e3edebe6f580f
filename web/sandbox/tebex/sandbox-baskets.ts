import { randomBytes, randomInt } from 'node:crypto'

import type { BasketWire } from '../../../src/core/contract/store-provider.ts'
import { SANDBOX_CURRENCY } from './sandbox-catalogue.ts'

/**
 * Tebex deletes abandoned baskets; the stand-in forgets them after an hour (the shop expires them too:
 * docs/cash-checkout.md#the-cash-basket).
 */
export const BASKET_LIFETIME_MS = 3_600_000
const MAX_BASKETS = 10_000

export interface SandboxLine {
  packageId: number
  name: string
  description: string
  image: string | null
  /** Euro cents for one unit. */
  unitPrice: number
  quantity: number
  variableData: Record<string, string>
  custom: Record<string, unknown> | null
  giftUsernameId: string | null
  giftUsername: string | null
  /** Sold as a subscription: paying it starts a recurring payment. */
  subscription: boolean
}

export interface SandboxBasket {
  ident: string
  id: string
  createdAt: number
  ip: string
  completeUrl: string
  cancelUrl: string
  completeAutoRedirect: boolean
  custom: Record<string, unknown> | null
  authorized: boolean
  username: string | null
  usernameId: string | null
  complete: boolean
  lines: SandboxLine[]
  coupon: { code: string; percent: number } | null
  creatorCode: string | null
}

/** The stand-in's baskets, in memory: it serves demos and tests, one process at a time. */
export class SandboxBaskets {
  private readonly baskets = new Map<string, SandboxBasket>()

  create(fields: Pick<SandboxBasket, 'ip' | 'completeUrl' | 'cancelUrl' | 'completeAutoRedirect' | 'custom'>, now: number): SandboxBasket {
    this.prune(now)
    // The real idents: a short prefix, a dash and 40 hex characters.
    const ident = `${randomInt(16, 255).toString(16)}-${randomBytes(20).toString('hex')}`
    const basket: SandboxBasket = {
      ...fields,
      ident,
      id: String(randomInt(100_000_000, 999_999_999)),
      createdAt: now,
      authorized: false,
      username: null,
      usernameId: null,
      complete: false,
      lines: [],
      coupon: null,
      creatorCode: null
    }
    this.baskets.set(ident, basket)
    return basket
  }

  find(ident: string, now: number): SandboxBasket | undefined {
    const basket = this.baskets.get(ident)
    if (!basket || basket.createdAt + BASKET_LIFETIME_MS <= now) return undefined
    return basket
  }

  private prune(now: number): void {
    for (const [ident, basket] of this.baskets) if (basket.createdAt + BASKET_LIFETIME_MS <= now) this.baskets.delete(ident)
    // Map order is insertion order: the oldest go first.
    for (const ident of this.baskets.keys()) {
      if (this.baskets.size < MAX_BASKETS) break
      this.baskets.delete(ident)
    }
  }
}

/** A line's price after the basket's coupon, in cents. */
export function linePaid(basket: SandboxBasket, line: SandboxLine): number {
  return Math.round((line.unitPrice * line.quantity * (100 - (basket.coupon?.percent ?? 0))) / 100)
}

export function basketTotals(basket: SandboxBasket): { base: number; total: number } {
  return {
    base: basket.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    total: basket.lines.reduce((sum, line) => sum + linePaid(basket, line), 0)
  }
}

/**
 * The basket as Tebex sends it: prices in euros, `links` holding the checkout page while unpaid
 * and, like the real API, an empty array `[]` once there is no link to give.
 */
export function basketView(basket: SandboxBasket, checkoutEndpoint: string): BasketWire {
  const { base, total } = basketTotals(basket)
  return {
    ident: basket.ident,
    complete: basket.complete,
    id: basket.id,
    country: 'FR',
    ip: basket.ip,
    username_id: basket.usernameId,
    username: basket.username,
    cancel_url: basket.cancelUrl,
    complete_url: basket.completeUrl,
    complete_auto_redirect: basket.completeAutoRedirect,
    base_price: base / 100,
    sales_tax: 0,
    total_price: total / 100,
    email: null,
    currency: SANDBOX_CURRENCY,
    packages: basket.lines.map((line) => ({
      id: line.packageId,
      name: line.name,
      description: line.description,
      image: line.image,
      in_basket: {
        quantity: line.quantity,
        price: line.unitPrice / 100,
        gift_username_id: line.giftUsernameId,
        gift_username: line.giftUsername
      }
    })),
    coupons: basket.coupon ? [{ code: basket.coupon.code }] : [],
    giftcards: [],
    creator_code: basket.creatorCode,
    links: basket.complete ? [] : { checkout: `${checkoutEndpoint}/${basket.ident}` },
    custom: basket.custom
  }
}

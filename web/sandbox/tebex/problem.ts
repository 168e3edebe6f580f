import type { Context } from 'hono'

import type { StoreProblemWire } from '../../../src/core/contract/store-provider.ts'

/** What the real Headless API says, in its words (research/tebex.md §1.2–§1.3); the bundle shows title and detail. */
export const providerTexts = {
  badRequest: 'Bad Request',
  basketNotFound: 'Basket not found',
  invalidWebstore: 'Invalid webstore identifier provided',
  packageNotFound: 'Package not found',
  categoryNotFound: 'Category not found',
  basketComplete: 'This basket has already been completed',
  identifierRequired: 'The identifier variable is required for this package',
  discordRequired: 'A Discord account is required to purchase this package',
  invalidReturnUrl: 'The return url must be a valid URL',
  basketNotAuthorized: 'Please log in before checking out',
  emptyBasket: 'Your basket is empty',
  couponApplied: 'Coupon applied successfully',
  couponRemoved: 'Coupon removed successfully',
  invalidCoupon: 'Invalid coupon code provided',
  invalidCouponDetail: 'The coupon code you entered is not valid',
  creatorCodeApplied: 'Creator code applied successfully',
  creatorCodeRemoved: 'Creator code removed successfully',
  invalidCreatorCode: 'Invalid creator code provided',
  invalidCreatorCodeDetail: 'The creator code you entered is not valid'
} as const

/** An RFC 7807 answer; Tebex uses 422 for a bad webstore, basket or body. */
export function problem(c: Context, title: string, detail: string, status: 404 | 422 = 422): Response {
  const body: StoreProblemWire = {
    type: 'https://docs.tebex.io/developers/headless-api/overview',
    title,
    status,
    detail,
    instance: c.req.path
  }
  return c.json(body, status)
}

import { describe, expect, it } from 'vitest'

import { basketSchema } from '../../src/core/contract/store-provider.ts'
import {
  addPackageBody,
  codesSettled,
  isCashBasketStale,
  newCashBasket,
  packageDisplayName,
  withProviderBasket
} from '../../src/core/domain/cash-basket.ts'
import { demoAccount } from '../support/purchase-fixtures.ts'

const provider = (packages: unknown[] = [], extra: Record<string, unknown> = {}) =>
  basketSchema.parse({
    ident: '1a-55fff4107740a1f40d844ff89607557f45bfafb3',
    complete: false,
    id: 1,
    base_price: 9.99,
    total_price: 8.99,
    currency: 'EUR',
    packages,
    coupons: [{ coupon_code: 'BIENVENUE10' }],
    creator_code: 'UNITYRP',
    links: [],
    ...extra
  })
const line = {
  id: 6000001,
  name: 'Grade VIP',
  image: null,
  in_basket: { quantity: 1, price: 9.99, gift_username_id: null, gift_username: null }
}
const emma = { id: 2, nickname: 'Emma_Roux' }

describe('the cash basket (docs/cash-checkout.md#the-cash-basket)', () => {
  it('takes the provider’s lines, prices and codes, keeping the gift target that was asked for', () => {
    const basket = newCashBasket(provider(), demoAccount.id, 1_000, { id: 6000001, giftTarget: emma })
    expect(basket).toMatchObject({ packages: [], createdAt: 1_000, accountId: demoAccount.id })
    const filled = withProviderBasket(basket, provider([line]))
    expect(filled).toMatchObject({
      packages: [{ id: 6000001, name: 'Grade VIP', price: 9.99, quantity: 1, giftTarget: emma }],
      basePrice: 9.99,
      totalPrice: 8.99,
      creatorCode: 'UNITYRP',
      coupons: ['BIENVENUE10']
    })
  })

  it('is stale after an hour, without a player, or for another player', () => {
    const basket = newCashBasket(provider(), 1, 0, { id: 6000001, giftTarget: null })
    expect(isCashBasketStale(basket, 1, 3_600_000)).toBe(false)
    expect(isCashBasketStale(basket, 1, 3_600_001)).toBe(true)
    expect(isCashBasketStale(basket, undefined, 0)).toBe(true)
    expect(isCashBasketStale(basket, 2, 0)).toBe(true)
  })

  it('sends discord_id only for the special packages, and only when the player has one', () => {
    const withDiscord = { ...demoAccount, discordId: '42' }
    expect(addPackageBody(withDiscord, { id: 6000001, giftTarget: null }, [6000001]).variable_data).toEqual({
      identifier: '1',
      gifter: 'null',
      discord_id: '42'
    })
    expect(addPackageBody(withDiscord, { id: 6000102, giftTarget: null }, [6000001]).variable_data).toEqual({
      identifier: '1',
      gifter: 'null'
    })
    expect(addPackageBody(demoAccount, { id: 6000001, giftTarget: null }, [6000001]).variable_data).toEqual({
      identifier: '1',
      gifter: 'null'
    })
    const gift = addPackageBody(withDiscord, { id: 6000001, giftTarget: { id: 2, nickname: 'Emma_Roux' } }, [6000001])
    expect(gift.variable_data).toEqual({ identifier: '2', gifter: '1' })
    expect(gift.custom).toEqual({ gift_target_data: { id: 2, nickname: 'Emma_Roux' }, gifter_id: 1 })
  })

  it('names a numeric package as Unions, with the thousands apostrophe', () => {
    expect(packageDisplayName('25000', (amount) => `${amount} Unions`)).toBe('25’000 Unions')
    expect(packageDisplayName('Grade VIP', (amount) => `${amount} Unions`)).toBe('Grade VIP')
  })

  it('settles the codes when each field is empty or holds the applied code, case aside', () => {
    const applied = { creatorCode: 'UNITYRP', coupons: ['BIENVENUE10'] }
    expect(codesSettled({ creatorCode: '', discountCode: '' }, { creatorCode: null, coupons: [] })).toBe(true)
    expect(codesSettled({ creatorCode: ' unityrp ', discountCode: 'bienvenue10' }, applied)).toBe(true)
    expect(codesSettled({ creatorCode: 'LEOSTREAM', discountCode: '' }, applied)).toBe(false)
    expect(codesSettled({ creatorCode: '', discountCode: 'NOEL25' }, applied)).toBe(false)
  })
})

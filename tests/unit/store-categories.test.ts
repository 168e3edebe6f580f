import { describe, expect, it } from 'vitest'

import { $router } from '../../src/stores/router.ts'
import { $storePackagesById, isPackageSold } from '../../src/stores/store-categories.ts'
import { useCheckoutStores } from '../support/checkout-stores.ts'

const shop = useCheckoutStores()
const categoryCalls = () => shop.provider.callsTo('/categories', 'GET')

describe('store-provider categories (docs/catalogue.md#store-packages)', () => {
  it('load when abonnements or tokens is visited, then every 60 s there, and stop elsewhere', async () => {
    await shop.settle(120_000)
    expect(categoryCalls()).toHaveLength(0)
    expect(isPackageSold(6000102)).toBeUndefined()

    $router.open('/tokens')
    await shop.settle(0)
    expect(categoryCalls()).toHaveLength(1)
    expect(categoryCalls()[0]?.query).toEqual({ includePackages: '1' })
    expect(isPackageSold(6000102)).toBe(true)
    expect(isPackageSold(424242)).toBe(false)
    expect([...$storePackagesById.get().keys()].sort()).toEqual([6000001, 6000101, 6000102])

    $router.open('/abonnements')
    await shop.settle(59_999)
    expect(categoryCalls()).toHaveLength(1)
    await shop.settle(1)
    expect(categoryCalls()).toHaveLength(2)

    $router.open('/armes')
    await shop.settle(180_000)
    expect(categoryCalls()).toHaveLength(2)
  })
})

import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { requestCashPackage } from '../../flows/cash-request.ts'
import { $storeCategories, $storePackagesById } from '../../stores/store-categories.ts'
import { $storeProvider } from '../../stores/store-provider-config.ts'

/**
 * A cash product's buttons (docs/catalogue.md#product-cards): 'Offrir' and 'Ajouter au panier', 'Souscrire'
 * for a Grade. Off when this shop has no store provider or the provider no longer sells the package.
 */
export function CashActions({ product }: { product: Product }) {
  const provider = useStore($storeProvider)
  const categories = useStore($storeCategories)
  const packages = useStore($storePackagesById)
  const packageId = product.tebexPackageId
  const off = provider === null || packageId === null || (categories !== undefined && !packages.has(packageId))
  const isGrade = product.category === 'Grades'
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void requestCashPackage(product, { isGift: true })}
        disabled={off}
        data-testid="gift-button"
      >
        {messages.gift}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void requestCashPackage(product)}
        disabled={off}
        title={off ? messages.unavailable : undefined}
        data-testid={isGrade ? 'subscribe-button' : 'add-to-basket'}
      >
        {isGrade ? messages.subscribe : shopMessages.addToBasket}
      </button>
    </>
  )
}

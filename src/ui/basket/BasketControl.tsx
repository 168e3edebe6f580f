import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { basketUnavailability, canEnterBasket, type DailyOfferPick } from '../../core/domain/basket.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $basket, addToBasket } from '../../stores/basket.ts'
import { CapNotice, QuantityStepper } from './QuantityStepper.tsx'

interface BasketControlProps {
  product: Product
  offer?: DailyOfferPick
  /** The test id of the add button, kept from the place it replaces. */
  addTestId?: string
  className?: string
}

/**
 * 'Ajouter au panier', or once the product is in: the badge 'Dans le panier (n)' and the quantity control.
 * A product that cannot go in says why instead of showing a button that would do nothing.
 */
export function BasketControl({ product, offer, addTestId = 'add-to-basket', className = '' }: BasketControlProps) {
  const line = useStore($basket).find((candidate) => candidate.id === product.id)
  const unavailable = basketUnavailability(product, offer)
  if (!line && unavailable) {
    return (
      <p className={`basket-unavailable ${className}`} role="status" data-testid="basket-unavailable" data-reason={unavailable}>
        {unavailable === 'soldOut' ? messages.soldOut : messages.dailyShopOnly}
      </p>
    )
  }
  if (!line) {
    return (
      <button
        type="button"
        className={`button basket-add ${className}`}
        onClick={() => addToBasket(product.id, offer)}
        disabled={!canEnterBasket(product)}
        data-testid={addTestId}
      >
        {shopMessages.addToBasket}
      </button>
    )
  }
  return (
    <div className={`basket-control ${line.removed ? 'is-removed' : ''} ${className}`} data-testid="basket-control">
      <span className="basket-control__badge" data-testid="basket-badge">
        {messages.inBasket(line.quantity)}
      </span>
      <QuantityStepper line={line} product={product} />
      <CapNotice line={line} product={product} />
    </div>
  )
}

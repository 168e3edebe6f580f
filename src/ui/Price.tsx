import { useStore } from '@nanostores/react'

import type { Product } from '../core/contract/catalog.ts'
import { discountedPrice, formatCash, formatUnions } from '../core/domain/money.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { $currency } from '../stores/currency.ts'

/** A product's price: Unions with their separator, or cash converted to the chosen currency. */
export function Price({ product, discount = 0 }: { product: Product; discount?: number }) {
  const currency = useStore($currency)
  if (product.moneyType === 'cash') {
    if (currency.code === 'EUR') {
      return (
        <span className="price" data-testid="price">
          {formatCash(product.price, 'EUR', 1)}
        </span>
      )
    }
    // The store provider charges euros: the converted amount is only a guide (docs/catalogue.md#prices-and-currencies).
    return (
      <span className="price-converted">
        <span className="price" data-testid="price">
          {shopMessages.approximately} {formatCash(product.price, currency.code, currency.rate)}
        </span>
        <small className="price__note" data-testid="price-note">
          {shopMessages.chargedInEuros(formatCash(product.price, 'EUR', 1))}
        </small>
      </span>
    )
  }
  const final = discountedPrice(product.price, discount)
  return (
    <span className="price" data-testid="price">
      {discount > 0 && <s className="price__before">{formatUnions(product.price)}</s>}
      {formatUnions(final)} <span className="price__unit">{shopMessages.unions}</span>
    </span>
  )
}

import type { Product } from '../contract/catalog.ts'
import { discountedPrice, formatCash, formatUnions } from '../domain/money.ts'
import { useStore } from '../lib/use-store.ts'
import { shopMessages } from '../messages/shop.ts'
import { $currency } from '../stores/currency.ts'

/** A product's price: Unions with their separator, or cash converted to the chosen currency. */
export function Price({ product, discount = 0 }: { product: Product; discount?: number }) {
  const currency = useStore($currency)
  if (product.moneyType === 'cash') {
    return (
      <span className="price" data-testid="price">
        {formatCash(product.price, currency.code, currency.rate)}
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

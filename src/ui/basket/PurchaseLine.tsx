import type { Product } from '../../core/contract/catalog.ts'
import { discountedPrice, formatUnions } from '../../core/domain/money.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import type { BasketLine } from '../../stores/basket.ts'
import { ProductImage } from '../ProductImage.tsx'
import { CapNotice, QuantityStepper } from './QuantityStepper.tsx'

/** One line of the purchase dialog: the product, its discounted price, its quantity and its error. */
export function PurchaseLine({ line, product }: { line: BasketLine; product: Product | undefined }) {
  const unit = product ? discountedPrice(product.price, line.discount) : 0
  const classes = ['purchase-line', line.removed ? 'is-removed' : '', line.itemError ? 'has-error' : ''].join(' ')
  return (
    <li className={classes} data-testid="purchase-line" data-product-id={line.id}>
      <ProductImage src={product?.image ?? ''} alt="" className="purchase-line__image" />
      <div className="purchase-line__details">
        <strong className="purchase-line__label">{product?.label ?? `#${line.id}`}</strong>
        <span className="purchase-line__unit">
          {line.discount > 0 && product && <s className="price__before">{formatUnions(product.price)}</s>}
          {messages.unitPrice(`${formatUnions(unit)} ${shopMessages.unions}`)}
        </span>
        {line.isFromDailyShop && (
          <span className="purchase-line__offer" data-testid="line-offer">
            {messages.dailyOffer} {messages.discountBadge(line.discount)}
          </span>
        )}
        <CapNotice line={line} product={product} />
        {line.itemError && (
          <p className="purchase-line__error" role="alert" data-testid="line-error">
            {line.itemError.message}
          </p>
        )}
      </div>
      <QuantityStepper line={line} product={product} />
      <span className="purchase-line__price" data-testid="line-price">
        {formatUnions(unit * line.quantity)} <span className="price__unit">{shopMessages.unions}</span>
      </span>
    </li>
  )
}

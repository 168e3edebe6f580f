import type { Product } from '../core/contract/catalog.ts'
import { productPath } from '../core/domain/categories.ts'
import { NO_PLACEHOLDER } from '../lib/lazy-component.tsx'
import { screenComponent } from './screen-component.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { BasketControl } from './basket/BasketControl.tsx'
import { Price } from './Price.tsx'
import { ProductImage } from './ProductImage.tsx'

// The cash checkout's code loads after the first screen (the home route's size budget: docs/constants.md#bundle-budget).
const CashActions = screenComponent(() => import('./checkout/CashActions.tsx').then((module) => module.CashActions), NO_PLACEHOLDER)

/** `firstRow`: the card is on the first screen, so its picture is fetched first (docs/first-screen.md). */
export function ProductCard({ product, firstRow = false }: { product: Product; firstRow?: boolean }) {
  return (
    <article className={`product-card theme-${product.theme}`} data-testid="product-card" data-product-id={product.id}>
      <a className="product-card__link" href={productPath(product)} data-testid="product-card-link">
        <ProductImage src={product.image} alt={product.label} className="product-card__image" priority={firstRow} />
        <h3 className="product-card__title">{product.label}</h3>
      </a>
      <div className="product-card__meta">
        <Price product={product} />
        {product.stocks !== null && (
          <span className="product-card__stock" data-testid="product-stock">
            {shopMessages.inStock(product.stocks)}
          </span>
        )}
      </div>
      <div className="product-card__actions">
        {product.moneyType === 'tokens' ? <BasketControl product={product} /> : <CashActions product={product} />}
      </div>
    </article>
  )
}

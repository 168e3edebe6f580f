import type { Product } from '../../core/contract/catalog.ts'
import { productPath } from '../../core/domain/categories.ts'
import { NO_PLACEHOLDER } from '../../lib/lazy-component.tsx'
import { screenComponent } from '../../ui/screen-component.ts'
import { homeBelowMessages } from '../../core/messages/home-below.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { BasketControl } from '../../ui/basket/BasketControl.tsx'
import { Price } from '../../ui/Price.tsx'
import { ProductImage } from '../../ui/ProductImage.tsx'

// The cash checkout's code loads after the first screen (the home route's size budget: docs/constants.md#bundle-budget).
const CashActions = screenComponent(() => import('../../ui/checkout/CashActions.tsx').then((module) => module.CashActions), NO_PLACEHOLDER)

/** docs/catalogue.md#home-page: the suggested product, when the shop data names one. */
export function SuggestedProduct({ product }: { product: Product }) {
  return (
    <section className={`suggested theme-${product.theme}`} aria-labelledby="suggested-title" data-testid="suggested-product">
      <h2 id="suggested-title" className="section-title">
        {homeBelowMessages.suggestionTitle}
      </h2>
      <div className="suggested__body">
        <ProductImage src={product.image} alt={product.label} className="suggested__image" />
        <div className="suggested__details">
          <h3>{product.label}</h3>
          <Price product={product} />
          <div className="suggested__actions">
            <a className="button button--ghost" href={productPath(product)} data-testid="suggested-see">
              {shopMessages.seeProduct}
            </a>
            {product.moneyType === 'tokens' ? (
              <BasketControl product={product} addTestId="suggested-add" />
            ) : (
              <CashActions product={product} />
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

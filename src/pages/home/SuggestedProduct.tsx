import type { Product } from '../../contract/catalog.ts'
import { productPath } from '../../domain/categories.ts'
import { shopMessages } from '../../messages/shop.ts'
import { openLoginPanel } from '../../stores/login-panel.ts'
import { Price } from '../../ui/Price.tsx'
import { ProductImage } from '../../ui/ProductImage.tsx'

/** SPEC §2 home: the suggested product, when the shop data names one. */
export function SuggestedProduct({ product }: { product: Product }) {
  return (
    <section className={`suggested theme-${product.theme}`} aria-labelledby="suggested-title" data-testid="suggested-product">
      <h2 id="suggested-title" className="section-title">
        {shopMessages.suggestionTitle}
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
            <button type="button" className="button" onClick={() => openLoginPanel(shopMessages.notConnected)} data-testid="suggested-add">
              {shopMessages.addToBasket}
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}

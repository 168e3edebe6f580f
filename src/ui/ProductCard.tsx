import type { Product } from '../contract/catalog.ts'
import { productPath } from '../domain/categories.ts'
import { shopMessages } from '../messages/shop.ts'
import { openLoginPanel } from '../stores/login-panel.ts'
import { Price } from './Price.tsx'
import { ProductImage } from './ProductImage.tsx'

export function ProductCard({ product }: { product: Product }) {
  const requireLogin = () => openLoginPanel(shopMessages.notConnected)
  return (
    <article className={`product-card theme-${product.theme}`} data-testid="product-card" data-product-id={product.id}>
      <a className="product-card__link" href={productPath(product)} data-testid="product-card-link">
        <ProductImage src={product.image} alt={product.label} className="product-card__image" />
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
        {product.moneyType === 'cash' && (
          <button type="button" className="button button--ghost" onClick={requireLogin} data-testid="gift-button">
            {shopMessages.gift}
          </button>
        )}
        <button type="button" className="button" onClick={requireLogin} data-testid="add-to-basket">
          {shopMessages.addToBasket}
        </button>
      </div>
    </article>
  )
}

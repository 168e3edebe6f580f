import type { Product } from './shop-api.ts'

const unions = new Intl.NumberFormat('fr-FR')

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className={`product-card theme-${product.theme}`} data-testid="product-card">
      <img className="product-image product-card__image" src={product.image} alt={product.label} loading="lazy" decoding="async" />
      <h3 className="product-card__title">{product.label}</h3>
      <div className="product-card__meta">
        <span className="price">
          {product.moneyType === 'tokens' ? `${unions.format(product.price)} Unions` : `${(product.price / 100).toFixed(2)} €`}
        </span>
      </div>
    </article>
  )
}

import { ProductCard } from './ProductCard.tsx'
import { useShopDataQuery } from './shop-api.ts'

/** The /objets listing: the 'item' products on sale, in their order (as src/stores/shop.ts lists them). */
export function ListingPage() {
  const { data, isLoading } = useShopDataQuery()
  const products = (data?.shopData?.products ?? [])
    .filter((product) => product.category === 'item' && !product.isDailyShopOnly && (product.stocks === null || product.stocks > 0))
    .sort((a, b) => a.index - b.index || a.id - b.id)
  return (
    <section className="listing">
      <h1 className="page-title">Objets</h1>
      {isLoading && <p className="muted">Chargement de la boutique…</p>}
      <div className="product-grid product-grid--4" data-testid="product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  )
}

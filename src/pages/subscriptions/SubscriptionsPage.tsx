import type { ShopData } from '../../core/contract/catalog.ts'
import { LISTINGS } from '../../core/domain/categories.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { subscriptionMessages } from '../../core/messages/subscriptions.ts'
import { listedProducts } from '../../core/domain/listing.ts'
import { ProductCard } from '../../ui/ProductCard.tsx'
import { TierCarousel } from './TierCarousel.tsx'
import { TierTable } from './TierTable.tsx'

/** docs/catalogue.md#subscriptions-page: the Grades on sale, then their comparison (table on desktop, carousel on mobile). */
export function SubscriptionsPage({ shopData }: { shopData: ShopData | undefined }) {
  const listing = LISTINGS.abonnements
  const products = listedProducts(shopData, listing.category)
  return (
    <section className="subscriptions" data-testid="subscriptions-page">
      <header className="listing__header">
        <h1 className="page-title" data-testid="page-title">
          {listing.title}
        </h1>
      </header>
      {!shopData && <p className="muted">{shopMessages.loadingShop}</p>}
      {shopData && products.length === 0 && <p className="muted">{shopMessages.emptyListing}</p>}
      <div className="product-grid subscriptions__grid" data-testid="product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      <h2 className="section-title subscriptions__compare-title">{subscriptionMessages.compareTitle}</h2>
      <TierTable grades={products} />
      <TierCarousel grades={products} />
    </section>
  )
}

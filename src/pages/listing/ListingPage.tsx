import type { ShopData } from '../../core/contract/catalog.ts'
import { LISTINGS, type ListingSlug } from '../../core/domain/categories.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { listedProducts } from '../../core/domain/listing.ts'
import { ProductCard } from '../../ui/ProductCard.tsx'

/** A category listing (docs/catalogue.md#categories): 4 columns, 3 for vehicles. */
export function ListingPage({ slug, shopData }: { slug: ListingSlug; shopData: ShopData | undefined }) {
  const listing = LISTINGS[slug]
  const products = listedProducts(shopData, listing.category)
  return (
    <section className="listing" data-testid="listing-page" data-listing={slug}>
      <header className="listing__header">
        <h1 className="page-title" data-testid="page-title">
          {listing.title}
        </h1>
        {slug === 'tokens' && <p className="page-subtitle">{shopMessages.unionsSubtitle}</p>}
      </header>
      {!shopData && <p className="muted">{shopMessages.loadingShop}</p>}
      {shopData && products.length === 0 && <p className="muted">{shopMessages.emptyListing}</p>}
      <div className={`product-grid product-grid--${listing.columns}`} data-testid="product-grid">
        {products.map((product, position) => (
          <ProductCard key={product.id} product={product} firstRow={position < listing.columns} />
        ))}
      </div>
    </section>
  )
}

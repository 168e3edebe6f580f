import type { Product, ShopData } from '../../contract/catalog.ts'
import { useStore } from '../../lib/use-store.ts'
import { shopMessages } from '../../messages/shop.ts'
import { $productsById, isListed } from '../../stores/shop.ts'
import { BestSellers } from './BestSellers.tsx'
import { CategoryGrid } from './CategoryGrid.tsx'

export function HomePage({ shopData }: { shopData: ShopData | undefined }) {
  const productsById = useStore($productsById)
  const bestSellers = (shopData?.home.bestSeller ?? [])
    .map((id) => productsById.get(id))
    .filter((product): product is Product => product !== undefined && isListed(product))
  return (
    <div className="home" data-testid="home-page">
      <section className="hero">
        <h1 className="hero__title">{shopMessages.heroTitle}</h1>
        <p className="hero__subtitle">{shopMessages.heroSubtitle}</p>
      </section>
      {shopData ? <BestSellers products={bestSellers} paused={false} /> : <p className="muted">{shopMessages.loadingShop}</p>}
      <CategoryGrid />
    </div>
  )
}

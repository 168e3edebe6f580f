import { redirectPage } from '@nanostores/router'
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import type { Product, ShopData } from '../../core/contract/catalog.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $someOverlayOpen } from '../../stores/overlays.ts'
import { $router } from '../../stores/router.ts'
import { isListed } from '../../core/domain/listing.ts'
import { $productsById } from '../../stores/shop.ts'
import { BestSellers } from './BestSellers.tsx'
import { CategoryGrid } from './CategoryGrid.tsx'
import { IntroBlocks, PaymentMethods, SuggestedProduct } from './below-the-fold.ts'

export function HomePage({ shopData }: { shopData: ShopData | undefined }) {
  const productsById = useStore($productsById)
  const carouselPaused = useStore($someOverlayOpen)
  const page = useStore($router)
  const listedOf = (ids: number[] = []) =>
    ids.map((id) => productsById.get(id)).filter((product): product is Product => product !== undefined && isListed(product))
  const bestSellers = listedOf(shopData?.home.bestSeller)
  const suggestion = listedOf(shopData?.home.shouldInterest)[0]

  useEffect(() => {
    // docs/catalogue.md#home-page: a checkout cancelled with nothing to resume simply lands home.
    if (page?.search.cancelled === 'true') redirectPage($router, 'home')
  }, [page?.search.cancelled])

  return (
    <div className="home" data-testid="home-page">
      <section className="hero">
        <h1 className="hero__title">{shopMessages.heroTitle}</h1>
        <p className="hero__subtitle">{shopMessages.heroSubtitle}</p>
      </section>
      {shopData ? <BestSellers products={bestSellers} paused={carouselPaused} /> : <p className="muted">{shopMessages.loadingShop}</p>}
      <CategoryGrid />
      <PaymentMethods />
      {suggestion && <SuggestedProduct product={suggestion} />}
      <IntroBlocks />
    </div>
  )
}

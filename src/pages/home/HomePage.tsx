import { redirectPage } from '@nanostores/router'
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import type { ShopData } from '../../core/contract/catalog.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $someOverlayOpen } from '../../stores/overlays.ts'
import { $router } from '../../stores/router.ts'
import { listedHomeProducts } from '../../core/domain/listing.ts'
import { BestSellers } from './BestSellers.tsx'
import { CategoryGrid } from './CategoryGrid.tsx'
import { IntroBlocks, PaymentMethods, SuggestedProduct } from './below-the-fold.ts'

export function HomePage({ shopData }: { shopData: ShopData | undefined }) {
  const carouselPaused = useStore($someOverlayOpen)
  const page = useStore($router)
  // The host draws the same best sellers on its first screen (web/http/home-first-screen.ts).
  const bestSellers = listedHomeProducts(shopData, shopData?.home.bestSeller)
  const suggestion = listedHomeProducts(shopData, shopData?.home.shouldInterest)[0]

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

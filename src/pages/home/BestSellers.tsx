import { useEffect, useState } from 'react'

import type { Product } from '../../core/contract/catalog.ts'
import { CAROUSEL_INTERVAL_MS } from '../../core/domain/listing.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { openNewPresentation } from '../../stores/new-presentation.ts'
import { Price } from '../../ui/Price.tsx'
import { ProductImage } from '../../ui/ProductImage.tsx'

/** docs/constants.md#timings: a new product every CAROUSEL_INTERVAL_MS, 600 ms fade out then about 1 s fade in. */
const CAROUSEL_FADE_OUT_MS = 600

export function BestSellers({ products, paused }: { products: Product[]; paused: boolean }) {
  const [shown, setShown] = useState(0)
  const [fading, setFading] = useState(false)

  const show = (next: (current: number) => number) => {
    setFading(true)
    setTimeout(() => {
      setShown(next)
      setFading(false)
    }, CAROUSEL_FADE_OUT_MS)
  }

  useEffect(() => {
    if (paused || products.length < 2) return
    const timer = setInterval(() => show((current) => (current + 1) % products.length), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, products.length])

  const product = products[Math.min(shown, products.length - 1)]
  if (!product) return null
  return (
    <section className="best-sellers" aria-roledescription={shopMessages.carousel} data-testid="best-sellers" data-paused={paused}>
      <h2 className="section-title">{shopMessages.bestSellers}</h2>
      <button
        type="button"
        onClick={() => openNewPresentation(product.id)}
        className={`best-sellers__slide theme-${product.theme} ${fading ? 'is-fading-out' : 'is-fading-in'}`}
        data-testid="best-seller-slide"
        data-product-id={product.id}
      >
        <ProductImage src={product.image} alt={product.label} className="best-sellers__image" priority />
        <div className="best-sellers__caption">
          <h3>{product.label}</h3>
          <Price product={product} />
        </div>
      </button>
      <div className="best-sellers__dots">
        {products.map((entry, position) => (
          <button
            key={entry.id}
            type="button"
            className={position === shown ? 'dot dot--active' : 'dot'}
            aria-label={shopMessages.carouselDot(position + 1)}
            aria-current={position === shown}
            onClick={() => position !== shown && show(() => position)}
            data-testid="carousel-dot"
          />
        ))}
      </div>
    </section>
  )
}

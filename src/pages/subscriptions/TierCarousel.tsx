import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { subscriptionMessages } from '../../core/messages/subscriptions.ts'
import { $tierSlide, followTierCarousel } from '../../stores/subscriptions.ts'
import { FEATURE_TABLE, NONE, TIERS } from './feature-table.ts'
import { FeatureValueView } from './FeatureValueView.tsx'
import { TierSubscribe } from './TierSubscribe.tsx'

/** Mobile comparison: one tier card per slide, swiped (scroll-snap) or moved with the buttons. */
export function TierCarousel({ grades }: { grades: Product[] }) {
  const slide = useStore($tierSlide)
  const track = useRef<HTMLDivElement>(null)
  const follow = () => {
    const element = track.current
    if (element) followTierCarousel(element.scrollLeft, slideStep(element), TIERS.length)
  }
  // The page may open again on a carousel that starts at the first card: the store follows the real position.
  useEffect(follow, [])
  const scrollToSlide = (index: number) => {
    const element = track.current
    if (element) element.scrollTo({ left: index * slideStep(element), behavior: 'smooth' })
  }
  const tier = TIERS[slide] ?? TIERS[0]
  return (
    <section className="tier-carousel" data-testid="tier-carousel" aria-label={subscriptionMessages.carouselLabel}>
      <div className="tier-carousel__controls">
        <button
          type="button"
          className="tier-carousel__arrow"
          onClick={() => scrollToSlide(slide - 1)}
          disabled={slide === 0}
          aria-label={subscriptionMessages.previousTier}
          data-testid="tier-carousel-previous"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <p className="tier-carousel__current" aria-live="polite">
          <span className={`tier-badge theme-${tier.theme}`} data-testid="tier-carousel-name">
            {tier.name}
          </span>
          <span className="tier-carousel__position">{subscriptionMessages.slidePosition(slide + 1, TIERS.length)}</span>
        </p>
        <button
          type="button"
          className="tier-carousel__arrow"
          onClick={() => scrollToSlide(slide + 1)}
          disabled={slide === TIERS.length - 1}
          aria-label={subscriptionMessages.nextTier}
          data-testid="tier-carousel-next"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <div className="tier-carousel__track" ref={track} onScroll={follow} tabIndex={0} data-testid="tier-carousel-track">
        {TIERS.map((slideTier, index) => (
          <article
            key={slideTier.name}
            className={`tier-card theme-${slideTier.theme}${slideTier.bestSeller ? ' is-best-seller' : ''}`}
            aria-roledescription={subscriptionMessages.slideRole}
            aria-label={subscriptionMessages.slideLabel(slideTier.name, index + 1, TIERS.length)}
            data-testid="tier-slide"
          >
            <header className="tier-card__header">
              <h3 className="tier-badge">{slideTier.name}</h3>
              {slideTier.bestSeller && (
                <span className="best-seller-flag" data-testid="best-seller">
                  {subscriptionMessages.bestSeller}
                </span>
              )}
            </header>
            <dl className="tier-card__rows">
              {FEATURE_TABLE.map((row) => (
                <div key={row.label} className="tier-card__row" data-testid="tier-slide-row">
                  <dt>{row.label}</dt>
                  <dd>
                    <FeatureValueView value={row.values[index] ?? NONE} />
                  </dd>
                </div>
              ))}
            </dl>
            <TierSubscribe product={grades[index]} tierName={slideTier.name} />
          </article>
        ))}
      </div>
    </section>
  )
}

/** The distance from one card to the next: a card's width plus the gap between cards. */
function slideStep(track: HTMLElement): number {
  const [first, second] = track.children
  return first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : track.clientWidth
}

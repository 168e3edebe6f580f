import { atom } from 'nanostores'

/** The tier card the mobile comparison carousel shows; the carousel's scroll position decides it. */
export const $tierSlide = atom(0)

/** Follows the carousel's scroll: the slide whose start is nearest to the visible area's start. */
export function followTierCarousel(scrollLeft: number, slideWidth: number, slideCount: number): void {
  if (slideWidth <= 0) return
  const index = Math.min(slideCount - 1, Math.max(0, Math.round(scrollLeft / slideWidth)))
  if (index !== $tierSlide.get()) $tierSlide.set(index)
}
